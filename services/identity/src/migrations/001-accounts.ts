import type { Migration } from '@tracker/kit/data/db';

/** Users, one-time tokens, login records and the append-only audit log. */
export const accountsMigration: Migration = {
  name: '001-accounts',
  async up(knex) {
    await knex.schema.createTable('users', (t) => {
      t.uuid('id').primary();
      t.string('username', 50).notNullable();
      t.text('password_hash').notNullable();
      t.string('email', 254).notNullable();
      t.string('pending_email', 254).nullable();
      t.string('first_name', 100).notNullable().defaultTo('');
      t.string('last_name', 100).notNullable().defaultTo('');
      t.string('address', 255).nullable();
      t.string('city', 100).nullable();
      t.string('state', 2).nullable();
      t.string('zip_code', 10).nullable();
      t.string('medicaid_state', 2).nullable();
      t.string('medicaid_id', 50).nullable();
      t.date('medicaid_start_date').nullable();
      t.date('medicaid_enrolled_through_date').nullable();
      t.string('cell_number', 15).nullable();
      t.date('birthdate').nullable();
      t.string('enrollment_status', 50).notNullable().defaultTo('Adult');
      t.string('preferred_language', 2).notNullable().defaultTo('en');
      // Wider than numeric(4,2): a state may require up to 744 hours (every hour of a month).
      t.decimal('required_monthly_hours', 5, 2).notNullable().defaultTo(20);
      t.boolean('is_admin').notNullable().defaultTo(false);
      t.boolean('email_verified').notNullable().defaultTo(false);
      t.text('profile_image_url').nullable();
      t.string('oauth_provider', 50).nullable();
      t.string('oauth_id', 255).nullable();
      t.timestamp('last_login_at', { useTz: true }).nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw('create unique index users_username_lower_unique on users (lower(username))');
    await knex.raw('create unique index users_email_lower_unique on users (lower(email))');
    await knex.raw(
      'create index users_pending_email_lower on users (lower(pending_email)) where pending_email is not null',
    );

    await knex.schema.createTable('tokens', (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.string('kind', 10).notNullable();
      t.string('token_hash', 64).notNullable().unique();
      // The address a verification link was sent to: the current e-mail, or a pending new one.
      t.string('email', 254).notNullable();
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('used_at', { useTz: true }).nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['user_id', 'kind']);
    });
    await knex.raw("alter table tokens add constraint tokens_kind_check check (kind in ('verify', 'reset'))");

    await knex.schema.createTable('login_records', (t) => {
      t.uuid('id').primary();
      // Null for attempts on an account that does not exist.
      t.uuid('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
      t.string('ip_address', 64).nullable();
      t.text('user_agent').nullable();
      t.string('browser', 100).nullable();
      t.string('browser_version', 50).nullable();
      t.string('operating_system', 100).nullable();
      t.string('device', 50).nullable();
      t.string('country', 100).nullable();
      t.string('city', 100).nullable();
      t.string('timezone', 64).nullable();
      t.string('login_method', 20).notNullable().defaultTo('username');
      t.string('session_id', 128).nullable();
      t.boolean('successful').notNullable().defaultTo(true);
      t.string('failure_reason', 200).nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw('create index login_records_user_created on login_records (user_id, created_at desc)');

    await knex.schema.createTable('audit_log', (t) => {
      t.uuid('id').primary();
      // No foreign keys: the trail outlives the accounts it names.
      t.uuid('actor_id').nullable();
      t.uuid('subject_id').nullable();
      t.string('action', 100).notNullable();
      t.jsonb('detail').notNullable().defaultTo('{}');
      t.string('ip', 64).nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['subject_id', 'created_at']);
    });
    await knex.raw(`
      create function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only';
      end
      $$`);
    await knex.raw(
      'create trigger audit_log_append_only before update or delete on audit_log for each row execute function audit_log_refuse_change()',
    );
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('audit_log');
    await knex.raw('drop function if exists audit_log_refuse_change()');
    await knex.schema.dropTableIfExists('login_records');
    await knex.schema.dropTableIfExists('tokens');
    await knex.schema.dropTableIfExists('users');
  },
};
