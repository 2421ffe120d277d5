import type { Activity, ActivityAttachment } from '@tracker/contracts/http/activities';
import type { DashboardStats } from '@tracker/contracts/http/reports';
import { vi } from 'vitest';
import { makeUser } from '../support/users';

// Shared by the dashboard, activities and user-activities tests: activity fixtures, and a fake API
// that keeps multipart bodies (the shared one in ../support/render reads JSON bodies only).

export { renderPage } from '../support/render';
export { makeUser };

export const USER_ID = makeUser().id;

/**
 * Puts the clock (only `Date`: timers stay real) at noon on 20 March 2025, so the fixtures' March
 * dates lie in the entry window the forms check and February is a closed month. Undo with
 * `vi.useRealTimers()`.
 */
export function pinClockToFixtures(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 20, 12));
}

let counter = 0;

/** An id ending in the given 12 hex digits, so tests can tell records apart by their short id. */
export function idEnding(tail: string): string {
  return `00000000-0000-4000-8000-${tail.padStart(12, '0')}`;
}

export function makeAttachment(overrides: Partial<ActivityAttachment> = {}): ActivityAttachment {
  counter += 1;
  return {
    id: idEnding(`a${counter}`),
    activityId: idEnding('1'),
    fileName: `stored-${counter}.pdf`,
    originalName: 'pay-stub.pdf',
    fileSize: 12_800,
    fileType: 'application/pdf',
    uploadedAt: '2025-03-05T15:00:00.000Z',
    uploadedBy: USER_ID,
    ...overrides,
  };
}

export function makeActivity(overrides: Partial<Activity> = {}): Activity {
  counter += 1;
  return {
    id: idEnding(String(counter)),
    userId: USER_ID,
    type: 'job_search',
    description: 'Applied at the library',
    hours: 2,
    date: '2025-03-05',
    source: 'web',
    createdAt: '2025-03-05T15:00:00.000Z',
    updatedAt: '2025-03-05T15:00:00.000Z',
    attachments: [],
    ...overrides,
  };
}

export function makeStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    complianceStatus: 'on_track',
    isCompliant: false,
    daysUntilDeadline: 20,
    currentHours: 12,
    requiredHours: 20,
    progressPercentage: 60,
    activeExemptions: 0,
    year: 2025,
    month: 3,
    ...overrides,
  };
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export interface Call {
  method: string;
  path: string;
  url: string;
  /** Parsed JSON, the FormData itself, or undefined. */
  body: unknown;
}
export type Handler = Reply | ((call: Call) => Reply | Promise<Reply>);

/** `GET /api/session` as the server answers it for a `GET /api/user` handler: the user, or nobody. */
function sessionHandler(user: Handler | undefined): Handler {
  return async (call) => {
    const reply = typeof user === 'function' ? await user(call) : user;
    const status = reply?.status ?? (reply ? 200 : 401);
    if (status === 401) return { body: { user: null } };
    return status === 200 ? { body: { user: reply?.body } } : (reply ?? { body: { user: null } });
  };
}

/**
 * Replaces fetch with answers keyed by "METHOD /path" (the query string is not part of the key);
 * anything unlisted answers 404. Every call is recorded with its body.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  let unanswered = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    unanswered += 1;
    try {
      return await replyTo(input, init);
    } finally {
      unanswered -= 1;
    }
  });

  async function replyTo(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0] ?? url;
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? undefined);
    const call = { method, path, url, body };
    calls.push(call);
    // Tests name the signed-in person by their `GET /api/user` answer; the app asks the session call.
    const handler =
      method === 'GET' && path === '/api/session' && !handlers['GET /api/session']
        ? sessionHandler(handlers['GET /api/user'])
        : handlers[`${method} ${path}`];
    const reply = !handler
      ? { status: 404, body: { message: 'Not found' } }
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  }
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls,
    /** The calls made to one "METHOD /path". */
    to: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    /** How many calls wait for their answer. */
    unanswered: () => unanswered,
  };
}

/**
 * `GET /api/activities` as the service answers it: filtered by `type` and `q`, newest first, a page of
 * `limit` with the total in `X-Total-Count` and the next page in a `Link` header.
 */
export function pagedActivities(activities: readonly Activity[]): Handler {
  return ({ url }) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const limit = Number(query.get('limit') ?? 50);
    const offset = Number(query.get('before') ?? 0);
    const type = query.get('type');
    const needle = query.get('q')?.toLowerCase();
    const matching = [...activities]
      .filter((activity) => !type || activity.type === type)
      .filter((activity) => !needle || activity.description.toLowerCase().includes(needle))
      .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt));
    const page = matching.slice(offset, offset + limit);
    const headers: Record<string, string> = { 'X-Total-Count': String(matching.length) };
    if (offset + limit < matching.length) {
      const next = new URLSearchParams(query);
      next.set('before', String(offset + limit));
      headers.Link = `</api/activities?${next.toString()}>; rel="next"`;
    }
    return { body: page, headers };
  };
}

/** A file of the given size without allocating it. */
export function fileOfSize(name: string, bytes: number, type = 'application/pdf'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
