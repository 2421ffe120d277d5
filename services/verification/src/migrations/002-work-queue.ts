import { EXEMPTION_STATUSES } from '@tracker/contracts/constants/exemptions';
import { WORK_ITEM_KINDS } from '@tracker/contracts/http/work-queue';
import type { Migration } from '@tracker/kit/data/db';
import { searchTextOf } from '../domain/queue-search.js';

/**
 * The reviewers' work queue: exemption requests as the exemption service announces them, who works
 * on which case, and what people are searched by (phone and folded names).
 */
export const workQueueMigration: Migration = {
  name: '002-work-queue',
  async up(knex) {
    await knex.schema.alterTable('people', (t) => {
      t.text('phone').nullable();
      // Folded in code (see domain/queue-search): no extension is needed to ignore accents.
      t.text('search_text').notNullable().defaultTo('');
    });
    // People known before the column: their names are searchable at once, their phone from the next
    // event that names it.
    const people = (await knex('people').select('user_id', 'username', 'first_name', 'last_name')) as Array<{
      user_id: string;
      username: string;
      first_name: string;
      last_name: string;
    }>;
    for (const person of people) {
      await knex('people')
        .where('user_id', person.user_id)
        .update({
          search_text: searchTextOf({
            firstName: person.first_name,
            lastName: person.last_name,
            username: person.username,
            phone: null,
          }),
        });
    }

    await knex.schema.createTable('queue_exemptions', (t) => {
      t.uuid('exemption_id').primary();
      t.uuid('user_id').notNullable().index();
      t.text('type_name').notNullable();
      t.text('type_name_es').nullable();
      t.text('status')
        .notNullable()
        .checkIn([...EXEMPTION_STATUSES]);
      t.timestamp('requested_at', { useTz: true }).notNullable();
      t.date('reply_by').nullable();
      // The time of the event last applied: an older one arriving late changes nothing.
      t.timestamp('changed_at', { useTz: true }).notNullable();
      t.index(['status', 'requested_at']);
    });

    await knex.schema.createTable('queue_assignments', (t) => {
      t.text('kind')
        .notNullable()
        .checkIn([...WORK_ITEM_KINDS]);
      t.uuid('item_id').notNullable();
      t.uuid('assignee_id').notNullable().index();
      t.timestamp('assigned_at', { useTz: true }).notNullable();
      t.primary(['kind', 'item_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('queue_assignments');
    await knex.schema.dropTableIfExists('queue_exemptions');
    await knex.schema.alterTable('people', (t) => {
      t.dropColumn('search_text');
      t.dropColumn('phone');
    });
  },
};
