import { REFRESH_INTERVAL_MS } from '@tracker/contracts/constants/timing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsQueryOptions } from '../../src/features/notifications/api/list-notifications';
import { i18n } from '../../src/lib/i18n';
import { makeStats, makeUser } from '../activities/support';
import { makeNotification, notificationStore } from './support';
import { renderDashboard } from '../dashboard/support';

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** The notifications area of the Medicaid Status section. */
function area() {
  return screen.getByRole('heading', { level: 3, name: 'Notifications' }).closest('section')!;
}

async function shownTitles() {
  const list = await within(area()).findByRole('list', { name: 'Latest notifications' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent);
}

describe('the dashboard’s notifications', () => {
  it('shows the unread count and the five newest, the unread ones marked New', async () => {
    const notifications = Array.from({ length: 7 }, (_, i) =>
      makeNotification({ title: `Notice ${i + 1}`, isRead: i % 2 === 0 }),
    );
    const { api } = await renderDashboard({ handlers: notificationStore(notifications).handlers() });
    expect(await shownTitles()).toEqual(['Notice 7', 'New Notice 6', 'Notice 5', 'New Notice 4', 'Notice 3']);
    expect(within(area()).getByRole('status')).toHaveTextContent('You have 3 unread notifications.');
    expect(within(area()).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(api.calls.map((call) => call.url)).toContain('/api/notifications?limit=5');
  });

  it('marks one read with its PATCH, refreshes, and keeps focus on that notification', async () => {
    const older = makeNotification({ title: 'Older notice' });
    const texted = makeNotification({ title: 'Activity logged by text message' });
    const { api } = await renderDashboard({ handlers: notificationStore([older, texted]).handlers() });
    const user = userEvent.setup();
    await user.click(
      await within(area()).findByRole('button', { name: 'Mark as read: Activity logged by text message' }),
    );
    await waitFor(() =>
      expect(within(area()).getByRole('status')).toHaveTextContent('You have 1 unread notification.'),
    );
    expect(api.to(`PATCH /api/notifications/${texted.id}/read`)).toHaveLength(1);
    expect(api.to(`PATCH /api/notifications/${older.id}/read`)).toHaveLength(0);
    expect(api.to('GET /api/notifications')).toHaveLength(2);
    expect(await shownTitles()).toEqual(['Activity logged by text message', 'New Older notice']);
    await waitFor(() => expect(within(area()).getByText('Activity logged by text message')).toHaveFocus());
  });

  it('marks all read with one PATCH, refreshes, and returns focus to the heading', async () => {
    const store = notificationStore([makeNotification({ title: 'One' }), makeNotification({ title: 'Two' })]);
    const { api } = await renderDashboard({ handlers: store.handlers() });
    const user = userEvent.setup();
    await user.click(await within(area()).findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(within(area()).getByRole('status')).toHaveTextContent('You have no new notifications.'),
    );
    expect(api.to('PATCH /api/notifications/read-all')).toHaveLength(1);
    expect(api.to('GET /api/notifications')).toHaveLength(2);
    expect(await shownTitles()).toEqual(['Two', 'One']);
    expect(within(area()).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 3, name: 'Notifications' })).toHaveFocus(),
    );
  });

  it('follows a link to another page and marks the notification read; a link to the dashboard itself is left out', async () => {
    const texted = makeNotification({ title: 'Activity logged by text message', link: '/activities' });
    const decided = makeNotification({ title: 'Your exemption request: Approved', link: '/dashboard' });
    const { api, location } = await renderDashboard({
      handlers: notificationStore([texted, decided]).handlers(),
    });
    const list = await within(area()).findByRole('list', { name: 'Latest notifications' });
    const [decidedItem, textedItem] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(decidedItem).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.setup().click(within(textedItem).getByRole('link', { name: 'View your activities' }));
    await waitFor(() => expect(location()).toBe('/activities'));
    await waitFor(() => expect(api.to(`PATCH /api/notifications/${texted.id}/read`)).toHaveLength(1));
  });

  it('says when there are none, and still points to the warnings at the top', async () => {
    await renderDashboard({ stats: makeStats({ daysUntilDeadline: 3, currentHours: 2 }) });
    expect(
      await within(area()).findByText(
        'Messages about your activities and exemption requests will appear here.',
      ),
    ).toBeInTheDocument();
    expect(within(area()).getByRole('status')).toHaveTextContent('You have no new notifications.');
    expect(within(area()).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(within(area()).getByText('1 notice needs your attention.')).toBeInTheDocument();
    expect(
      within(area()).getByRole('link', { name: 'See the notices at the top of the page' }),
    ).toHaveAttribute('href', '#dashboard-warnings');
  });

  it('says when they cannot be loaded, without hiding the rest of the section', async () => {
    await renderDashboard({
      handlers: { 'GET /api/notifications': { status: 503, body: { message: 'Service unavailable' } } },
    });
    expect(await within(area()).findByRole('alert')).toHaveTextContent(
      'Your notifications could not be loaded. Service unavailable',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'State requirements' })).toBeInTheDocument();
  });

  it('is refreshed every 30 seconds, only while the tab is visible', () => {
    const options = notificationsQueryOptions(5);
    expect(REFRESH_INTERVAL_MS).toBe(30_000);
    expect(options.refetchInterval).toBe(REFRESH_INTERVAL_MS);
    expect(options.refetchIntervalInBackground).toBe(false);
  });

  it('shows a notification that arrives, at the next refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = notificationStore([]);
    await renderDashboard({ handlers: store.handlers() });
    await within(area()).findByText('You have no new notifications.');
    store.add(makeNotification({ title: 'Activity logged by text message' }));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS));
    expect(await within(area()).findByText('You have 1 unread notification.')).toBeInTheDocument();
    expect(await shownTitles()).toEqual(['New Activity logged by text message']);
  });

  it('speaks Spanish around the notifications the server worded', async () => {
    await i18n.changeLanguage('es');
    await renderDashboard({
      user: makeUser({ preferredLanguage: 'es' }),
      handlers: notificationStore([
        makeNotification({ title: 'Actividad registrada por mensaje de texto', link: '/activities' }),
      ]).handlers(),
    });
    const section = screen.getByRole('heading', { level: 3, name: 'Notificaciones' }).closest('section')!;
    expect(await within(section).findByText('Tiene 1 notificación sin leer.')).toBeInTheDocument();
    expect(within(section).getByText('Nueva')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver sus actividades' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver todas las notificaciones' })).toBeInTheDocument();
    expect(
      within(section).getByRole('button', {
        name: 'Marcar como leída: Actividad registrada por mensaje de texto',
      }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Marcar todas como leídas' })).toBeInTheDocument();
  });
});
