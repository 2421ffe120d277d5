import type { Migration } from '@tracker/kit/data/db';

/**
 * The Medicaid id's blind index beside the sealed id, so every user event carries it without opening
 * and hashing the id again. Indexed: an account is found by it when the state's data names the id.
 * Filled for ids stored earlier when the service starts, since only it holds the keys.
 */
export const medicaidIdIndexMigration: Migration = {
  name: '008-medicaid-id-index',
  async up(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.string('medicaid_id_index', 64).nullable().index();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.dropColumn('medicaid_id_index');
    });
  },
};
