import type { Migration } from '@tracker/kit/data/db';

/**
 * The audit trail also holds what the other services report (`audit.recorded`): the record read and
 * the browser it was read from. Indexes serve the administrator's screen, newest first, by actor,
 * subject (there already) or action. Truncating is refused like deleting, since a statement-level
 * TRUNCATE passes by row triggers.
 */
export const auditTrailMigration: Migration = {
  name: '003-audit-trail',
  async up(knex) {
    await knex.schema.alterTable('audit_log', (t) => {
      t.uuid('resource_id').nullable();
      t.string('user_agent', 500).nullable();
    });
    await knex.raw('create index audit_log_created on audit_log (created_at desc, id desc)');
    await knex.raw('create index audit_log_actor_created on audit_log (actor_id, created_at desc)');
    await knex.raw('create index audit_log_action_created on audit_log (action, created_at desc)');
    await knex.raw(
      'create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_refuse_change()',
    );
  },
  async down(knex) {
    await knex.raw('drop trigger if exists audit_log_no_truncate on audit_log');
    await knex.raw('drop index if exists audit_log_action_created');
    await knex.raw('drop index if exists audit_log_actor_created');
    await knex.raw('drop index if exists audit_log_created');
    await knex.schema.alterTable('audit_log', (t) => {
      t.dropColumn('user_agent');
      t.dropColumn('resource_id');
    });
  },
};
