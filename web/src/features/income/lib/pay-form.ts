// The pay form's checks, which need the contracts' calendar rules: the pages load this module when
// they first need it (see use-pay-checks.ts), so it and zod stay out of the pages' first download.
import type { IncomeValues } from '@tracker/contracts/http/income';
import { formatIsoDate, parseIsoDate } from '@tracker/contracts/rules/calendar';
import { entryDateMessage, entryDateProblem, entryWindow } from '@tracker/contracts/rules/entry-window';
import type { ZodType } from 'zod';
import { PAY_FIELDS, type PayField, type PayFieldErrors, type PayFormValues } from './pay-form-values';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The days a pay date may take as of `today` (`YYYY-MM-DD`): the date input's `min` and `max`. */
export function payDateBounds(today: string, reportingDay: number): { min: string; max: string } {
  const window = entryWindow(parseIsoDate(today), reportingDay);
  return { min: formatIsoDate(window.earliest), max: formatIsoDate(window.latest) };
}

export type PayFormCheck = { ok: true; values: IncomeValues } | { ok: false; errors: PayFieldErrors };

/**
 * The pay form's check before sending, the same as the server's: the contract's schema as of the
 * person's today (`incomeRequestAsOf`), then the entry window on the pay date, whose month must still
 * be open for reporting. One message per field, the first found, in English (shown translated).
 */
export function checkPayForm(
  values: PayFormValues,
  today: string,
  reportingDay: number,
  schema: ZodType<IncomeValues>,
): PayFormCheck {
  const errors: PayFieldErrors = {};
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PayField;
      if ((PAY_FIELDS as readonly string[]).includes(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!errors.payDate && ISO_DATE.test(values.payDate)) {
    const problem = entryDateProblem(parseIsoDate(values.payDate), parseIsoDate(today), reportingDay);
    if (problem) errors.payDate = entryDateMessage(problem);
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, values: parsed.data };
  return { ok: false, errors };
}
