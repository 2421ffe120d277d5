import { createBlobDeletionsTable } from '@tracker/kit/storage/blob-deletions';
import type { Migration } from '@tracker/kit/data/db';

/**
 * Photos and PDFs texted in: the media still to remove from Twilio once their files are kept (tried
 * again later when Twilio fails), and the queue of texted files to remove from the blob store when no
 * record took them.
 */
export const textedMediaMigration: Migration = {
  name: '006-texted-media',
  async up(knex) {
    await knex.schema.createTable('texted_media_removals', (t) => {
      t.string('message_sid', 64).notNullable();
      t.string('media_sid', 64).notNullable();
      t.primary(['message_sid', 'media_sid']);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
      t.integer('attempts').notNullable().defaultTo(0);
      t.text('last_error').nullable();
    });
    await createBlobDeletionsTable(knex);
  },
  async down(knex) {
    await knex.schema.dropTable('blob_deletions');
    await knex.schema.dropTable('texted_media_removals');
  },
};
