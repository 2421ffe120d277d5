import type { ListNotificationsResponse, Notification } from '@tracker/contracts/http/notifications';
import { makeUser } from '../support/users';

// Shared by the notifications screen and the dashboard's notifications tests.

export const READER_ID = makeUser().id;

let sequence = 0;

/** A notification as the server words it; each one a minute newer than the one made before. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: `3c000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    userId: READER_ID,
    kind: 'sms_activity',
    title: 'Activity logged by text message',
    message: '2 hours of Employment on March 5, 2025 were logged from your text message.',
    link: '/activities',
    isRead: false,
    readAt: null,
    createdAt: new Date(Date.UTC(2025, 2, 5, 15, sequence)).toISOString(),
    ...overrides,
  };
}

export interface Answer {
  status?: number;
  body?: unknown;
}

export interface CallLike {
  method: string;
  path: string;
  url: string;
}

const READ_PATH = /^\/api\/notifications\/([^/]+)\/read$/;
const READ_AT = '2025-03-06T12:00:00.000Z';

/**
 * The notification service's calls over a list that marking changes, as the server does: newest
 * first, at most `limit`, with the unread count of the whole list; someone else's or an unknown id
 * is not found.
 */
export function notificationStore(initial: readonly Notification[]) {
  let items = [...initial];
  const list = (url: string): ListNotificationsResponse => {
    const query = new URL(url, 'http://localhost').searchParams;
    const limit = Number(query.get('limit') ?? 50);
    const unreadOnly = query.get('unreadOnly') === 'true';
    const newest = [...items]
      .filter((item) => !unreadOnly || !item.isRead)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return {
      notifications: newest.slice(0, limit),
      unreadCount: items.filter((item) => !item.isRead).length,
    };
  };

  const respond = ({ method, path, url }: CallLike): Answer | undefined => {
    if (method === 'GET' && path === '/api/notifications') return { body: list(url) };
    if (method === 'PATCH' && path === '/api/notifications/read-all') {
      const updated = items.filter((item) => !item.isRead).length;
      items = items.map((item) => (item.isRead ? item : { ...item, isRead: true, readAt: READ_AT }));
      return { body: { updated } };
    }
    const id = method === 'PATCH' ? READ_PATH.exec(path)?.[1] : undefined;
    if (id !== undefined) {
      const found = items.find((item) => item.id === id);
      if (!found) return { status: 404, body: { message: 'Notification not found' } };
      const read = { ...found, isRead: true, readAt: found.readAt ?? READ_AT };
      items = items.map((item) => (item.id === id ? read : item));
      return { body: read };
    }
    return undefined;
  };

  return {
    respond,
    /** The same answers keyed by "METHOD /path", for fake APIs that take a table of handlers. */
    handlers: (): Record<string, (call: CallLike) => Answer> => {
      const handle = (call: CallLike) => respond(call) ?? { status: 404, body: { message: 'Not found' } };
      return {
        'GET /api/notifications': handle,
        'PATCH /api/notifications/read-all': handle,
        ...Object.fromEntries(items.map((item) => [`PATCH /api/notifications/${item.id}/read`, handle])),
      };
    },
    /** A notification arriving, as a texted activity's confirmation would. */
    add: (notification: Notification) => {
      items = [...items, notification];
    },
    current: () => items,
  };
}
