import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { type AnalyticsEvent, configureAnalytics } from '../../src/lib/analytics';
import { createQueryClient } from '../../src/lib/query-client';

/** Renders a public page the way the app does; nobody is signed in and analytics are recorded. */
export function renderPublic(ui: ReactNode, path = '/') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ message: 'Not authenticated' }), { status: 401 })),
  );
  const events: AnalyticsEvent[] = [];
  configureAnalytics((event) => events.push(event));
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, events };
}
