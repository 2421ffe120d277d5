import type { CurrentUser } from '@tracker/contracts/http/identity';
import type { Activity } from '@tracker/contracts/http/activities';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { DashboardStatsAnswer } from '../../src/features/dashboard/api/get-dashboard-stats';
import { DashboardPage } from '../../src/app/routes/dashboard-page';
import {
  type Handler,
  makeStats,
  makeUser,
  mockApi,
  pagedActivities,
  renderPage,
} from '../activities/support';

export interface DashboardApi {
  user?: CurrentUser;
  /** The spec's figures, with the month's determination or without it as an older server sends them. */
  stats?: DashboardStatsAnswer;
  activities?: Activity[];
  handlers?: Record<string, Handler>;
}

/** The dashboard with every read it makes answered; `handlers` add or replace answers. */
export async function renderDashboard({
  user = makeUser(),
  stats = makeStats(),
  activities = [],
  handlers = {},
}: DashboardApi = {}) {
  const api = mockApi({
    'GET /api/user': { body: user },
    'GET /api/dashboard/stats': { body: stats },
    'GET /api/user/reporting-hours': {
      body: {
        hours: 8,
        reason: 'You have logged 12 of 20 hours for March. 8 more hours are due by March 31.',
      },
    },
    'GET /api/reports/available-months': { body: [] },
    'GET /api/activities': pagedActivities(activities),
    'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
    'GET /api/sms/number': { body: { phoneNumber: '+15005550006' } },
    ...handlers,
  });
  const view = renderPage(<DashboardPage />, { path: '/dashboard' });
  await screen.findByRole('heading', { level: 1 });
  // Activity Reporting's code comes after the page's own: tests start once it is in, as a person
  // scrolling down to it would find it.
  await waitFor(() => expect(document.querySelector('.dashboard-reporting')).not.toBeNull());
  return { ...view, api };
}
