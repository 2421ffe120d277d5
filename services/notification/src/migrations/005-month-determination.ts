import type { Migration } from '@tracker/kit/data/db';

/**
 * What judging a month by the active rule profile needs beyond hours: the pay reported per pay date,
 * the type code of each exemption (an approved student exemption meets a month by school), whether the
 * person is a seasonal worker, and which pay record a texted `PAY` became.
 */
export const monthDeterminationMigration: Migration = {
  name: '005-month-determination',
  async up(knex) {
    await knex.schema.alterTable('users', (t) => {
      t.boolean('seasonal_worker').notNullable().defaultTo(false);
    });

    // Written by whichever event tells it first (a status change that carries it, or the back-fill
    // of older exemptions), so a status change that does not carry it never erases it.
    await knex.schema.createTable('exemption_type_codes', (t) => {
      t.uuid('exemption_id').primary();
      t.uuid('user_id').notNullable().index();
      t.text('type_code').nullable();
    });

    await knex.schema.createTable('income_records', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable();
      t.bigInteger('gross_amount_cents').notNullable();
      t.date('pay_date').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.index(['user_id', 'pay_date']);
    });

    // Deleted pay records, so a reported or updated event arriving after the delete cannot bring one back.
    await knex.schema.createTable('removed_income', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().index();
    });

    await knex.schema.alterTable('text_messages', (t) => {
      t.uuid('income_id').nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('text_messages', (t) => {
      t.dropColumn('income_id');
    });
    await knex.schema.dropTableIfExists('removed_income');
    await knex.schema.dropTableIfExists('income_records');
    await knex.schema.dropTableIfExists('exemption_type_codes');
    await knex.schema.alterTable('users', (t) => {
      t.dropColumn('seasonal_worker');
    });
  },
};
