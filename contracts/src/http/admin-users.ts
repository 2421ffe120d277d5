import { z } from 'zod';
import { LOGIN_HISTORY_LIMIT } from '../constants/accounts.js';
import { blankAsNull } from './fields.js';
import { birthdateField, ENROLLMENT_STATUSES, requiredMonthlyHoursField } from './identity.js';

// The user calls of Administration: /api/admin/users, /api/admin/last-logins, /api/admin/user-logins/{userId},
// /api/admin/impersonate/{userId}, /api/admin/stop-impersonating, /api/admin/make-admin/{userId},
// /api/admin/remove-admin/{userId}, /api/admin/delete-user/{userId}, /api/admin/resend-verification/{userId},
// /api/admin/user/{userId}.

/** The `{userId}` segment of every call that acts on one user. */
export const userIdParams = z.object({ userId: z.uuid('User id must be a UUID') });
export type UserIdParams = z.infer<typeof userIdParams>;

/** One row of the administrator's user table. */
export const adminUserListItem = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  phone: z.string().nullable(),
  /** Whether the owner confirmed the phone with a texted code. */
  phoneVerified: z.boolean(),
  dateOfBirth: z.iso.date().nullable(),
  isMinor: z.boolean(),
  /** What the state requires of this person each month. */
  requiredHours: z.number(),
  /** Set when an administrator chose `requiredHours` for this person; null when the state's rule applies. */
  requiredHoursOverride: z.number().nullable(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime(),
  lastLogin: z.iso.datetime().nullable(),
});
export type AdminUserListItem = z.infer<typeof adminUserListItem>;
export const listUsersResponse = z.array(adminUserListItem);
export type ListUsersResponse = z.infer<typeof listUsersResponse>;

/** User id → time of the last successful login; users who never logged in are absent. */
export const listLastLoginsResponse = z.record(z.uuid(), z.iso.datetime());
export type ListLastLoginsResponse = z.infer<typeof listLastLoginsResponse>;

export const LOGIN_METHODS = ['username', 'email'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** One login attempt, successful or not. */
export const loginRecord = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  browser: z.string().nullable(),
  browserVersion: z.string().nullable(),
  operatingSystem: z.string().nullable(),
  device: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  timezone: z.string().nullable(),
  loginMethod: z.enum(LOGIN_METHODS),
  sessionId: z.string().nullable(),
  successful: z.boolean(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type LoginRecord = z.infer<typeof loginRecord>;

export const listUserLoginsRequest = z.object({
  limit: z.preprocess(
    (value) => (value === undefined || value === '' ? LOGIN_HISTORY_LIMIT : value),
    z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(LOGIN_HISTORY_LIMIT, 'Limit must be at most 50'),
  ),
});
export type ListUserLoginsRequest = z.infer<typeof listUserLoginsRequest>;
/** Newest first. */
export const listUserLoginsResponse = z.array(loginRecord);
export type ListUserLoginsResponse = z.infer<typeof listUserLoginsResponse>;

/** The read-only 'Admin View' of one user's profile. */
export const adminUserProfile = adminUserListItem.extend({
  enrollmentStatus: z.enum(ENROLLMENT_STATUSES),
  preferredLanguage: z.string(),
  medicaidState: z.string().nullable(),
  /** Only the last 4 characters of the Medicaid id, e.g. `••••1234`; null when none is on file. */
  maskedMedicaidId: z.string().nullable(),
  /**
   * Whether state staff determined this person is a seasonal worker (26 U.S.C. 45R(d)(5)(B)): their pay
   * averaged over the months before may meet a month.
   */
  seasonalWorker: z.boolean(),
});
export type AdminUserProfile = z.infer<typeof adminUserProfile>;

/** Answer of the actions that change a user: what happened, for the toast. */
export const adminActionResponse = z.object({ message: z.string() });
export type AdminActionResponse = z.infer<typeof adminActionResponse>;

/** Answer of impersonate and stop-impersonating: the session now belongs to `user`. */
export const impersonationResponse = z.object({
  message: z.string(),
  user: z.object({ id: z.uuid(), username: z.string(), isAdmin: z.boolean() }),
});
export type ImpersonationResponse = z.infer<typeof impersonationResponse>;

export const IMPERSONATION_REASON_MIN_LENGTH = 5;
export const IMPERSONATION_REASON_MAX_LENGTH = 500;
const reasonMessage = `Please say why, in at least ${IMPERSONATION_REASON_MIN_LENGTH} characters`;

/** `POST /api/admin/impersonate/{userId}`: why the administrator needs the enrollee's view, for the audit trail. */
export const impersonateRequest = z.object({
  reason: z
    .string({ error: reasonMessage })
    .trim()
    .min(IMPERSONATION_REASON_MIN_LENGTH, reasonMessage)
    .max(IMPERSONATION_REASON_MAX_LENGTH, `Must be at most ${IMPERSONATION_REASON_MAX_LENGTH} characters`),
});
export type ImpersonateRequest = z.infer<typeof impersonateRequest>;

const SEASONAL_WORKER_MESSAGE = 'Seasonal worker must be true or false';

/**
 * `PATCH /api/admin/user/{userId}/requirement`: what decides one person's compliance, set by staff.
 * `requiredMonthlyHours` null (or blank) goes back to the state's rule; `birthdate` null clears it;
 * `seasonalWorker` records the state's determination that the person is (or is no longer) one.
 * Fields left out keep their value; at least one must be sent.
 */
export const changeRequirementRequest = z
  .object({
    requiredMonthlyHours: z.preprocess(blankAsNull, requiredMonthlyHoursField.nullable().optional()),
    birthdate: z.preprocess(blankAsNull, birthdateField.nullable().optional()),
    seasonalWorker: z.boolean({ error: SEASONAL_WORKER_MESSAGE }).optional(),
  })
  .refine(
    (body) =>
      body.requiredMonthlyHours !== undefined ||
      body.birthdate !== undefined ||
      body.seasonalWorker !== undefined,
    {
      message: 'Send required monthly hours, a birthdate or whether the person is a seasonal worker',
      path: ['requiredMonthlyHours'],
    },
  );
export type ChangeRequirementRequest = z.infer<typeof changeRequirementRequest>;
