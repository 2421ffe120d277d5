import { randomBytes, randomUUID } from 'node:crypto';
import { UNDELETABLE_USERNAME } from '@tracker/contracts/constants/accounts';
import type { IdentityDeps } from '../deps.js';
import { recordUserEvent } from '../store/events.js';
import { findUserByUsername, insertUser } from '../store/users.js';

export const DEMO_EMAIL = 'demo@example.org';

export type SeedDemoOutcome = { created: true; password: string } | { created: false };

/**
 * Creates the verified sample enrollee `demo` once. The password is the given one or a generated
 * one, returned only when the account was created so the launcher can show it.
 */
export async function seedDemo(
  deps: Pick<IdentityDeps, 'db' | 'passwords' | 'nudgeOutbox' | 'requiredMonthlyHours' | 'now'>,
  options: { password?: string } = {},
): Promise<SeedDemoOutcome> {
  const password = options.password ?? randomBytes(18).toString('base64url');
  const outcome = await deps.db.knex.transaction(async (trx): Promise<SeedDemoOutcome> => {
    if (await findUserByUsername(trx, UNDELETABLE_USERNAME)) return { created: false };
    const user = await insertUser(trx, {
      id: randomUUID(),
      username: UNDELETABLE_USERNAME,
      passwordHash: await deps.passwords.hash(password),
      email: DEMO_EMAIL,
      firstName: 'Dana',
      lastName: 'Demo',
      address: '1500 Capitol Avenue',
      city: 'Sacramento',
      state: 'CA',
      zipCode: '95814',
      cellNumber: '916-555-0142',
      // Confirmed, so the sample account can try texting hours (`npm run sms`) at once.
      cellNumberVerifiedAt: deps.now(),
      birthdate: '1990-04-12',
      enrollmentStatus: 'Adult',
      preferredLanguage: 'en',
      requiredMonthlyHours: deps.requiredMonthlyHours,
      requiredHoursSetByAdmin: false,
      isAdmin: false,
      emailVerified: true,
    });
    await recordUserEvent(trx, 'registered', user);
    return { created: true, password };
  });
  if (outcome.created) deps.nudgeOutbox();
  return outcome;
}
