import { exemptionRequestedV1 } from '@tracker/contracts/events/exemption-requested-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import { saveRequestedExemption } from '../store/queue-exemptions.js';

/** A new exemption request: it waits in the reviewers' queue. */
export function onExemptionRequested(): EventHandler {
  return on(exemptionRequestedV1, async (event, trx) => {
    const data = event.data;
    await saveRequestedExemption(trx, {
      exemptionId: data.exemptionId,
      userId: data.userId,
      typeName: data.exemptionTypeName,
      typeNameEs: data.exemptionTypeNameEs ?? null,
      status: 'requested',
      requestedAt: new Date(data.requestedAt),
      replyBy: null,
      changedAt: new Date(event.occurredAt),
    });
  });
}
