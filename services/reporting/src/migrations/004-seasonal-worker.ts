import type { Migration } from '@tracker/kit/data/db';

/**
 * Whether the state counts the person as a seasonal worker, whose pay may meet a month by its average
 * over the months before it. Accounts written before identity sent the fact are not seasonal workers
 * until their next identity event says otherwise, as the event's own default has it.
 */
export const seasonalWorkerMigration: Migration = {
  name: '004-seasonal-worker',
  async up(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.boolean('seasonal_worker').notNullable().defaultTo(false);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.dropColumn('seasonal_worker');
    });
  },
};
