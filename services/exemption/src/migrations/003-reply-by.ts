import type { Migration } from '@tracker/kit/data/db';

/**
 * The day a reviewer needs the enrollee's answer by, set when a request moves to waiting on the
 * enrollee: the dashboard lists it as a to-do with that date and the text that tells them says it.
 * Requests already waiting keep null ("no date given") rather than a date nobody promised them.
 */
export const replyByMigration: Migration = {
  name: '003-reply-by',
  async up(knex) {
    await knex.schema.alterTable('user_exemptions', (t) => {
      t.date('reply_by').nullable();
    });
  },
};
