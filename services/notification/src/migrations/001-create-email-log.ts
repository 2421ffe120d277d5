import type { Migration } from '@tracker/kit/data/db';

export const createEmailLog: Migration = {
  name: '001-create-email-log',
  async up(knex) {
    await knex.schema.createTable('email_log', (table) => {
      table.uuid('id').primary();
      table.uuid('event_id').notNullable().index();
      table.uuid('user_id').nullable().index();
      table.text('kind').notNullable();
      table.text('to_address').notNullable();
      table.text('language').notNullable();
      table.text('status').notNullable().checkIn(['sent', 'failed']);
      table.text('provider_message_id').nullable();
      table.text('error').nullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex) {
    await knex.schema.dropTable('email_log');
  },
};
