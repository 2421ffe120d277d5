import type { ExemptionAuditAction } from '@tracker/contracts/http/admin-audit';
import { type AuditReadDeps, auditCallerAccess, auditCallerRead } from '@tracker/kit/messaging/audit-event';
import type { Knex } from 'knex';
import type { Caller } from '../../domain/access.js';
import type { ExemptionDeps, RequestContext } from '../../deps.js';
import { PRODUCER } from '../../store/events.js';

// Recording what an administrator read or changed. Whether the caller may do it at all is decided
// apart, in `access.ts`, before anything here runs.

/** A change to `ownerId`'s records, as the audit trail keeps it. */
export interface AuditedWrite {
  ownerId: string;
  action: ExemptionAuditAction;
  resourceId: string;
  /** The names of the fields the change set (none for a delete). */
  changes: readonly string[];
}

/**
 * Records the audit event of an administrator's change to someone's records inside `trx`, when an
 * administrator is accountable for it (the kit's `accountableAdministrator`). Returns whether it
 * recorded one, so the caller knows to wake the relay after the commit.
 */
export function auditWrite(
  trx: Knex.Transaction,
  deps: Pick<ExemptionDeps, 'now'>,
  caller: Caller,
  write: AuditedWrite,
  ctx: RequestContext,
): Promise<boolean> {
  const { ownerId, ...access } = write;
  return auditCallerAccess(
    trx,
    { producer: PRODUCER, now: () => deps.now() },
    caller,
    { subjectId: ownerId, ...access },
    ctx,
  );
}

/**
 * Audits a read that changes nothing, in a transaction of its own. Runs before the records are
 * handed over, so a read that could not be audited does not happen.
 */
export function auditRead(
  deps: ExemptionDeps,
  caller: Caller,
  ownerId: string,
  action: ExemptionAuditAction,
  ctx: RequestContext,
  resourceId: string | null = null,
): Promise<void> {
  return auditCallerRead(auditDepsOf(deps), caller, { subjectId: ownerId, action, resourceId }, ctx);
}

/** What the kit's audit recording needs of this service. */
export function auditDepsOf(deps: Pick<ExemptionDeps, 'now' | 'db' | 'nudgeOutbox'>): AuditReadDeps {
  return { producer: PRODUCER, now: () => deps.now(), db: deps.db, nudgeOutbox: () => deps.nudgeOutbox() };
}
