import { auditRecordedV1 } from '@tracker/contracts/events/audit-recorded-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import { appendReportedAudit } from '../store/audit-log.js';

/** Keeps another service's audited action in the trail, so the whole trail is in one place. */
export function onAuditRecorded(): EventHandler {
  return on(auditRecordedV1, async (event, trx) => {
    const { data } = event;
    await appendReportedAudit(trx, {
      eventId: event.id,
      producer: event.producer,
      actorId: data.actorId,
      subjectId: data.subjectId,
      action: data.action,
      resourceId: data.resourceId,
      changes: data.changes,
      reason: data.reason,
      ip: data.ip,
      userAgent: data.userAgent,
      occurredAt: data.occurredAt,
    });
  });
}
