import { LANGUAGES } from '@tracker/contracts/constants/accounts';
import {
  DATA_MATCH_IMPORT_STATUSES,
  VERIFICATION_REASONS,
  VERIFICATION_STATUSES,
} from '@tracker/contracts/http/verifications';
import { STATE_DATA_SOURCES } from '@tracker/contracts/rules/state-data';
import type { Migration } from '@tracker/kit/data/db';

// A Medicaid id is kept here only as its blind index and its last 4 characters: the index finds the
// account and the state's rows, the last 4 let reviewers name the case, and neither gives the id back.

/** People, requests and their determination, notices and hearings, and the state's matched data. */
export const verificationMigration: Migration = {
  name: '001-verification',
  async up(knex) {
    // The accounts as identity announces them, to match Medicaid ids and to name people to reviewers.
    await knex.schema.createTable('people', (t) => {
      t.uuid('user_id').primary();
      t.text('username').notNullable();
      t.text('first_name').notNullable();
      t.text('last_name').notNullable();
      t.text('medicaid_id_index').nullable().index();
      t.text('medicaid_id_last4').nullable();
      t.text('preferred_language')
        .notNullable()
        .checkIn([...LANGUAGES]);
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });

    // Accounts that are gone: a user event arriving after the deletion does not bring one back.
    await knex.schema.createTable('removed_people', (t) => {
      t.uuid('user_id').primary();
      t.timestamp('removed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });

    await knex.schema.createTable('requests', (t) => {
      t.uuid('id').primary();
      // Null until an account has the Medicaid id the request names.
      t.uuid('user_id').nullable();
      t.text('medicaid_id_index').nullable();
      t.text('medicaid_id_last4').nullable();
      t.text('reason')
        .notNullable()
        .checkIn([...VERIFICATION_REASONS]);
      t.specificType('months', 'text[]').notNullable();
      t.integer('months_to_meet').notNullable();
      t.text('as_of').nullable();
      t.date('due_date').notNullable();
      t.text('status')
        .notNullable()
        .checkIn([...VERIFICATION_STATUSES]);
      // The months' answers (`verificationMonth[]`) as last computed.
      t.jsonb('months_answer').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.uuid('created_by').notNullable();
      t.timestamp('determined_at', { useTz: true }).nullable();
      t.date('notice_sent_on').nullable();
      t.date('notice_received_on').nullable();
      t.date('respond_by').nullable();
      t.timestamp('notice_recorded_at', { useTz: true }).nullable();
      t.timestamp('hearing_requested_at', { useTz: true }).nullable();
      t.text('hearing_reason').nullable();
      t.index(['status', 'due_date', 'created_at']);
      t.index(['user_id']);
      t.index(['medicaid_id_index']);
    });
    await knex.raw(
      'alter table requests add constraint requests_names_someone check (user_id is not null or medicaid_id_index is not null)',
    );

    // The determination of the months asked for, as reporting answers it.
    await knex.schema.createTable('person_months', (t) => {
      t.uuid('user_id').notNullable();
      t.text('month').notNullable();
      t.jsonb('answer').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['user_id', 'month']);
    });

    // One reminder per request and threshold, whichever replica's sweep sends it.
    await knex.schema.createTable('reminders_sent', (t) => {
      t.uuid('request_id').notNullable().references('id').inTable('requests').onDelete('CASCADE');
      t.integer('days_left').notNullable();
      t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['request_id', 'days_left']);
    });

    await knex.schema.createTable('data_match_imports', (t) => {
      t.uuid('id').primary();
      // The same file imported twice is answered with the first import and changes nothing.
      t.text('file_sha256').notNullable().unique();
      t.text('file_name').notNullable();
      t.text('status')
        .notNullable()
        .checkIn([...DATA_MATCH_IMPORT_STATUSES]);
      t.integer('rows').notNullable();
      t.integer('processed').notNullable();
      t.integer('matched').notNullable().defaultTo(0);
      t.integer('unmatched').notNullable().defaultTo(0);
      t.jsonb('refused').notNullable();
      t.uuid('created_by').notNullable();
      t.timestamp('started_at', { useTz: true }).notNullable();
      t.timestamp('finished_at', { useTz: true }).nullable();
    });
    await knex.raw(
      "create index data_match_imports_processing_idx on data_match_imports (started_at) where status = 'processing'",
    );

    // Valid rows of an import waiting to be matched, batch by batch; removed once the import finishes.
    await knex.schema.createTable('data_match_rows', (t) => {
      t.uuid('import_id').notNullable().references('id').inTable('data_match_imports').onDelete('CASCADE');
      t.integer('line').notNullable();
      t.text('medicaid_id_index').notNullable();
      t.text('month').notNullable();
      t.text('source')
        .notNullable()
        .checkIn([...STATE_DATA_SOURCES]);
      t.bigInteger('amount_cents').nullable();
      t.decimal('hours', 8, 2).nullable();
      t.boolean('flag').nullable();
      t.boolean('processed').notNullable().defaultTo(false);
      t.primary(['import_id', 'line']);
    });
    await knex.raw(
      'create index data_match_rows_pending_idx on data_match_rows (import_id, line) where not processed',
    );

    // The state's rows no account matches yet: kept for the determination of requests without an
    // account, and handed to the account when one with the id appears.
    await knex.schema.createTable('unmatched_records', (t) => {
      t.text('medicaid_id_index').notNullable();
      t.text('month').notNullable();
      t.text('source')
        .notNullable()
        .checkIn([...STATE_DATA_SOURCES]);
      t.bigInteger('amount_cents').nullable();
      t.decimal('hours', 8, 2).nullable();
      t.boolean('flag').nullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['medicaid_id_index', 'month', 'source']);
    });
  },
  async down(knex) {
    for (const table of [
      'unmatched_records',
      'data_match_rows',
      'data_match_imports',
      'reminders_sent',
      'person_months',
      'requests',
      'removed_people',
      'people',
    ]) {
      await knex.schema.dropTableIfExists(table);
    }
  },
};
