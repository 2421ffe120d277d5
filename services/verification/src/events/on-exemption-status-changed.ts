import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import { saveExemptionStatus } from '../store/queue-exemptions.js';

/** A decision, a request for information, or the person's answer: the queue shows the request's new status. */
export function onExemptionStatusChanged(): EventHandler {
  return on(exemptionStatusChangedV1, async (event, trx) => {
    const data = event.data;
    await saveExemptionStatus(trx, {
      exemptionId: data.exemptionId,
      userId: data.userId,
      typeName: data.exemptionTypeName,
      typeNameEs: data.exemptionTypeNameEs ?? null,
      status: data.to,
      requestedAt: new Date(event.occurredAt),
      replyBy: data.to === 'waiting_on_enrollee' ? (data.replyBy ?? null) : null,
      changedAt: new Date(event.occurredAt),
    });
  });
}
