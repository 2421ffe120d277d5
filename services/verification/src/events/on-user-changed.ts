import type { IdentityUserData } from '@tracker/contracts/events/identity-user-data';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { identityUserUpdatedV1 } from '@tracker/contracts/events/identity-user-updated-v1';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { type EventHandler, on } from '@tracker/kit/inbox';
import type { Knex } from 'knex';
import { upsertPerson } from '../store/people.js';

async function applyUser(event: EventEnvelope<IdentityUserData>, trx: Knex.Transaction): Promise<void> {
  const data = event.data;
  await upsertPerson(trx, {
    userId: data.userId,
    username: data.username,
    firstName: data.firstName,
    lastName: data.lastName,
    medicaidIdIndex: data.medicaidIdIndex,
    medicaidIdLast4: data.medicaidIdLast4,
    preferredLanguage: data.preferredLanguage,
  });
}

/** A new account: kept to name the person to reviewers and to match the state's Medicaid ids. */
export function onUserRegistered(): EventHandler {
  return on(identityUserRegisteredV1, applyUser);
}

/** A changed account, its Medicaid id's index included. */
export function onUserUpdated(): EventHandler {
  return on(identityUserUpdatedV1, applyUser);
}
