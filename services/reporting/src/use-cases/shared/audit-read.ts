import type { ReportingAuditAction } from '@tracker/contracts/http/admin-audit';
import { type AuditCaller, type AuditedRequest, auditCallerRead } from '@tracker/kit/audit-event';
import type { ReportingDeps } from '../../deps.js';

/** The producer this service's events name. */
export const PRODUCER = 'reporting';

/**
 * Who reads the figures, and from where. The figures are always the session user's own; while an
 * administrator impersonates them, `caller.actorId` names the administrator.
 */
export interface Reader {
  caller: AuditCaller;
  request: AuditedRequest;
}

/**
 * Audits a read of the session user's figures made while an administrator impersonates them (the
 * kit's `auditCallerRead`), before the figures are handed over, so a read that could not be audited
 * does not happen. For anyone's read of their own figures it returns at once, without a transaction
 * or a query: the dashboard is the product's busiest call.
 */
export function auditRead(deps: ReportingDeps, reader: Reader, action: ReportingAuditAction): Promise<void> {
  return auditCallerRead(
    { producer: PRODUCER, now: () => deps.now(), db: deps.db, nudgeOutbox: () => deps.nudgeOutbox() },
    reader.caller,
    { subjectId: reader.caller.userId, action, resourceId: null },
    reader.request,
  );
}
