import {
  ABBREVIATION_MAX_LENGTH,
  EXEMPTION_NAME_MAX_LENGTH,
  EXEMPTION_STATUSES,
  NOTE_AUTHOR_TYPES,
} from '@tracker/contracts/constants/exemptions';
import { createBlobDeletionsTable } from '@tracker/kit/storage/blob-deletions';
import type { Migration } from '@tracker/kit/data/db';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * The exemption catalogue, requests with their notes and attachments, the users read model and the
 * queue of stored files to remove. The kit adds the outbox and inbox tables beside them.
 */
export const exemptionsMigration: Migration = {
  name: '001-exemptions',
  async up(knex) {
    await knex.schema.createTable('exemption_types', (t) => {
      t.uuid('id').primary();
      t.string('exemption_name', EXEMPTION_NAME_MAX_LENGTH).notNullable();
      t.string('abbreviation', ABBREVIATION_MAX_LENGTH).nullable();
      t.text('description').nullable();
      t.string('state', 30).notNullable().defaultTo('Default');
      t.integer('min_duration_months').nullable();
      t.integer('max_duration_months').nullable();
      t.integer('default_duration_months').nullable();
      t.boolean('allows_permanent').notNullable().defaultTo(false);
      t.boolean('is_renewable').notNullable().defaultTo(false);
      t.boolean('is_active').notNullable().defaultTo(true);
      t.integer('sort_order').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['sort_order']);
    });
    await knex.raw(
      'alter table exemption_types add constraint exemption_types_sort_order_check check (sort_order >= 0)',
    );

    await knex.schema.createTable('user_exemptions', (t) => {
      t.uuid('id').primary();
      // No foreign key: users is a read model fed by events that may arrive after the request.
      t.uuid('user_id').notNullable();
      // A type in use cannot be deleted; administrators deactivate it instead.
      t.uuid('medicaid_exemption_id').notNullable().references('id').inTable('exemption_types');
      t.string('status', 30).notNullable().defaultTo('requested');
      t.date('applied_date').nullable();
      t.timestamp('request_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.text('application_notes').nullable();
      t.text('supporting_documents').nullable();
      t.integer('duration_requested_months').nullable();
      t.boolean('request_permanent').notNullable().defaultTo(false);
      t.integer('duration_approved_months').nullable();
      t.boolean('is_permanent').notNullable().defaultTo(false);
      t.boolean('is_renewal').notNullable().defaultTo(false);
      t.date('effective_date').nullable();
      t.date('expiration_date').nullable();
      t.timestamp('approval_date', { useTz: true }).nullable();
      t.uuid('approver_user_id').nullable();
      t.text('denial_reason').nullable();
      t.text('waiting_message').nullable();
      t.text('reset_message').nullable();
      t.uuid('reviewed_by').nullable();
      t.timestamp('reviewed_date', { useTz: true }).nullable();
      // What the student form collects.
      t.boolean('currently_enrolled').nullable();
      t.string('school_name', 255).nullable();
      t.decimal('credit_hours', 4, 1).nullable();
      t.integer('expected_graduation_month').nullable();
      t.integer('expected_graduation_year').nullable();
      t.uuid('created_by').notNullable();
      t.uuid('last_modified_by').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['medicaid_exemption_id']);
    });
    await knex.raw(
      `alter table user_exemptions add constraint user_exemptions_status_check check (status in (${quoted(EXEMPTION_STATUSES)}))`,
    );
    await knex.raw('create index user_exemptions_user on user_exemptions (user_id, request_date desc)');
    // The expiry sweep looks only at approved requests with an end.
    await knex.raw(
      "create index user_exemptions_expiring on user_exemptions (expiration_date) where status = 'approved'",
    );

    await knex.schema.createTable('exemption_notes', (t) => {
      t.uuid('id').primary();
      t.uuid('exemption_id').notNullable().references('id').inTable('user_exemptions').onDelete('CASCADE');
      t.uuid('author_user_id').notNullable();
      t.string('author_type', 20).notNullable();
      t.text('note_text').notNullable();
      t.boolean('is_internal').notNullable().defaultTo(false);
      // The author's username when the note was written; the read model's current one is preferred.
      t.string('author_username', 50).nullable();
      // The person behind the session: the administrator when one wrote while impersonating.
      t.uuid('created_by_user_id').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['exemption_id', 'created_at']);
    });
    await knex.raw(
      `alter table exemption_notes add constraint exemption_notes_author_type_check check (author_type in (${quoted(NOTE_AUTHOR_TYPES)}))`,
    );

    await knex.schema.createTable('exemption_attachments', (t) => {
      t.uuid('id').primary();
      t.uuid('exemption_id').notNullable().references('id').inTable('user_exemptions').onDelete('CASCADE');
      t.string('file_name', 255).notNullable();
      t.string('original_name', 255).notNullable();
      t.integer('file_size').notNullable();
      t.string('file_type', 255).notNullable();
      t.string('s3_key', 1024).notNullable().unique();
      t.string('s3_bucket', 255).notNullable();
      t.string('description', 500).nullable();
      t.uuid('uploaded_by_user_id').notNullable();
      t.timestamp('uploaded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['exemption_id', 'uploaded_at']);
    });
    await knex.raw(
      'alter table exemption_attachments add constraint exemption_attachments_size_check check (file_size >= 1)',
    );

    await knex.schema.createTable('users', (t) => {
      t.uuid('id').primary();
      t.string('username', 50).notNullable();
      t.string('first_name', 100).notNullable().defaultTo('');
      t.string('last_name', 100).notNullable().defaultTo('');
      t.string('email', 255).notNullable().defaultTo('');
      t.string('preferred_language', 5).notNullable().defaultTo('en');
      t.boolean('is_admin').notNullable().defaultTo(false);
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });

    await createBlobDeletionsTable(knex);
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('blob_deletions');
    await knex.schema.dropTableIfExists('users');
    await knex.schema.dropTableIfExists('exemption_attachments');
    await knex.schema.dropTableIfExists('exemption_notes');
    await knex.schema.dropTableIfExists('user_exemptions');
    await knex.schema.dropTableIfExists('exemption_types');
  },
};
