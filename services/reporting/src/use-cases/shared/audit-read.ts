import type { ReportingAuditAction } from '@tracker/contracts/http/admin-audit';
import { type AuditCaller } from '@tracker/contracts/rules/audit-accountability';
import { type AuditedRequest, auditCallerRead } from '@tracker/kit/messaging/audit-event';
import type { ReportingDeps } from '../../deps.js';

/** The producer this service's events name. */
export const PRODUCER = 'reporting';

/**
 * Who reads the figures, and from where. The figures are the session user's own, but for an
 * administrator's read of one person from the state's side; while an administrator impersonates
 * someone, `caller.actorId` names the administrator.
 */
export interface Reader {
  caller: AuditCaller;
  request: AuditedRequest;
}

/**
 * Audits a read of `subjectId`'s figures (the session user's own unless named) when an administrator
 * is accountable for it (the kit's `auditCallerRead`): one impersonating the person, or one reading
 * them from the state's side. It runs before the figures are handed over, so a read that could not be
 * audited does not happen. For anyone's read of their own figures it returns at once, without a
 * transaction or a query: the dashboard is the product's busiest call.
 */
export function auditRead(
  deps: ReportingDeps,
  reader: Reader,
  action: ReportingAuditAction,
  subjectId: string = reader.caller.userId,
): Promise<void> {
  return auditCallerRead(
    { producer: PRODUCER, now: () => deps.now(), db: deps.db, nudgeOutbox: () => deps.nudgeOutbox() },
    reader.caller,
    { subjectId, action, resourceId: null },
    reader.request,
  );
}
