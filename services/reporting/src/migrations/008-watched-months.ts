import type { Migration } from '@tracker/kit/data/db';

/**
 * Months the state asked a person to show, and the answer last published for each: after any change
 * to the person's records the months are determined again, and only those whose answer changed are
 * published. Keyed by person first, so the check after every event is one index lookup.
 */
export const watchedMonthsMigration: Migration = {
  name: '008-watched-months',
  async up(knex) {
    await knex.schema.createTable('watched_months', (t) => {
      t.uuid('user_id').notNullable();
      /** `YYYY-MM`. */
      t.string('month', 7).notNullable();
      /** The `verificationMonth` last published; null before the first answer. */
      t.jsonb('last_answer').nullable();
      t.primary(['user_id', 'month']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('watched_months');
  },
};
