import type { Migration } from '@tracker/kit/data/db';
import { recordTypeRecorded } from '../store/events.js';

/** Exemptions read and recorded per round, so memory stays bounded whatever their number. */
const PAGE_SIZE = 500;

/**
 * Publishes `exemption.type-recorded` once for every exemption there is, whatever its status, through
 * the outbox: status changes recorded before they carried the type code left read models without it,
 * so an approved student exemption could not meet a month by school. A migration is the one place
 * that runs exactly once per database: replicas starting together take turns under the kit's setup
 * lock, the migration and its outbox rows commit together, and a restart finds it applied. Exemptions
 * created after it carry their code in their status events.
 */
export const exemptionTypeRecordedMigration: Migration = {
  name: '002-exemption-type-recorded',
  async up(knex) {
    await knex.transaction(async (trx) => {
      let after: string | null = null;
      for (;;) {
        const query = trx('user_exemptions as e')
          .join('exemption_types as t', 't.id', 'e.medicaid_exemption_id')
          .select('e.id', 'e.user_id', 't.abbreviation')
          .orderBy('e.id')
          .limit(PAGE_SIZE);
        if (after !== null) query.where('e.id', '>', after);
        const rows = (await query) as Array<{ id: string; user_id: string; abbreviation: string | null }>;
        for (const row of rows) {
          await recordTypeRecorded(trx, { id: row.id, userId: row.user_id, abbreviation: row.abbreviation });
        }
        if (rows.length < PAGE_SIZE) break;
        after = rows[rows.length - 1]!.id;
      }
    });
  },
};
