import type { Migration } from '@tracker/kit/db';

/**
 * Quiet hours: the time zone of the person's browser at their latest login (from identity's user
 * events), and, for a text held through the night, the moment it may go (8 am where the person is).
 * A held text waits in `outbound_texts` like any other, so it survives a restart; its first attempt is
 * due then too.
 */
export const quietHoursMigration: Migration = {
  name: '007-quiet-hours',
  async up(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.text('time_zone').nullable();
    });
    await knex.schema.alterTable('outbound_texts', (t) => {
      t.timestamp('hold_until', { useTz: true }).nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('outbound_texts', (t) => {
      t.dropColumn('hold_until');
    });
    await knex.schema.alterTable('users', (t) => {
      t.dropColumn('time_zone');
    });
  },
};
