import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import { on } from '@tracker/kit/messaging/inbox';
import { upsertExemption } from '../store/exemptions.js';
import { isUserRemoved } from '../store/users.js';

/** Keeps the exemption's latest status, type and terms; an older change arriving late is ignored. */
export const onExemptionStatusChanged = on(exemptionStatusChangedV1, async (event, trx) => {
  const data = event.data;
  if (await isUserRemoved(trx, data.userId)) return;
  await upsertExemption(
    trx,
    {
      id: data.exemptionId,
      userId: data.userId,
      status: data.to,
      typeName: data.exemptionTypeName,
      // Absent in events recorded before the producer sent it: no code is known then.
      typeCode: data.exemptionTypeCode ?? null,
      effectiveDate: data.effectiveDate,
      expirationDate: data.expirationDate,
      isPermanent: data.isPermanent,
    },
    new Date(event.occurredAt),
  );
});
