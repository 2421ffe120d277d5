import { exemptionTypeRecordedV1 } from '@tracker/contracts/events/exemption-type-recorded-v1';
import { on } from '@tracker/kit/messaging/inbox';
import { recordExemptionTypeCode } from '../store/exemptions.js';

/**
 * Learns the type code of an exemption decided before status changes carried it, so an approved
 * student exemption can meet a month by school. Only the code is stored: the event announces nothing.
 */
export const onExemptionTypeRecorded = on(exemptionTypeRecordedV1, async (event, trx) => {
  const { exemptionId, userId, exemptionTypeCode } = event.data;
  await recordExemptionTypeCode(trx, { id: exemptionId, userId, typeCode: exemptionTypeCode });
});
