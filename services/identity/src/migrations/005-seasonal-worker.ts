import type { Migration } from '@tracker/kit/data/db';

/**
 * Whether the state determined a person is a seasonal worker (26 U.S.C. 45R(d)(5)(B)), whose pay then
 * meets a month by its average over the months before. State staff set it; nobody is one until they do.
 */
export const seasonalWorkerMigration: Migration = {
  name: '005-seasonal-worker',
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
