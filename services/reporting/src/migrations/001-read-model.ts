import { ACTIVITY_SOURCES, ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { EXEMPTION_STATUSES } from '@tracker/contracts/constants/exemptions';
import { LANGUAGES } from '@tracker/contracts/constants/accounts';
import type { Migration } from '@tracker/kit/data/db';

/** The read model: people, activities and exemptions as the other services announced them, and month totals. */
export const readModelMigration: Migration = {
  name: '001-read-model',
  async up(knex) {
    await knex.schema.createTable('users', (t) => {
      t.uuid('id').primary();
      t.text('username').notNullable();
      t.text('first_name').notNullable();
      t.text('last_name').notNullable();
      t.date('birthdate').nullable();
      t.text('preferred_language')
        .notNullable()
        .checkIn([...LANGUAGES]);
      t.decimal('required_monthly_hours', 5, 2).notNullable();
      t.text('state').nullable();
      // When the event that wrote the row happened, so an older event arriving late changes nothing.
      t.timestamp('event_at', { useTz: true }).notNullable();
    });

    await knex.schema.createTable('activities', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable();
      t.text('type')
        .notNullable()
        .checkIn([...ACTIVITY_TYPES]);
      t.decimal('hours', 6, 2).notNullable();
      t.date('date').notNullable();
      t.text('description').notNullable();
      // Unknown when an update arrived before the activity's logged event.
      t.text('source')
        .nullable()
        .checkIn([...ACTIVITY_SOURCES]);
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.index(['user_id', 'date']);
    });

    // Ids of deleted activities, so a logged or updated event arriving after the delete cannot bring one back.
    await knex.schema.createTable('removed_activities', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().index();
      t.timestamp('removed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });

    await knex.schema.createTable('month_totals', (t) => {
      t.uuid('user_id').notNullable();
      t.integer('year').notNullable();
      t.integer('month').notNullable();
      t.text('type')
        .notNullable()
        .checkIn([...ACTIVITY_TYPES]);
      t.decimal('hours', 10, 2).notNullable();
      t.integer('count').notNullable();
      t.primary(['user_id', 'year', 'month', 'type']);
    });
    // A total below zero means an event was applied twice or out of step: fail loudly, retry later.
    await knex.raw(
      'alter table month_totals add constraint month_totals_not_negative check (hours >= 0 and count >= 0)',
    );

    await knex.schema.createTable('exemptions', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().index();
      t.text('status')
        .notNullable()
        .checkIn([...EXEMPTION_STATUSES]);
      t.text('type_name').notNullable();
      t.date('effective_date').nullable();
      t.date('expiration_date').nullable();
      t.boolean('is_permanent').notNullable();
      t.timestamp('event_at', { useTz: true }).notNullable();
    });

    // Accounts that are gone: late events about them are dropped instead of recreating their rows.
    await knex.schema.createTable('removed_users', (t) => {
      t.uuid('id').primary();
      t.timestamp('removed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex) {
    for (const table of [
      'removed_users',
      'exemptions',
      'month_totals',
      'removed_activities',
      'activities',
      'users',
    ]) {
      await knex.schema.dropTableIfExists(table);
    }
  },
};
