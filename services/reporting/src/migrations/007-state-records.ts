import type { Migration } from '@tracker/kit/data/db';

/**
 * What the state's own data says of a person's months (wage records, SNAP and TANF status, claims, VA,
 * school), one row per month and source as the last data match told it: the determination uses it
 * before anything the person must show. `updated_at` is when the match was made, so an older match
 * arriving late changes nothing.
 */
export const stateRecordsMigration: Migration = {
  name: '007-state-records',
  async up(knex) {
    await knex.schema.createTable('state_records', (t) => {
      t.uuid('user_id').notNullable();
      /** `YYYY-MM`, which sorts as the months do. */
      t.string('month', 7).notNullable();
      t.string('source', 16).notNullable();
      t.bigInteger('amount_cents').nullable();
      t.decimal('hours', 8, 2).nullable();
      t.boolean('flag').nullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.primary(['user_id', 'month', 'source']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('state_records');
  },
};
