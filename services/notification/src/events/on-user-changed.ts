import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import type { IdentityUserData } from '@tracker/contracts/events/identity-user-data';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { identityUserUpdatedV1 } from '@tracker/contracts/events/identity-user-updated-v1';
import { identityUserVerifiedV1 } from '@tracker/contracts/events/identity-user-verified-v1';
import { on } from '@tracker/kit/messaging/inbox';
import type { Knex } from 'knex';
import { toE164 } from '../domain/phone-number.js';
import { isUserRemoved, upsertUser } from '../store/users.js';

// Each of these events carries the whole account, so any of them, in any order, leaves the newest state.
async function keepAccount(event: EventEnvelope<IdentityUserData>, trx: Knex.Transaction): Promise<void> {
  const data = event.data;
  if (await isUserRemoved(trx, data.userId)) return;
  const phone = data.cellNumberE164 ?? (data.cellNumber === null ? null : toE164(data.cellNumber));
  await upsertUser(
    trx,
    {
      id: data.userId,
      username: data.username,
      email: data.email,
      firstName: data.firstName,
      lastName: data.lastName,
      phone,
      // Events written before numbers were confirmed carry no flag, which the contract reads as false.
      phoneVerified: phone !== null && data.cellNumberVerified,
      birthdate: data.birthdate,
      preferredLanguage: data.preferredLanguage,
      requiredMonthlyHours: data.requiredMonthlyHours,
      seasonalWorker: data.seasonalWorker,
      isAdmin: data.isAdmin,
      emailVerified: data.emailVerified,
      // Absent in events written before identity kept it: not known.
      timeZone: data.timeZone ?? null,
    },
    new Date(event.occurredAt),
  );
}

export const onUserRegistered = on(identityUserRegisteredV1, keepAccount);
export const onUserVerified = on(identityUserVerifiedV1, keepAccount);
export const onUserUpdated = on(identityUserUpdatedV1, keepAccount);
