import type { Migration } from '@tracker/kit/data/db';

/**
 * Whether the account's owner confirmed their number with a texted code. Rows written before numbers
 * were confirmed are not confirmed: until identity's next event about the account says otherwise, a
 * number somebody merely typed in reaches no account and gets no texts.
 */
export const confirmedPhoneMigration: Migration = {
  name: '003-confirmed-phone',
  async up(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.boolean('phone_verified').notNullable().defaultTo(false);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.dropColumn('phone_verified');
    });
  },
};
