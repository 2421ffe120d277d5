import type { Migration } from '@tracker/kit/data/db';

/**
 * The Medicaid id's last 4 characters beside the sealed id, so documents made elsewhere (the monthly
 * report) can name the case without the id. Filled for ids stored earlier when the service starts,
 * since only it holds the key that opens them.
 */
export const medicaidIdLast4Migration: Migration = {
  name: '006-medicaid-id-last4',
  async up(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.string('medicaid_id_last4', 4).nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.dropColumn('medicaid_id_last4');
    });
  },
};
