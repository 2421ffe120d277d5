import type { Migration } from '@tracker/kit/data/db';

/**
 * Medicaid ids are stored sealed (AES-256-GCM with the key id, the nonce and the tag), which is longer
 * than the 50 characters a plain id may have. Ids stored before are sealed when the service starts
 * (see seal-stored-medicaid-ids.ts), since migrations do not hold the key.
 */
export const sealedMedicaidIdsMigration: Migration = {
  name: '002-sealed-medicaid-ids',
  async up(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.text('medicaid_id').nullable().alter();
    });
  },
};
