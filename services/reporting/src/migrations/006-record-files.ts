import type { Migration } from '@tracker/kit/data/db';

/**
 * How many files each activity and pay record has, as the activity service last told: the monthly
 * report says which entries have proof. Kept apart from the records, keyed by their id, so a count
 * arriving before its record (or after it was deleted) is kept or ignored without touching them.
 */
export const recordFilesMigration: Migration = {
  name: '006-record-files',
  async up(knex) {
    await knex.schema.createTable('record_files', (t) => {
      t.uuid('record_id').primary();
      t.uuid('user_id').notNullable().index();
      t.string('record_kind', 16).notNullable();
      t.integer('file_count').notNullable();
      // When the count was told, so an older count arriving late changes nothing.
      t.timestamp('counted_at', { useTz: true }).notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTable('record_files');
  },
};
