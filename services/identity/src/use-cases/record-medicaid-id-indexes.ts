import type { IdentityDeps } from '../deps.js';
import { recordUserEvent } from '../store/events.js';
import { updateUser } from '../store/users.js';

const BATCH = 500;

/**
 * Fills in the blind index of Medicaid ids stored before it was kept, and tells the other services,
 * so the state's files find accounts older than the column too. Runs at start, in batches; each row is
 * locked, so replicas starting together skip each other's rows. Returns how many accounts were filled in.
 */
export async function recordMedicaidIdIndexes(
  deps: Pick<IdentityDeps, 'db' | 'medicaidIds' | 'medicaidIdIndexer' | 'nudgeOutbox'>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await deps.db.knex.transaction(async (trx) => {
      const rows = (await trx('users')
        .select('id', 'medicaid_id')
        .whereNotNull('medicaid_id')
        .whereNull('medicaid_id_index')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()) as Array<{ id: string; medicaid_id: string }>;
      for (const row of rows) {
        const index = deps.medicaidIdIndexer.indexOf(deps.medicaidIds.open(row.medicaid_id, row.id));
        const user = await updateUser(trx, row.id, { medicaidIdIndex: index });
        if (user) await recordUserEvent(trx, 'updated', user);
      }
      return rows.length;
    });
    total += count;
    if (count > 0) deps.nudgeOutbox();
    if (count < BATCH) return total;
  }
}
