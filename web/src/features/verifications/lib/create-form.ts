import type { RequestVerificationRequest, VerificationReason } from '@tracker/contracts/http/verifications';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { lazyZodResolver } from '../../../lib/forms';

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

// The schema (and zod) come when the form is first checked, not with the page.
const contractResolver = lazyZodResolver<CreateValues, RequestVerificationRequest>(() =>
  import('./create-form-schema').then((m) => m.createFormSchema),
);

/**
 * The contract's resolver with the months' problems on the one field that holds them: a bad month
 * of the list is an error of `months.<n>`, which the form shows as the field's.
 */
export const createResolver: Resolver<CreateValues, unknown, RequestVerificationRequest> = async (
  values,
  context,
  options,
) => {
  const result = await contractResolver(values, context, options);
  const errors = result.errors as FieldErrors<CreateValues> & { months?: unknown };
  const months = errors.months;
  if (months && typeof months === 'object' && !('message' in months && months.message)) {
    const first = Object.values(months as unknown as Record<string, FieldError | undefined>).find(
      (item) => item?.message,
    );
    if (first) errors.months = { type: first.type, message: first.message };
  }
  return result;
};
