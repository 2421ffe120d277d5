import type { ExemptionAuditAction } from '@tracker/contracts/http/admin-audit';
import { serviceAudit } from '@tracker/kit/messaging/audit-event';
import { PRODUCER } from '../../store/events.js';

// Recording what an administrator read or changed. Whether the caller may do it at all is decided
// apart, in `access.ts`, before anything here runs.

const audit = serviceAudit<ExemptionAuditAction>(PRODUCER);

/** Records an administrator's change to someone's exemption records inside the caller's transaction. */
export const auditWrite = audit.write;

/** Audits a read that changes nothing, before the records are handed over. */
export const auditRead = audit.read;

/** What the kit's audit recording needs of this service, for a read of many people's records. */
export const auditDepsOf = audit.depsOf;
