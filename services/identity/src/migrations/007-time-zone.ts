import type { Migration } from '@tracker/kit/data/db';

/**
 * The time zone of the person's browser at their latest login, so texts are not sent to them at
 * night where they are (the notification service holds them from 9 pm to 8 am in it).
 */
export const timeZoneMigration: Migration = {
  name: '007-time-zone',
  async up(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.string('time_zone', 64).nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.dropColumn('time_zone');
    });
  },
};
