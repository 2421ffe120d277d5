import {
  ACTIVITY_HOURS_MAX,
  ACTIVITY_HOURS_MIN,
  ACTIVITY_SOURCES,
  ACTIVITY_TYPES,
} from '@tracker/contracts/constants/activities';
import type { Migration } from '@tracker/kit/data/db';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** Activities, their attachments, the users read model and the queue of stored files to remove. */
export const activitiesMigration: Migration = {
  name: '001-activities',
  async up(knex) {
    await knex.schema.createTable('activities', (t) => {
      t.uuid('id').primary();
      // No foreign key: users is a read model fed by events that may arrive after the activity.
      t.uuid('user_id').notNullable();
      t.string('type', 20).notNullable();
      t.text('description').notNullable();
      t.decimal('hours', 6, 2).notNullable();
      t.date('date').notNullable();
      t.string('source', 10).notNullable().defaultTo('web');
      // The text message an activity came from: the same message never logs two activities.
      t.string('sms_message_sid', 64).nullable().unique();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw(
      `alter table activities add constraint activities_type_check check (type in (${quoted(ACTIVITY_TYPES)}))`,
    );
    await knex.raw(
      `alter table activities add constraint activities_source_check check (source in (${quoted(ACTIVITY_SOURCES)}))`,
    );
    await knex.raw(
      `alter table activities add constraint activities_hours_check check (hours >= ${ACTIVITY_HOURS_MIN} and hours <= ${ACTIVITY_HOURS_MAX})`,
    );
    await knex.raw('create index activities_user_date on activities (user_id, date desc, created_at desc)');

    await knex.schema.createTable('activity_attachments', (t) => {
      t.uuid('id').primary();
      t.uuid('activity_id').notNullable().references('id').inTable('activities').onDelete('CASCADE');
      // The owner or the administrator who uploaded it; kept when that account goes.
      t.uuid('uploaded_by').nullable();
      t.string('file_name', 255).notNullable();
      t.string('original_name', 255).notNullable();
      t.integer('file_size').notNullable();
      t.string('file_type', 255).notNullable();
      t.string('s3_key', 1024).notNullable().unique();
      t.string('s3_bucket', 255).notNullable();
      t.timestamp('uploaded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['activity_id', 'uploaded_at']);
    });

    await knex.schema.createTable('users', (t) => {
      t.uuid('id').primary();
      t.string('username', 50).notNullable();
      t.string('first_name', 100).notNullable().defaultTo('');
      t.string('last_name', 100).notNullable().defaultTo('');
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });

    // Files whose rows are gone; removed from the blob store after the commit, retried until done.
    await knex.schema.createTable('blob_deletions', (t) => {
      t.string('s3_key', 1024).primary();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.integer('attempts').notNullable().defaultTo(0);
      t.text('last_error').nullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('blob_deletions');
    await knex.schema.dropTableIfExists('users');
    await knex.schema.dropTableIfExists('activity_attachments');
    await knex.schema.dropTableIfExists('activities');
  },
};
