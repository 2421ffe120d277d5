import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardHeader } from '../../src/features/dashboard/components/dashboard-header';
import { rulesQueryOptions } from '../../src/lib/rules';
import { makeUser, mockApi } from '../activities/support';
import { renderWithApp } from '../support/render';
import { FEDERAL_RULES, SEED_RULES } from './support';
import '../../src/features/dashboard/i18n';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the enrollee's navigation", () => {
  it('offers Pay where pay meets a month', async () => {
    mockApi({ 'GET /api/user': { body: makeUser() }, 'GET /api/rules': { body: FEDERAL_RULES } });
    renderWithApp(<DashboardHeader user={makeUser()} />);
    expect(await screen.findByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/pay');
  });

  it('leaves Pay out under rules where pay does not count', async () => {
    mockApi({ 'GET /api/user': { body: makeUser() }, 'GET /api/rules': { body: SEED_RULES } });
    const { queryClient } = renderWithApp(<DashboardHeader user={makeUser()} />);
    // Checked once the rules have come and the header has drawn with them.
    await waitFor(() =>
      expect(queryClient.getQueryState(rulesQueryOptions.queryKey)?.status).toBe('success'),
    );
    await screen.findByRole('link', { name: 'Profile' });
    expect(screen.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
  });
});
