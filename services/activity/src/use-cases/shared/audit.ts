import type { ActivityAuditAction, IncomeAuditAction } from '@tracker/contracts/http/admin-audit';
import { serviceAudit } from '@tracker/kit/messaging/audit-event';
import { PRODUCER } from '../../store/events.js';

// Recording what an administrator read or changed. Whether the caller may do it at all is decided
// apart, before anything here runs.

/** What this service audits: administrators' access to activities and to pay records. */
export type ServiceAuditAction = ActivityAuditAction | IncomeAuditAction;

const audit = serviceAudit<ServiceAuditAction>(PRODUCER);

/** Records an administrator's change to someone's records inside the caller's transaction. */
export const auditWrite = audit.write;

/** Audits a read that changes nothing, before the records are handed over. */
export const auditRead = audit.read;
