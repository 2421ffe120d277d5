import type { AuditEntry } from '@tracker/contracts/http/admin-audit';
import type { CurrentUser } from '@tracker/contracts/http/identity';
import { vi } from 'vitest';
import { AuditLogPage } from '../../src/features/audit-log/components/audit-log-page';
import { renderPage } from '../support/render';
import { makeUser } from '../support/users';

export const ADMIN = makeUser({
  id: '0a1b2c3d-0000-4000-8000-000000000001',
  username: 'reviewer',
  isAdmin: true,
});

let sequence = 0;

/** An audit entry as the identity service answers it; `overrides` change what a test needs. */
export function makeEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  sequence += 1;
  return {
    id: `a0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    occurredAt: '2026-03-05T15:04:05.000Z',
    action: 'activities.viewed',
    actorId: ADMIN.id,
    actorUsername: ADMIN.username,
    subjectId: '5e000000-0000-4000-8000-000000000001',
    subjectUsername: 'maria',
    resourceId: null,
    reason: null,
    changes: [],
    ip: '203.0.113.7',
    userAgent: 'Test Browser',
    ...overrides,
  };
}

export interface AuditCall {
  url: string;
  query: URLSearchParams;
}

/**
 * The audit screen's API: the signed-in person and the trail, paged like the service pages it
 * (`limit` a page, the next page's address in a `Link` header). Every call to the trail is recorded.
 */
export function auditApi(
  entries: readonly AuditEntry[],
  options: { me?: CurrentUser; fail?: { status: number; message: string } } = {},
) {
  const calls: string[] = [];
  const auditCalls: AuditCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0];
    calls.push(`${method} ${url}`);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    if (method === 'GET' && path === '/api/session') return json(200, { user: options.me ?? ADMIN });
    if (method === 'GET' && path === '/api/admin/audit') {
      const query = new URL(url, 'http://localhost').searchParams;
      auditCalls.push({ url, query });
      if (options.fail) return json(options.fail.status, { message: options.fail.message });
      const limit = Number(query.get('limit') ?? 50);
      const offset = Number(query.get('before') ?? 0);
      const page = entries.slice(offset, offset + limit);
      const headers: Record<string, string> = {};
      if (offset + limit < entries.length) {
        const next = new URLSearchParams(query);
        next.set('before', String(offset + limit));
        headers.Link = `</api/admin/audit?${next.toString()}>; rel="next"`;
      }
      return json(200, page, headers);
    }
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  // Each call is answered as it is made, with nothing awaited, so none is ever left waiting.
  return { fetch, calls, auditCalls, unanswered: () => 0 };
}

export function renderAuditLog(url = '/admin/audit') {
  return renderPage(<AuditLogPage />, { path: '/admin/audit', url });
}
