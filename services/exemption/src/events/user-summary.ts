import type { IdentityUserData } from '@tracker/contracts/events/identity-user-data';
import type { UserSummary } from '../store/users.js';

/** What the read model keeps of the user an identity event describes. */
export function userSummaryOf(data: IdentityUserData): UserSummary {
  return {
    id: data.userId,
    username: data.username,
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    preferredLanguage: data.preferredLanguage,
    isAdmin: data.isAdmin,
  };
}
