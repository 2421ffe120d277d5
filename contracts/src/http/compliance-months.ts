import { z } from 'zod';
import { LANGUAGES } from '../constants/accounts.js';
import { monthDetermination } from './determinations.js';
import { blankAsUndefined } from './fields.js';
import { sentencesQuery } from './reports.js';

// GET /api/compliance/months?from=YYYY-MM&to=YYYY-MM&timezone=&language= : the signed-in person's determination
// of each month from `from` to `to`, with its reasons and sentences.

/** The most months one call judges. */
export const COMPLIANCE_MONTHS_MAX = 12;

export const MONTH_FORMAT_MESSAGE = 'Please give the month as YYYY-MM';
export const MONTH_YEAR_MESSAGE = 'Year is out of range';
export const MONTHS_ORDER_MESSAGE = 'The last month cannot be before the first';
export const MONTHS_SPAN_MESSAGE = `Ask for at most ${COMPLIANCE_MONTHS_MAX} months at a time`;

function monthField(requiredMessage: string) {
  return z.preprocess(
    blankAsUndefined,
    z
      .string({ error: (issue) => (issue.input === undefined ? requiredMessage : MONTH_FORMAT_MESSAGE) })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: MONTH_FORMAT_MESSAGE, abort: true })
      .refine((text) => {
        const year = Number(text.slice(0, 4));
        return year >= 2000 && year <= 2100;
      }, MONTH_YEAR_MESSAGE)
      .transform((text) => ({ year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) })),
  );
}

const monthCount = (from: { year: number; month: number }, to: { year: number; month: number }) =>
  (to.year - from.year) * 12 + (to.month - from.month) + 1;

/** Both months as `YYYY-MM`, the first not after the last, at most `COMPLIANCE_MONTHS_MAX` of them. */
export const getComplianceMonthsRequest = sentencesQuery
  .extend({
    from: monthField('The first month is required'),
    to: monthField('The last month is required'),
  })
  .superRefine(({ from, to }, ctx) => {
    const count = monthCount(from, to);
    if (count < 1) ctx.addIssue({ code: 'custom', message: MONTHS_ORDER_MESSAGE, path: ['to'] });
    else if (count > COMPLIANCE_MONTHS_MAX) {
      ctx.addIssue({ code: 'custom', message: MONTHS_SPAN_MESSAGE, path: ['to'] });
    }
  });
export type GetComplianceMonthsRequest = z.infer<typeof getComplianceMonthsRequest>;

/** Each month's determination, oldest first, its sentences in `language` (the one asked for, else the person's). */
export const getComplianceMonthsResponse = z.object({
  language: z.enum(LANGUAGES),
  months: z.array(monthDetermination).max(COMPLIANCE_MONTHS_MAX),
});
export type GetComplianceMonthsResponse = z.infer<typeof getComplianceMonthsResponse>;

// GET /api/admin/user/:id/compliance?timezone=&language= : for administrators, one person's
// determination of the current month (in `timezone`, else the configured default), the same one the
// person's own calls give; every read is audited. An id reporting does not know (or not an id) is 404.
export const getUserComplianceRequest = sentencesQuery;
export type GetUserComplianceRequest = z.infer<typeof getUserComplianceRequest>;

/** The current month's determination whole, its sentences in `language` (the one asked for, else the person's). */
export const getUserComplianceResponse = monthDetermination.extend({ language: z.enum(LANGUAGES) });
export type GetUserComplianceResponse = z.infer<typeof getUserComplianceResponse>;
