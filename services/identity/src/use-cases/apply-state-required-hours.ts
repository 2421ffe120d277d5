import type { IdentityDeps } from '../deps.js';
import { recordUserEvent } from '../store/events.js';
import { applyRequiredHoursRule } from '../store/users.js';

const BATCH_SIZE = 500;

/**
 * Brings everyone whose hours follow the state's rule to the configured number and tells the other
 * services, so a changed `COMPLIANCE_REQUIRED_HOURS` (or a value someone chose for themself before
 * the state decided it) reaches every dashboard and text. Runs at start, in batches; replicas
 * starting together skip each other's rows. Answers how many accounts changed.
 */
export async function applyStateRequiredHours(
  deps: Pick<IdentityDeps, 'db' | 'nudgeOutbox' | 'requiredMonthlyHours'>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await deps.db.knex.transaction(async (trx) => {
      const users = await applyRequiredHoursRule(trx, deps.requiredMonthlyHours, BATCH_SIZE);
      for (const user of users) await recordUserEvent(trx, 'updated', user);
      return users.length;
    });
    total += changed;
    if (changed > 0) deps.nudgeOutbox();
    if (changed < BATCH_SIZE) return total;
  }
}
