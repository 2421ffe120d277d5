import type { RequestVerificationRequest } from '@tracker/contracts/http/verifications';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { lazyZodResolver } from '../../../lib/forms';
import type { CreateValues } from './create-values';

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
