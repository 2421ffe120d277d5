import type { ExemptionDeps } from '../deps.js';
import { isoDateIn } from '@tracker/contracts/rules/calendar';
import { recordStatusChanged } from '../store/events.js';
import { expireDue, findUserExemption } from '../store/user-exemptions.js';

const BATCH_SIZE = 100;

/**
 * Marks expired every approved request whose last day has passed in the configured zone, each with
 * its `exemption.status-changed` in the same transaction; resolves with how many. Safe to run on
 * several replicas at once: each request is claimed by one of them.
 */
export async function expireExemptions(deps: Pick<ExemptionDeps, 'db' | 'timeZone' | 'now' | 'nudgeOutbox'>) {
  const today = isoDateIn(deps.timeZone, deps.now());
  let total = 0;
  for (;;) {
    const expired = await deps.db.knex.transaction(async (trx) => {
      const ids = await expireDue(trx, today, BATCH_SIZE);
      for (const id of ids) {
        const request = await findUserExemption(trx, id);
        if (request) await recordStatusChanged(trx, request, 'approved', null);
      }
      return ids.length;
    });
    total += expired;
    if (expired > 0) deps.nudgeOutbox();
    if (expired < BATCH_SIZE) return total;
  }
}
