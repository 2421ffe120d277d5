import type { VerificationReason } from '@tracker/contracts/http/verification-values';

// The create form's values and the call's body they make, apart from the form's checks so the lazily
// loaded schema can use them without importing the form back.

/** The create form as typed: every field text, the months in one line. */
export interface CreateValues {
  medicaidId: string;
  userId: string;
  reason: VerificationReason | '';
  months: string;
  asOf: string;
  dueDate: string;
}

export const EMPTY_CREATE_VALUES: CreateValues = {
  medicaidId: '',
  userId: '',
  reason: '',
  months: '',
  asOf: '',
  dueDate: '',
};

/** The form's fields in the order it shows them, for the error summary and the server's field errors. */
export const CREATE_FIELDS = ['medicaidId', 'userId', 'reason', 'months', 'asOf', 'dueDate'] as const;

/** Months typed in one line, separated by spaces, commas or semicolons; none when left blank. */
export function monthsOf(text: string): string[] | undefined {
  const months = text.split(/[\s,;]+/).filter(Boolean);
  return months.length > 0 ? months : undefined;
}

/** The call's body for the form's values: the months as a list, the blank fields left out by the contract. */
export function createRequestOf(values: CreateValues): unknown {
  return { ...values, reason: values.reason || undefined, months: monthsOf(values.months) };
}
