import { UNDELETABLE_USERNAME } from '@tracker/contracts/constants/accounts';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import { upsertUser } from '../store/users.js';
import { seedDemoActivities } from '../use-cases/seed-demo-activities.js';

/**
 * A new account: remember it, so the administrator's activity log knows the user. Where sample data
 * is wanted (the embedded mode), the `demo` enrollee also gets sample activities.
 */
export function onUserRegistered(options: { seedDemo: boolean; now(): Date }): EventHandler {
  return on(identityUserRegisteredV1, async (event, trx) => {
    const { userId, username, firstName, lastName } = event.data;
    await upsertUser(trx, { id: userId, username, firstName, lastName });
    if (options.seedDemo && username === UNDELETABLE_USERNAME) {
      await seedDemoActivities(trx, userId, options.now());
    }
  });
}
