import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** What administrators and account owners did that someone may later need to account for. */
export type AuditAction =
  | 'admin.granted'
  | 'admin.revoked'
  | 'user.deleted'
  | 'account.deleted'
  | 'impersonation.started'
  | 'impersonation.stopped'
  | 'verification.resent'
  | 'profile.viewed'
  | 'login-history.viewed';

export interface AuditEntry {
  actorId: string | null;
  subjectId: string | null;
  action: AuditAction;
  detail?: Record<string, unknown>;
  ip: string | null;
}

/** Appends one row; the table refuses updates and deletes. */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db('audit_log').insert({
    id: randomUUID(),
    actor_id: entry.actorId,
    subject_id: entry.subjectId,
    action: entry.action,
    detail: JSON.stringify(entry.detail ?? {}),
    ip: entry.ip,
  });
}
