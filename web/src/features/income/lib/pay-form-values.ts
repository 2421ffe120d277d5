import type { IncomeRecord } from '@tracker/contracts/http/income';

/** What the pay forms hold: every input's text, checked on submit. */
export interface PayFormValues {
  employer: string;
  grossAmount: string;
  payDate: string;
  periodStart: string;
  periodEnd: string;
  hoursWorked: string;
  /** State staff's reason for a late entry; asked for, and sent, only for a date in a closed month. */
  lateEntryReason: string;
}

/** The fields in the order the form shows them; the server names its field errors the same. */
export const PAY_FIELDS = [
  'employer',
  'grossAmount',
  'payDate',
  'periodStart',
  'periodEnd',
  'hoursWorked',
] as const;
export type PayField = (typeof PAY_FIELDS)[number];

/** Every field the server may name in its field errors: the record's, and state staff's reason. */
export const PAY_ERROR_FIELDS = [...PAY_FIELDS, 'lateEntryReason'] as const;
export type PayErrorField = (typeof PAY_ERROR_FIELDS)[number];

export type PayFieldErrors = Partial<Record<PayField, string>>;

/** A new record: paid today, nothing else filled in. */
export function emptyPayForm(today: string): PayFormValues {
  return {
    employer: '',
    grossAmount: '',
    payDate: today,
    periodStart: '',
    periodEnd: '',
    hoursWorked: '',
    lateEntryReason: '',
  };
}

/** A record's values as the edit form starts from them. */
export function payFormOf(record: IncomeRecord): PayFormValues {
  return {
    employer: record.employer,
    grossAmount: record.grossAmount,
    payDate: record.payDate,
    periodStart: record.periodStart,
    periodEnd: record.periodEnd,
    hoursWorked: record.hoursWorked === null ? '' : String(record.hoursWorked),
    lateEntryReason: '',
  };
}
