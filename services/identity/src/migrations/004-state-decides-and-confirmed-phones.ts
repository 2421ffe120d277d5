import type { Migration } from '@tracker/kit/data/db';

/**
 * What decides compliance is the state's: required hours follow the state's rule unless an
 * administrator set them for one person (until now people chose their own at registration, so no
 * stored value was set by staff, and the start-up sync resets them all to the rule). A cell number
 * serves texts only once confirmed with a texted code, and one number is confirmed on one account
 * at most. The bootstrap administrator is remembered by id, so a start never promotes an account
 * someone else registered under the configured name.
 */
export const stateDecidesMigration: Migration = {
  name: '004-state-decides-and-confirmed-phones',
  async up(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.boolean('required_hours_set_by_admin').notNullable().defaultTo(false);
      t.timestamp('cell_number_verified_at', { useTz: true }).nullable();
    });
    await knex.raw(
      'create unique index users_confirmed_cell_number on users (cell_number) where cell_number_verified_at is not null',
    );

    // One outstanding code per person: asking again replaces it.
    await knex.schema.createTable('phone_codes', (t) => {
      t.uuid('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
      t.string('cell_number', 15).notNullable();
      t.string('code_hash', 64).notNullable();
      t.integer('attempts').notNullable().defaultTo(0);
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });

    // Facts the service keeps about its own start-ups, such as the account it created as administrator.
    await knex.schema.createTable('bootstrap_state', (t) => {
      t.string('key', 50).primary();
      t.text('value').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('bootstrap_state');
    await knex.schema.dropTableIfExists('phone_codes');
    await knex.raw('drop index if exists users_confirmed_cell_number');
    await knex.schema.alterTable('users', (t) => {
      t.dropColumn('cell_number_verified_at');
      t.dropColumn('required_hours_set_by_admin');
    });
  },
};
