import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../src/lib/i18n';
import { violations } from '../support/axe';
import { makeRequest, portalApi, renderPortal, REVIEWER } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const REQUESTS = [
  makeRequest({ username: 'ana', isRenewal: true, applicationNotes: 'Caring for my mother.' }),
  makeRequest({
    username: 'ben',
    status: 'approved',
    effectiveDate: '2025-04-01',
    expirationDate: '2025-10-01',
  }),
];

describe.each(['en', 'es'] as const)('the state portal in %s', (language) => {
  const me = { ...REVIEWER, preferredLanguage: language };

  it('has no accessibility violation in the list, filtered', async () => {
    portalApi(REQUESTS, { me });
    renderPortal();
    await screen.findByRole('table');
    expect(await violations()).toEqual([]);
    await userEvent.click(screen.getAllByRole('button', { pressed: false })[3]!);
    expect(await violations()).toEqual([]);
  });

  it('has no accessibility violation in the details, the approval form and a prompt', async () => {
    portalApi(REQUESTS, { me });
    renderPortal(`/state-portal/${REQUESTS[0]!.id}`);
    const actions = await screen.findByRole('region', {
      name: language === 'en' ? 'Change Status' : 'Cambiar estado',
    });
    await screen.findAllByRole('heading', { level: 2 });
    expect(await violations()).toEqual([]);
    const [, waiting, approve] = within(actions).getAllByRole('button');
    await userEvent.click(approve!);
    expect(await violations()).toEqual([]);
    await userEvent.click(waiting!);
    await screen.findByRole('dialog');
    expect(await violations()).toEqual([]);
  });
});
