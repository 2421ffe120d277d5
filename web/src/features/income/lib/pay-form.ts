// The pay form's check against the contract's schema, which needs zod: the pages load this module
// when they first need it (see use-pay-checks.ts), so zod stays out of the pages' first download.
// The entry window on the pay date is the shared one (`lib/entry-window`), as on the activity forms.
import type { IncomeValues } from '@tracker/contracts/http/income';
import type { ZodType } from 'zod';
import { PAY_FIELDS, type PayField, type PayFieldErrors, type PayFormValues } from './pay-form-values';

export type PayFormCheck = { ok: true; values: IncomeValues } | { ok: false; errors: PayFieldErrors };

/**
 * The pay form's check before sending, the same as the server's: the contract's schema as of the
 * person's today (`incomeRequestAsOf`). One message per field, the first found, in English (shown
 * translated).
 */
export function checkPayForm(values: PayFormValues, schema: ZodType<IncomeValues>): PayFormCheck {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: PayFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PayField;
    if ((PAY_FIELDS as readonly string[]).includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
