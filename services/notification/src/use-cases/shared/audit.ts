import type { NotificationAuditAction } from '@tracker/contracts/http/admin-audit';
import { accountableAdministrator, type AuditCaller } from '@tracker/contracts/rules/audit-accountability';
import {
  type AuditedRequest,
  type AuditReadDeps,
  auditCallerAccess,
  auditCallerRead,
} from '@tracker/kit/messaging/audit-event';
import type { Knex } from 'knex';
import type { NotificationDeps } from '../../deps.js';
import { PRODUCER } from '../../store/events.js';

/**
 * The signed-in person acting on their own notifications and feedback, and where from. While an
 * administrator impersonates them, `caller.actorId` names the administrator the audit trail holds
 * accountable.
 */
export interface Acting {
  caller: AuditCaller;
  request: AuditedRequest;
}

type AuditingDeps = Pick<NotificationDeps, 'db' | 'now' | 'nudgeOutbox'>;

function auditDepsOf(deps: AuditingDeps): AuditReadDeps {
  return { producer: PRODUCER, now: () => deps.now(), db: deps.db, nudgeOutbox: () => deps.nudgeOutbox() };
}

/**
 * Records an administrator's read of the person's records, before they are read: a read that cannot
 * be audited does not happen. Nothing is written for an enrollee's own read.
 */
export function auditRead(
  deps: AuditingDeps,
  acting: Acting,
  action: NotificationAuditAction,
): Promise<void> {
  return auditCallerRead(
    auditDepsOf(deps),
    acting.caller,
    { subjectId: acting.caller.userId, action, resourceId: null },
    acting.request,
  );
}

/**
 * Runs `write` on the person's records. When an administrator is accountable for it (the kit's rule:
 * one impersonating the person), the write and its audit record commit together or not at all; an
 * enrollee's own write runs as it is, without a transaction around it.
 */
export async function auditedWrite<T>(
  deps: AuditingDeps,
  acting: Acting,
  access: { action: NotificationAuditAction; resourceId: string | null },
  write: (db: Knex) => Promise<T>,
): Promise<T> {
  const { caller } = acting;
  if (accountableAdministrator(caller) === undefined) return write(deps.db.knex);
  const result = await deps.db.knex.transaction(async (trx) => {
    const written = await write(trx);
    await auditCallerAccess(
      trx,
      auditDepsOf(deps),
      caller,
      { subjectId: caller.userId, ...access },
      acting.request,
    );
    return written;
  });
  deps.nudgeOutbox();
  return result;
}
