import type { ActivitySource } from '@tracker/contracts/constants/activities';
import {
  centsToDollars,
  type IncomeAttachment,
  type IncomeRecord as IncomeResponse,
  type IncomeValues,
} from '@tracker/contracts/http/income';
import { attachmentDetails, type RecordAttachment } from './record-attachment.js';

/** A pay record as stored; its dates are calendar days, `YYYY-MM-DD`, the amount whole cents. */
export interface IncomeRecord extends IncomeValues {
  id: string;
  userId: string;
  source: ActivitySource;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields of `IncomeValues`, in the order the audit trail lists those an edit changed. */
export const INCOME_VALUE_FIELDS = [
  'employer',
  'grossAmountCents',
  'payDate',
  'periodStart',
  'periodEnd',
  'hoursWorked',
] as const satisfies ReadonlyArray<keyof IncomeValues>;

/** The values of a stored record, as an edit compares and an `income.updated` event reports them. */
export function valuesOf(record: IncomeRecord): IncomeValues {
  return {
    employer: record.employer,
    grossAmountCents: record.grossAmountCents,
    payDate: record.payDate,
    periodStart: record.periodStart,
    periodEnd: record.periodEnd,
    hoursWorked: record.hoursWorked,
  };
}

export function toIncomeAttachmentResponse(attachment: RecordAttachment): IncomeAttachment {
  return { id: attachment.id, incomeId: attachment.recordId, ...attachmentDetails(attachment) };
}

export function toIncomeResponse(
  record: IncomeRecord,
  attachments: readonly RecordAttachment[],
): IncomeResponse {
  return {
    id: record.id,
    userId: record.userId,
    employer: record.employer,
    grossAmount: centsToDollars(record.grossAmountCents),
    grossAmountCents: record.grossAmountCents,
    payDate: record.payDate,
    periodStart: record.periodStart,
    periodEnd: record.periodEnd,
    hoursWorked: record.hoursWorked,
    source: record.source,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    attachments: attachments.map(toIncomeAttachmentResponse),
  };
}
