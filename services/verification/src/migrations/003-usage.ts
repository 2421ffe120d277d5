import { ACTIVITY_SOURCES } from '@tracker/contracts/constants/activities';
import type { Migration } from '@tracker/kit/data/db';

/**
 * Usage analytics as daily counts, and the ids of people whose once-only steps were already counted.
 * No row of usage_daily names a person; usage_firsts holds ids only so a step counts once, is never
 * shown, and loses a person's rows when the account is deleted.
 */
export const usageMigration: Migration = {
  name: '003-usage',
  async up(knex) {
    await knex.schema.createTable('usage_daily', (t) => {
      t.date('day').notNullable();
      t.text('name').notNullable();
      // A route pattern of the web app, `other`, or '' for counts that concern no page.
      t.text('path').notNullable();
      t.text('channel')
        .notNullable()
        .checkIn([...ACTIVITY_SOURCES]);
      t.bigInteger('count').notNullable();
      t.primary(['day', 'name', 'path', 'channel']);
    });

    await knex.schema.createTable('usage_firsts', (t) => {
      t.uuid('user_id').notNullable();
      t.text('step').notNullable();
      t.primary(['user_id', 'step']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('usage_firsts');
    await knex.schema.dropTableIfExists('usage_daily');
  },
};
