import type { AdminUserListItem, AdminUserProfile, LoginRecord } from '@tracker/contracts/http/admin-users';
import type { CurrentUser } from '@tracker/contracts/http/identity';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { AdminPage } from '../../src/features/admin/components/admin-page';
import { UserProfilePage } from '../../src/features/admin/components/user-profile-page';
import { createQueryClient } from '../../src/lib/query-client';

export const ADMIN_ID = '0a1b2c3d-0000-4000-8000-000000000001';

export function listUser(overrides: Partial<AdminUserListItem> & Pick<AdminUserListItem, 'id' | 'username'>) {
  return {
    email: `${overrides.username}@example.org`,
    firstName: 'First',
    lastName: 'Last',
    city: null,
    state: null,
    address: null,
    zipCode: null,
    phone: null,
    dateOfBirth: null,
    isMinor: false,
    requiredHours: 20,
    emailVerified: true,
    isAdmin: false,
    createdAt: '2025-01-02T15:00:00.000Z',
    lastLogin: null,
    ...overrides,
  } satisfies AdminUserListItem;
}

/** The table every admin-screen test starts from. */
export const USERS = {
  admin: listUser({
    id: ADMIN_ID,
    username: 'admin',
    firstName: 'Ada',
    lastName: 'Brown',
    isAdmin: true,
    city: 'Denver',
    state: 'CO',
  }),
  maria: listUser({
    id: '0a1b2c3d-0000-4000-8000-000000000002',
    username: 'maria',
    email: 'maria.lopez@mail.test',
    firstName: 'Maria',
    lastName: 'Lopez',
    city: 'Austin',
    state: 'TX',
  }),
  jose: listUser({
    id: '0a1b2c3d-0000-4000-8000-000000000003',
    username: 'jose',
    firstName: 'Jose',
    lastName: 'Garcia',
    emailVerified: false,
    city: 'Miami',
    state: 'FL',
  }),
  demo: listUser({
    id: '0a1b2c3d-0000-4000-8000-000000000004',
    username: 'demo',
    firstName: 'Demo',
    lastName: 'User',
    city: 'Sacramento',
    state: 'CA',
  }),
  grace: listUser({
    id: '0a1b2c3d-0000-4000-8000-000000000005',
    username: 'grace',
    firstName: 'Grace',
    lastName: 'Hopper',
    isAdmin: true,
  }),
};
export const ALL_USERS = Object.values(USERS);

export function currentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: ADMIN_ID,
    username: 'admin',
    email: 'admin@example.org',
    pendingEmail: null,
    firstName: 'Ada',
    lastName: 'Brown',
    address: null,
    city: 'Denver',
    state: 'CO',
    zipCode: null,
    cellNumber: null,
    birthdate: null,
    enrollmentStatus: 'Adult',
    preferredLanguage: 'en',
    requiredMonthlyHours: 20,
    medicaidState: null,
    medicaidId: null,
    medicaidStartDate: null,
    medicaidEnrolledThroughDate: null,
    profileImageUrl: null,
    isAdmin: true,
    emailVerified: true,
    isImpersonating: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function loginRecord(overrides: Partial<LoginRecord> = {}): LoginRecord {
  return {
    id: '1a1b2c3d-0000-4000-8000-000000000001',
    userId: USERS.maria.id,
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    browser: 'Firefox',
    browserVersion: '128.0',
    operatingSystem: 'Windows 11',
    device: 'desktop',
    country: 'United States',
    city: 'Austin',
    timezone: 'America/Chicago',
    loginMethod: 'username',
    sessionId: null,
    successful: true,
    failureReason: null,
    createdAt: '2025-03-05T14:30:00.000Z',
    ...overrides,
  };
}

export function profile(overrides: Partial<AdminUserProfile> = {}): AdminUserProfile {
  return { ...USERS.maria, enrollmentStatus: 'Adult', preferredLanguage: 'en', ...overrides };
}

type Answer = { status?: number; body?: unknown };
type Handler = (request: { method: string; path: string; url: string }) => Answer | undefined;

/**
 * A fake API: `handler` answers what the test cares about; anything else is a 404. Every call is
 * recorded as "METHOD /path?query".
 */
export function mockApi(handler: Handler) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0]!;
    calls.push(`${method} ${url}`);
    const answer = handler({ method, path, url }) ?? { status: 404, body: { message: 'Not found' } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The usual API of the admin screen: the signed-in administrator, the users and their last logins. */
export function adminApi(
  options: {
    me?: CurrentUser;
    users?: AdminUserListItem[];
    lastLogins?: Record<string, string>;
    extra?: Handler;
  } = {},
) {
  const me = options.me ?? currentUser();
  return mockApi((request) => {
    const answer = options.extra?.(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.path === '/api/user') return { body: me };
    if (request.method === 'GET' && request.path === '/api/admin/users')
      return { body: options.users ?? ALL_USERS };
    if (request.method === 'GET' && request.path === '/api/admin/last-logins')
      return { body: options.lastLogins ?? {} };
    return undefined;
  });
}

function WhereAmI() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

/** Renders the app's admin routes at `path` with fresh caches. */
export function renderAt(path: string) {
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin" element={<AdminPage />} />
          <Route path="/user-profile/:userId" element={<UserProfilePage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <WhereAmI />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient };
}
