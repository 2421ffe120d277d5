import type { Migration } from '@tracker/kit/data/db';

/**
 * The last 4 characters of the person's Medicaid id, which the monthly report names the case by
 * ("Medicaid ID ending 1234"). Unknown for accounts until their next identity event carries it.
 */
export const medicaidIdLast4Migration: Migration = {
  name: '005-medicaid-id-last4',
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
