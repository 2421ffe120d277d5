import type { IdentityDeps } from '../deps.js';

const BATCH = 500;

/**
 * Seals Medicaid ids still stored in plain text (written before encryption) and re-seals ids sealed
 * under a previous key, a batch at a time, each row locked so replicas starting together skip each
 * other's rows. Returns how many ids were rewritten.
 */
export async function sealStoredMedicaidIds(deps: IdentityDeps): Promise<number> {
  let rewritten = 0;
  for (;;) {
    const count = await deps.db.knex.transaction(async (trx) => {
      const rows = (await trx('users')
        .select('id', 'medicaid_id')
        .whereNotNull('medicaid_id')
        .andWhereNot('medicaid_id', 'like', `${deps.medicaidIds.currentPrefix}%`)
        .limit(BATCH)
        .forUpdate()
        .skipLocked()) as Array<{ id: string; medicaid_id: string }>;
      for (const row of rows) {
        const medicaidId = deps.medicaidIds.open(row.medicaid_id, row.id);
        await trx('users')
          .where('id', row.id)
          .update({ medicaid_id: deps.medicaidIds.seal(medicaidId, row.id) });
      }
      return rows.length;
    });
    rewritten += count;
    if (count < BATCH) return rewritten;
  }
}
