import { ACTIVITY_SOURCES } from '@tracker/contracts/constants/activities';
import {
  INCOME_EMPLOYER_MAX_LENGTH,
  INCOME_GROSS_AMOUNT_MAX_CENTS,
  INCOME_HOURS_WORKED_MAX,
  INCOME_HOURS_WORKED_MIN,
} from '@tracker/contracts/constants/income';
import type { Migration } from '@tracker/kit/data/db';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** Pay records and their attachments (paystubs), kept like activities and theirs. */
export const incomeMigration: Migration = {
  name: '002-income',
  async up(knex) {
    await knex.schema.createTable('income_records', (t) => {
      t.uuid('id').primary();
      // No foreign key: users is a read model fed by events that may arrive after the record.
      t.uuid('user_id').notNullable();
      t.string('employer', INCOME_EMPLOYER_MAX_LENGTH).notNullable();
      // Whole cents: sums of money are never off by a fraction.
      t.integer('gross_amount_cents').notNullable();
      t.date('pay_date').notNullable();
      t.date('period_start').notNullable();
      t.date('period_end').notNullable();
      t.decimal('hours_worked', 6, 2).nullable();
      t.string('source', 10).notNullable().defaultTo('web');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw(
      `alter table income_records add constraint income_records_amount_check check (gross_amount_cents > 0 and gross_amount_cents <= ${INCOME_GROSS_AMOUNT_MAX_CENTS})`,
    );
    await knex.raw(
      'alter table income_records add constraint income_records_period_check check (period_start <= period_end and period_end <= pay_date)',
    );
    await knex.raw(
      `alter table income_records add constraint income_records_hours_check check (hours_worked is null or (hours_worked >= ${INCOME_HOURS_WORKED_MIN} and hours_worked <= ${INCOME_HOURS_WORKED_MAX}))`,
    );
    await knex.raw(
      `alter table income_records add constraint income_records_source_check check (source in (${quoted(ACTIVITY_SOURCES)}))`,
    );
    // The list's order, so a page is read along the index.
    await knex.raw(
      'create index income_records_user_pay_date on income_records (user_id, pay_date desc, created_at desc, id desc)',
    );

    await knex.schema.createTable('income_attachments', (t) => {
      t.uuid('id').primary();
      t.uuid('income_id').notNullable().references('id').inTable('income_records').onDelete('CASCADE');
      // The owner or the administrator who uploaded it; kept when that account goes.
      t.uuid('uploaded_by').nullable();
      t.string('file_name', 255).notNullable();
      t.string('original_name', 255).notNullable();
      t.integer('file_size').notNullable();
      t.string('file_type', 255).notNullable();
      t.string('s3_key', 1024).notNullable().unique();
      t.string('s3_bucket', 255).notNullable();
      t.timestamp('uploaded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['income_id', 'uploaded_at']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('income_attachments');
    await knex.schema.dropTableIfExists('income_records');
  },
};
