import type { CurrentUser } from '@tracker/contracts/http/identity';

/** A signed-in enrollee as `GET /api/user` describes one; `overrides` change what a test needs. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '5d1c8f3e-2b4a-4c6d-8e9f-0a1b2c3d4e5f',
    username: 'maria',
    email: 'maria@example.org',
    pendingEmail: null,
    firstName: 'Maria',
    lastName: 'Lopez',
    address: '12 Main St',
    city: 'Sacramento',
    state: 'CA',
    zipCode: '95814',
    cellNumber: '555-123-4567',
    cellNumberVerified: true,
    birthdate: '1990-04-02',
    enrollmentStatus: 'Adult',
    preferredLanguage: 'en',
    requiredMonthlyHours: 20,
    medicaidState: null,
    medicaidId: null,
    medicaidStartDate: null,
    medicaidEnrolledThroughDate: null,
    profileImageUrl: null,
    isAdmin: false,
    emailVerified: true,
    isImpersonating: false,
    createdAt: '2025-01-02T15:00:00.000Z',
    updatedAt: '2025-01-02T15:00:00.000Z',
    ...overrides,
  };
}
