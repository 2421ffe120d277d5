import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import type { IdentityUserData } from '@tracker/contracts/events/identity-user-data';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { identityUserUpdatedV1 } from '@tracker/contracts/events/identity-user-updated-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import type { Knex } from 'knex';
import type { VerificationDeps } from '../deps.js';
import { upsertPerson } from '../store/people.js';
import { attachAccount } from '../use-cases/attach-account.js';

function applyUser(deps: Pick<VerificationDeps, 'settings' | 'now' | 'logger' | 'nudgeOutbox'>) {
  return async (event: EventEnvelope<IdentityUserData>, trx: Knex.Transaction): Promise<void> => {
    const data = event.data;
    const { written } = await upsertPerson(trx, {
      userId: data.userId,
      username: data.username,
      firstName: data.firstName,
      lastName: data.lastName,
      medicaidIdIndex: data.medicaidIdIndex,
      medicaidIdLast4: data.medicaidIdLast4,
      preferredLanguage: data.preferredLanguage,
      phone: data.cellNumber,
    });
    if (!written || !data.medicaidIdIndex) return;
    // Whenever the account carries an index: requests and rows kept for it are attached once, since
    // attaching removes them from what is looked for.
    const attached = await attachAccount(trx, deps, data.userId, data.medicaidIdIndex, event.correlationId);
    if (attached.requests + attached.records > 0) {
      deps.logger.info({ userId: data.userId, ...attached }, 'state requests and data found their account');
      trx.executionPromise.then(
        () => deps.nudgeOutbox(),
        () => undefined,
      );
    }
  };
}

/** A new account: kept to name the person to reviewers and to match the state's Medicaid ids. */
export function onUserRegistered(deps: VerificationDeps): EventHandler {
  return on(identityUserRegisteredV1, applyUser(deps));
}

/** A changed account, its Medicaid id's index included. */
export function onUserUpdated(deps: VerificationDeps): EventHandler {
  return on(identityUserUpdatedV1, applyUser(deps));
}
