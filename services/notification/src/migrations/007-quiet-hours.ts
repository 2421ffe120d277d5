import type { Migration } from '@tracker/kit/data/db';

/**
 * Quiet hours: the time zone of the person's browser at their latest login (from identity's user
 * events), and, for a text held through the night, the moment it may go (8 am where the person is).
 * A held text waits in `outbound_texts` like any other, so it survives a restart; its first attempt is
 * due then too. What a text is about lets one still waiting be withdrawn.
 */
export const quietHoursMigration: Migration = {
  name: '007-quiet-hours',
  async up(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.text('time_zone').nullable();
    });
    await knex.schema.alterTable('outbound_texts', (t) => {
      t.timestamp('hold_until', { useTz: true }).nullable();
      // What the text is about (`exemption:<id>`), so one still waiting, held through the night, is
      // withdrawn when what it says no longer holds: a request for more that was decided since.
      t.text('about').nullable();
      t.index(['user_id', 'about']);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('outbound_texts', (t) => {
      t.dropIndex(['user_id', 'about']);
      t.dropColumn('about');
      t.dropColumn('hold_until');
    });
    await knex.schema.alterTable('users', (t) => {
      t.dropColumn('time_zone');
    });
  },
};
