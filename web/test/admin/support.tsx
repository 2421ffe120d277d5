import { type RulesResponse, rulesOf } from '@tracker/contracts/http/rules';
import { federal2027Profile } from '@tracker/contracts/rules/profiles/federal-2027';
import type { AdminUserListItem, AdminUserProfile, LoginRecord } from '@tracker/contracts/http/admin-users';
import type { CurrentUser } from '@tracker/contracts/http/identity';
import { AdminPage } from '../../src/features/admin/components/admin-page';
import { UserProfilePage } from '../../src/features/admin/components/user-profile-page';
import { mockApi, renderRoutes, type Responder } from '../support/render';
import { makeUser } from '../support/users';

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
    phoneVerified: false,
    dateOfBirth: null,
    isMinor: false,
    requiredHours: 20,
    requiredHoursOverride: null,
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

/** The signed-in administrator. */
export function currentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser({
    id: ADMIN_ID,
    username: 'admin',
    email: 'admin@example.org',
    firstName: 'Ada',
    lastName: 'Brown',
    address: null,
    city: 'Denver',
    state: 'CO',
    zipCode: null,
    cellNumber: null,
    birthdate: null,
    isAdmin: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
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
  return {
    ...USERS.maria,
    enrollmentStatus: 'Adult',
    preferredLanguage: 'en',
    medicaidState: 'CA',
    maskedMedicaidId: '••••7665',
    seasonalWorker: false,
    ...overrides,
  };
}

/** The usual API of the admin screen: the signed-in administrator, the users and their last logins. */
export function adminApi(
  options: {
    me?: CurrentUser;
    users?: AdminUserListItem[];
    lastLogins?: Record<string, string>;
    /** `GET /api/rules`: the law's profile unless a test runs under another. */
    rules?: RulesResponse;
    extra?: Responder;
  } = {},
) {
  const me = options.me ?? currentUser();
  return mockApi(async (request) => {
    const answer = await options.extra?.(request);
    if (answer) return answer;
    if (request.method === 'GET' && request.path === '/api/user') return { body: me };
    if (request.method === 'GET' && request.path === '/api/rules')
      return { body: options.rules ?? rulesOf(federal2027Profile) };
    if (request.method === 'GET' && request.path === '/api/admin/users')
      return { body: options.users ?? ALL_USERS };
    if (request.method === 'GET' && request.path === '/api/admin/last-logins')
      return { body: options.lastLogins ?? {} };
    return undefined;
  });
}

/** Renders the app's admin routes at `path` with fresh caches. */
export function renderAt(path: string) {
  return renderRoutes(
    { '/admin': <AdminPage />, '/user-profile/:userId': <UserProfilePage /> },
    { url: path },
  );
}
