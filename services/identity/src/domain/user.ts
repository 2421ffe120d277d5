import type { AdminUserListItem, AdminUserProfile } from '@tracker/contracts/http/admin-users';
import type { CurrentUser, EnrollmentStatus } from '@tracker/contracts/http/identity';
import type { Language } from '@tracker/contracts/constants/accounts';
import type { IdentityUserData } from '@tracker/contracts/events/identity-user-data';
import { toE164 } from './phone.js';

/** A user as this service keeps it (the password hash stays in the store layer). */
export interface User {
  id: string;
  username: string;
  email: string;
  pendingEmail: string | null;
  firstName: string;
  lastName: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  cellNumber: string | null;
  /** When the owner proved they hold `cellNumber` with a texted code; null while unconfirmed. */
  cellNumberVerifiedAt: Date | null;
  birthdate: string | null;
  enrollmentStatus: EnrollmentStatus;
  preferredLanguage: Language;
  /** What the state requires of this person each month. */
  requiredMonthlyHours: number;
  /** True when an administrator chose `requiredMonthlyHours` for this person instead of the state's rule. */
  requiredHoursSetByAdmin: boolean;
  /** Whether state staff determined this person is a seasonal worker, whose pay counts by its average. */
  seasonalWorker: boolean;
  medicaidState: string | null;
  /** As stored: sealed (see medicaid-id.ts), or plain text written before ids were encrypted. */
  sealedMedicaidId: string | null;
  /** The id's last 4 characters, kept in clear for documents and events; null without an id. */
  medicaidIdLast4: string | null;
  /** The id's blind index (see the kit's medicaid-id-index), by which the state's files find the account; null without an id. */
  medicaidIdIndex: string | null;
  medicaidStartDate: string | null;
  medicaidEnrolledThroughDate: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
  lastLoginAt: Date | null;
  /** The IANA time zone of the browser at the latest login that sent a valid one; null before. */
  timeZone: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The signed-in person's view of their account. `medicaidId` is already opened (or masked, for an
 * administrator behind the session); `impersonator` is that administrator.
 */
export function toCurrentUser(
  user: User,
  medicaidId: string | null,
  impersonator?: { username: string },
): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    pendingEmail: user.pendingEmail,
    firstName: user.firstName,
    lastName: user.lastName,
    address: user.address,
    city: user.city,
    state: user.state,
    zipCode: user.zipCode,
    cellNumber: user.cellNumber,
    cellNumberVerified: user.cellNumberVerifiedAt !== null,
    birthdate: user.birthdate,
    enrollmentStatus: user.enrollmentStatus,
    preferredLanguage: user.preferredLanguage,
    requiredMonthlyHours: user.requiredMonthlyHours,
    medicaidState: user.medicaidState,
    medicaidId,
    medicaidStartDate: user.medicaidStartDate,
    medicaidEnrolledThroughDate: user.medicaidEnrolledThroughDate,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerified,
    isImpersonating: impersonator !== undefined,
    ...(impersonator ? { impersonatorUsername: impersonator.username } : {}),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export function toAdminListItem(user: User): AdminUserListItem {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    city: user.city,
    state: user.state,
    address: user.address,
    zipCode: user.zipCode,
    phone: user.cellNumber,
    phoneVerified: user.cellNumberVerifiedAt !== null,
    dateOfBirth: user.birthdate,
    isMinor: user.enrollmentStatus === 'Minor',
    requiredHours: user.requiredMonthlyHours,
    requiredHoursOverride: user.requiredHoursSetByAdmin ? user.requiredMonthlyHours : null,
    emailVerified: user.emailVerified,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  };
}

/** `maskedMedicaidId` shows administrators no more than the last 4 characters. */
export function toAdminProfile(user: User, maskedMedicaidId: string | null): AdminUserProfile {
  return {
    ...toAdminListItem(user),
    medicaidState: user.medicaidState,
    maskedMedicaidId,
    enrollmentStatus: user.enrollmentStatus,
    preferredLanguage: user.preferredLanguage,
    seasonalWorker: user.seasonalWorker,
  };
}

/** What the user events tell other services. */
export function toUserEventData(user: User): IdentityUserData {
  return {
    userId: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    cellNumber: user.cellNumber,
    cellNumberE164: toE164(user.cellNumber),
    cellNumberVerified: user.cellNumberVerifiedAt !== null,
    birthdate: user.birthdate,
    preferredLanguage: user.preferredLanguage,
    requiredMonthlyHours: user.requiredMonthlyHours,
    seasonalWorker: user.seasonalWorker,
    medicaidIdLast4: user.medicaidIdLast4,
    medicaidIdIndex: user.medicaidIdIndex,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerified,
    state: user.state,
    timeZone: user.timeZone,
  };
}
