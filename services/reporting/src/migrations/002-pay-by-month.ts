import type { Migration } from '@tracker/kit/data/db';

/**
 * Pay records as the activity service announced them, and each person's gross pay per month. A pay
 * record belongs to the month of its pay date: the law speaks of monthly income, and the pay a person
 * received in a month is what they had to live on that month (it is also how payroll and state wage
 * records date pay, which verification will compare with). A pay period may straddle two months;
 * splitting its pay between them would invent a split the paystub does not show.
 */
export const payByMonthMigration: Migration = {
  name: '002-pay-by-month',
  async up(knex) {
    // Only what the month totals depend on, so an edit or a delete can move or take off the right amount.
    await knex.schema.createTable('income_records', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().index();
      t.integer('gross_amount_cents').notNullable();
      t.date('pay_date').notNullable();
      // When the values were last set, so an older update arriving late changes nothing.
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
    await knex.raw(
      'alter table income_records add constraint income_records_amount_positive check (gross_amount_cents > 0)',
    );

    // Ids of deleted pay records, so a reported or updated event arriving after the delete cannot bring one back.
    await knex.schema.createTable('removed_income', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().index();
      t.timestamp('removed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });

    await knex.schema.createTable('income_month_totals', (t) => {
      t.uuid('user_id').notNullable();
      t.integer('year').notNullable();
      t.integer('month').notNullable();
      // A month may hold many records, each up to the activity service's maximum.
      t.bigInteger('gross_cents').notNullable();
      t.integer('count').notNullable();
      t.primary(['user_id', 'year', 'month']);
    });
    // As for the hours: a total below zero means an event was applied twice or out of step.
    await knex.raw(
      'alter table income_month_totals add constraint income_month_totals_not_negative check (gross_cents >= 0 and count >= 0)',
    );
  },
  async down(knex) {
    for (const table of ['income_month_totals', 'removed_income', 'income_records']) {
      await knex.schema.dropTableIfExists(table);
    }
  },
};
