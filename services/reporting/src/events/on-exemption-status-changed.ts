import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import { on } from '@tracker/kit/inbox';
import { upsertExemption } from '../store/exemptions.js';
import { isUserRemoved } from '../store/users.js';

/** Keeps the exemption's latest status and terms; an older change arriving late is ignored. */
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
      effectiveDate: data.effectiveDate,
      expirationDate: data.expirationDate,
      isPermanent: data.isPermanent,
    },
    new Date(event.occurredAt),
  );
});
