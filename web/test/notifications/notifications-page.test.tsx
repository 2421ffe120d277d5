import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsPage } from '../../src/features/notifications/components/notifications-page';
import { i18n } from '../../src/lib/i18n';
import { mockApi, renderRoutes } from '../support/render';
import { makeUser } from '../support/users';
import { makeNotification, notificationStore } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const TEXTED = makeNotification({
  kind: 'sms_activity',
  title: 'Activity logged by text message',
  message: '2 hours of Employment on March 5, 2025 were logged from your text message.',
  link: '/activities',
});
const APPROVED = makeNotification({
  kind: 'exemption_status',
  title: 'Your Pregnancy exemption request: Approved',
  message: 'Your request for the Pregnancy exemption was approved.',
  link: '/dashboard',
  isRead: true,
  readAt: '2025-03-05T16:00:00.000Z',
});
const NOTE = makeNotification({
  kind: 'exemption_note',
  title: 'New note about your Pregnancy exemption request',
  message: 'A reviewer sent you this note: Please upload the doctor’s letter.',
  link: '/dashboard',
});
const SYSTEM = makeNotification({
  kind: 'system',
  title: 'Scheduled maintenance',
  message: 'The site will be unavailable on Sunday morning.',
  link: null,
  isRead: true,
});

/** The screen with the signed-in enrollee and the notifications in `store`. */
function renderScreen(store = notificationStore([TEXTED, APPROVED, NOTE, SYSTEM]), me = makeUser()) {
  const api = mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/user') return { body: me };
    return store.respond(call);
  });
  const view = renderRoutes(
    { '/notifications': <NotificationsPage />, '/activities': <h1>All activities</h1> },
    { url: '/notifications' },
  );
  return { ...view, api, store };
}

async function listed(name = 'Your notifications, newest first') {
  return within(await screen.findByRole('list', { name })).getAllByRole('listitem');
}

describe('/notifications', () => {
  it('lists every notification newest first, with its kind, time, and the unread ones marked New', async () => {
    const { api } = renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/dashboard');
    const items = await listed();
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Scheduled maintenance',
      'New New note about your Pregnancy exemption request',
      'Your Pregnancy exemption request: Approved',
      'New Activity logged by text message',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('You have 2 unread notifications.');
    const [system, note, approved, texted] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(system).toHaveTextContent('System message');
    expect(note).toHaveTextContent('Note from a reviewer');
    expect(approved).toHaveTextContent('Exemption request');
    expect(texted).toHaveTextContent('Text message');
    expect(texted).toHaveTextContent('2 hours of Employment on March 5, 2025 were logged');
    expect(
      within(texted)
        .getByText(/Mar 5, 2025/)
        .closest('time'),
    ).toHaveAttribute('dateTime', TEXTED.createdAt);
    expect(texted).toHaveClass('notification-item--unread');
    expect(approved).not.toHaveClass('notification-item--unread');
    // Only unread notifications can be marked read; only those with a link can be followed.
    expect(within(approved).queryByRole('button')).not.toBeInTheDocument();
    expect(within(system).queryByRole('link')).not.toBeInTheDocument();
    expect(within(approved).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(api.calls).toContain('GET /api/notifications?limit=100');
  });

  it('marks one read with its PATCH, refreshes the list, and keeps focus on that notification', async () => {
    const { api } = renderScreen();
    const user = userEvent.setup();
    const [, note] = await listed();
    await user.click(
      within(note!).getByRole('button', {
        name: 'Mark as read: New note about your Pregnancy exemption request',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('You have 1 unread notification.'),
    );
    expect(api.to(`PATCH /api/notifications/${NOTE.id}/read`)).toHaveLength(1);
    expect(api.to('GET /api/notifications')).toHaveLength(2);
    const heading = within((await listed())[1]!).getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent(/^New note about your Pregnancy exemption request$/);
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('marks all read with one PATCH, then the button goes and focus returns to the heading', async () => {
    const { api } = renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('You have no unread notifications.'),
    );
    expect(api.to('PATCH /api/notifications/read-all')).toHaveLength(1);
    expect(api.to('GET /api/notifications')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toHaveFocus(),
    );
  });

  it('follows a notification’s link and marks it read on the way', async () => {
    const { api, location } = renderScreen();
    const user = userEvent.setup();
    const texted = (await listed())[3]!;
    await user.click(within(texted).getByRole('link', { name: 'View your activities' }));
    expect(await screen.findByRole('heading', { name: 'All activities' })).toBeInTheDocument();
    expect(location()).toBe('/activities');
    await waitFor(() => expect(api.to(`PATCH /api/notifications/${TEXTED.id}/read`)).toHaveLength(1));
  });

  it('does not mark a read notification again when its link is followed', async () => {
    const { api, location } = renderScreen(notificationStore([APPROVED]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Go to your dashboard' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(api.requests.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('says when there are no notifications yet', async () => {
    renderScreen(notificationStore([]));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You have no unread notifications.');
    expect(screen.queryByRole('list', { name: /Your notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and loads it on Try again', async () => {
    let failing = true;
    const store = notificationStore([TEXTED]);
    mockApi((call) => {
      if (call.method === 'GET' && call.path === '/api/user') return { body: makeUser() };
      if (failing && call.path === '/api/notifications') {
        return { status: 503, body: { message: 'Service unavailable' } };
      }
      return store.respond(call);
    });
    renderRoutes({ '/notifications': <NotificationsPage /> }, { url: '/notifications' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your notifications could not be loaded. Service unavailable');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await listed()).toHaveLength(1);
  });

  it('says so with a toast when marking fails', async () => {
    const store = notificationStore([TEXTED]);
    mockApi((call) => {
      if (call.method === 'GET' && call.path === '/api/user') return { body: makeUser() };
      if (call.method === 'PATCH') return { status: 404, body: { message: 'Notification not found' } };
      return store.respond(call);
    });
    renderRoutes({ '/notifications': <NotificationsPage /> }, { url: '/notifications' });
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Mark as read/ }));
    expect(await screen.findByText('Could not mark as read')).toBeInTheDocument();
    expect(screen.getByText('Notification not found')).toBeInTheDocument();
    expect(screen.getByText('You have 1 unread notification.')).toBeInTheDocument();
  });

  it('says how many are listed when the server’s limit is reached', async () => {
    const many = Array.from({ length: 120 }, () => makeNotification({ isRead: true }));
    renderScreen(notificationStore(many));
    expect(await listed()).toHaveLength(100);
    expect(screen.getByText('Only your latest 100 notifications are listed.')).toBeInTheDocument();
  });

  it('speaks Spanish, with the notifications as the server worded them', async () => {
    await i18n.changeLanguage('es');
    renderScreen(
      notificationStore([
        makeNotification({
          title: 'Actividad registrada por mensaje de texto',
          message: 'Se registraron 2 horas.',
        }),
      ]),
      makeUser({ preferredLanguage: 'es' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver al panel/ })).toBeInTheDocument();
    expect(await screen.findByText('Tiene 1 notificación sin leer.')).toHaveAttribute('role', 'status');
    const [item] = await listed('Sus notificaciones, de la más reciente a la más antigua');
    expect(item).toHaveTextContent('Nueva Actividad registrada por mensaje de texto');
    expect(item).toHaveTextContent('Mensaje de texto');
    expect(within(item!).getByRole('link', { name: 'Ver sus actividades' })).toBeInTheDocument();
    expect(
      within(item!).getByRole('button', {
        name: 'Marcar como leída: Actividad registrada por mensaje de texto',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeInTheDocument();
  });
});
