import type { AdminUserProfile } from '@tracker/contracts/http/admin-users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserActivitiesPage } from '../../src/app/routes/user-activities-page';
import { nextSort, sortActivities } from '../../src/features/activities/lib/activity-log';
import { i18n } from '../../src/lib/i18n';
import { type Handler, idEnding, makeActivity, makeUser, mockApi, renderPage } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const USER_ID = idEnding('77');
const ADMIN = makeUser({
  id: idEnding('1'),
  username: 'admin',
  firstName: 'Ada',
  lastName: 'Brown',
  isAdmin: true,
});

const PERSON: AdminUserProfile = {
  id: USER_ID,
  username: 'jose',
  email: 'jose@example.org',
  firstName: 'Jose',
  lastName: 'Garcia',
  medicaidState: null,
  maskedMedicaidId: null,
  seasonalWorker: false,
  city: null,
  state: null,
  address: null,
  zipCode: null,
  phone: null,
  phoneVerified: false,
  dateOfBirth: null,
  isMinor: false,
  requiredHours: 20,
  requiredHoursOverride: null,
  emailVerified: true,
  isAdmin: false,
  createdAt: '2025-01-02T15:00:00.000Z',
  lastLogin: null,
  enrollmentStatus: 'Adult',
  preferredLanguage: 'en',
};

const ACTIVITIES = [
  makeActivity({
    userId: USER_ID,
    type: 'volunteer',
    hours: 2,
    date: '2025-03-01',
    description: 'Food bank',
  }),
  makeActivity({
    userId: USER_ID,
    type: 'employment',
    hours: 8,
    date: '2025-03-10',
    description: 'Warehouse shift',
  }),
  makeActivity({
    userId: USER_ID,
    type: 'job_search',
    hours: 1.5,
    date: '2025-02-20',
    description: 'Applied online',
  }),
];

async function renderLog(handlers: Record<string, Handler> = {}, me = ADMIN) {
  const api = mockApi({
    'GET /api/user': { body: me },
    [`GET /api/admin/user/${USER_ID}`]: { body: PERSON },
    [`GET /api/admin/user/${USER_ID}/activities`]: { body: ACTIVITIES },
    ...handlers,
  });
  const view = renderPage(<UserActivitiesPage />, {
    path: '/user-activities/:userId',
    url: `/user-activities/${USER_ID}`,
  });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, api };
}

function column(index: number): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]!.textContent ?? '');
}

describe('/user-activities/{userId}', () => {
  it('shows the three totals, with the average to one decimal', async () => {
    await renderLog();
    expect(screen.getByRole('heading', { level: 1, name: 'Activities of Jose Garcia' })).toBeInTheDocument();
    const stats = screen.getByRole('list', { name: 'Summary' });
    expect(within(stats).getByText('Total Activities').nextSibling).toHaveTextContent('3');
    expect(within(stats).getByText('Total Hours').nextSibling).toHaveTextContent('11.5');
    expect(within(stats).getByText('Average Hours').nextSibling).toHaveTextContent('3.8');
  });

  it('lists the activities newest first by default, with when each was logged', async () => {
    await renderLog();
    expect(column(0)).toEqual(['Mar 10, 2025', 'Mar 01, 2025', 'Feb 20, 2025']);
    expect(column(1)).toEqual(['Employment', 'Volunteer Work', 'Job Search']);
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Logged/ })).toBeInTheDocument();
    expect(column(4)[0]).toMatch(/Mar 5, 2025/);
  });

  it('sorts by a new column ascending, and reverses on a second click', async () => {
    await renderLog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Hours/ }));
    expect(column(2)).toEqual(['1.5', '2', '8']);
    expect(screen.getByRole('columnheader', { name: /Hours/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Date/ })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: /Hours/ }));
    expect(column(2)).toEqual(['8', '2', '1.5']);
    await user.click(screen.getByRole('button', { name: /Description/ }));
    expect(column(3)).toEqual(['Applied online', 'Food bank', 'Warehouse shift']);
  });

  it('says No Activities Found for a user without activities, with zero totals', async () => {
    await renderLog({ [`GET /api/admin/user/${USER_ID}/activities`]: { body: [] } });
    expect(screen.getByRole('heading', { level: 2, name: 'No Activities Found' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Summary' })).getByText('Average Hours').nextSibling,
    ).toHaveTextContent('0.0');
  });

  it('says User Not Found when the user does not exist', async () => {
    await renderLog({
      [`GET /api/admin/user/${USER_ID}`]: { status: 404, body: { message: 'User not found' } },
      [`GET /api/admin/user/${USER_ID}/activities`]: { status: 404, body: { message: 'User not found' } },
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('User Not Found'),
    );
    expect(screen.getByText('The requested user could not be found.')).toBeInTheDocument();
  });

  it('keeps people without administrator rights out', async () => {
    const { api } = await renderLog({}, makeUser());
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(api.to(`GET /api/admin/user/${USER_ID}/activities`)).toHaveLength(0);
  });

  it('reads in Spanish', async () => {
    await renderLog({}, { ...ADMIN, preferredLanguage: 'es' });
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(screen.getByRole('heading', { level: 1, name: 'Actividades de Jose Garcia' })).toBeInTheDocument();
    expect(screen.getByText('Promedio de horas')).toBeInTheDocument();
    expect(column(1)[0]).toBe('Empleo');
  });
});

describe('activity log sorting', () => {
  it('starts a new column ascending and toggles the same column', () => {
    expect(nextSort({ column: 'date', direction: 'descending' }, 'type')).toEqual({
      column: 'type',
      direction: 'ascending',
    });
    expect(nextSort({ column: 'type', direction: 'ascending' }, 'type')).toEqual({
      column: 'type',
      direction: 'descending',
    });
  });

  it('breaks ties by when the activity was logged', () => {
    const early = makeActivity({ date: '2025-03-01', createdAt: '2025-03-01T08:00:00.000Z' });
    const late = makeActivity({ date: '2025-03-01', createdAt: '2025-03-01T18:00:00.000Z' });
    expect(sortActivities([early, late], { column: 'date', direction: 'descending' })).toEqual([late, early]);
  });
});
