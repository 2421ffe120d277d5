import { z } from 'zod';
import {
  INCOME_EMPLOYER_MAX_LENGTH,
  INCOME_GROSS_AMOUNT_MAX_CENTS,
  INCOME_HOURS_WORKED_MAX,
  INCOME_HOURS_WORKED_MIN,
  INCOME_HOURS_WORKED_STEP,
  INCOME_PAGE_DEFAULT,
  INCOME_PAGE_MAX,
} from '../constants/income.js';
import { activitySource, attachmentUploadError } from './activities.js';
import {
  blankAsUndefined,
  downloadLink,
  entityId,
  idParams,
  isoDate,
  noContent,
  requiredDate,
  requiredText,
  timestamp,
} from './fields.js';
import { timeZoneQuery } from './reports.js';
import { ENTRY_DATE_IN_FUTURE_MESSAGE } from '../rules/entry-window.js';

// Calls of `/api/income/**` and `/api/admin/user/:id/income`: pay an enrollee reports, since under the
// federal rule a month is also met by enough income. Amounts travel as dollars with cents ("620.00")
// and are kept as whole cents, so no sum is ever off by a fraction of a cent.

// Money

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Whole cents (zero or more) as the API writes an amount: dollars, a point, two digits (`62000` → `"620.00"`). */
export function centsToDollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Cents as people read an amount: `$100,000.00`. */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

export const GROSS_AMOUNT_REQUIRED_MESSAGE = 'Gross amount is required';
export const GROSS_AMOUNT_INVALID_MESSAGE = 'Please enter the gross amount in dollars and cents, like 620.00';
export const GROSS_AMOUNT_NOT_POSITIVE_MESSAGE = 'Gross amount must be more than $0.00';
export const GROSS_AMOUNT_DECIMALS_MESSAGE = 'Gross amount cannot have more than 2 decimal places';
export const GROSS_AMOUNT_TOO_LARGE_MESSAGE = `Gross amount cannot be more than ${formatUsd(
  INCOME_GROSS_AMOUNT_MAX_CENTS,
)} for one pay record`;

/** What reading an amount gave: its cents, or why it is not one. */
export type AmountReading = { ok: true; cents: number } | { ok: false; message: string };

// An optional minus (to say why a negative is refused rather than call it unreadable), an optional
// dollar sign, whole dollars with or without thousands commas, and an optional fraction.
const AMOUNT_TEXT = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

// More whole digits than this is far above any maximum, and beyond what a number holds exactly.
const MAX_WHOLE_DIGITS = 12;

/**
 * Reads a gross amount as a person types it (`620`, `620.5`, `$1,234.56`) or as a JSON number, into
 * whole cents. Besides what is not an amount at all, it refuses what no pay record may hold: zero or
 * less, fractions of a cent, more than `INCOME_GROSS_AMOUNT_MAX_CENTS`, each with its own message.
 */
export function readGrossAmount(value: string | number): AmountReading {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return { ok: false, message: GROSS_AMOUNT_INVALID_MESSAGE };
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = AMOUNT_TEXT.exec(text);
  const whole = match?.[2]?.replace(/,/g, '') ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === ''))
    return { ok: false, message: GROSS_AMOUNT_INVALID_MESSAGE };
  const digits = whole.replace(/^0+/, '');
  const isZero = digits === '' && /^0*$/.test(fraction);
  if (match[1] === '-' || isZero) return { ok: false, message: GROSS_AMOUNT_NOT_POSITIVE_MESSAGE };
  if (fraction.length > 2) return { ok: false, message: GROSS_AMOUNT_DECIMALS_MESSAGE };
  if (digits.length > MAX_WHOLE_DIGITS) return { ok: false, message: GROSS_AMOUNT_TOO_LARGE_MESSAGE };
  const cents = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > INCOME_GROSS_AMOUNT_MAX_CENTS) return { ok: false, message: GROSS_AMOUNT_TOO_LARGE_MESSAGE };
  return { ok: true, cents };
}

/** A gross amount from a form or JSON, as whole cents. */
const grossAmountInput = z.preprocess(
  blankAsUndefined,
  z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined ? GROSS_AMOUNT_REQUIRED_MESSAGE : GROSS_AMOUNT_INVALID_MESSAGE,
    })
    .transform((value, ctx) => {
      const reading = readGrossAmount(value);
      if (reading.ok) return reading.cents;
      ctx.addIssue({ code: 'custom', message: reading.message, input: value });
      return z.NEVER;
    }),
);

/** Gross pay as stored and reported: whole cents, above zero, at most the maximum. */
export const grossAmountCentsValue = z.number().int().positive().max(INCOME_GROSS_AMOUNT_MAX_CENTS);

// Hours worked

const hoursWorkedInvalid = 'Please enter a valid number of hours worked';

/**
 * Hours worked in the pay period, as the paystub shows them: optional, in quarter hours. Left out,
 * blank or null means the paystub does not say.
 */
const hoursWorkedInput = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return value;
    return value.trim() === '' ? null : Number(value.trim());
  },
  z
    .number({ error: hoursWorkedInvalid })
    .min(INCOME_HOURS_WORKED_MIN, `Hours worked must be at least ${INCOME_HOURS_WORKED_MIN}`)
    .max(INCOME_HOURS_WORKED_MAX, `Hours worked cannot be more than ${INCOME_HOURS_WORKED_MAX}`)
    .multipleOf(INCOME_HOURS_WORKED_STEP, 'Hours worked must be in quarter hours, like 7.25 or 7.5')
    .nullable(),
);

/** Hours worked as stored and reported; null when the paystub does not say. */
export const hoursWorkedValue = z
  .number()
  .min(INCOME_HOURS_WORKED_MIN)
  .max(INCOME_HOURS_WORKED_MAX)
  .multipleOf(INCOME_HOURS_WORKED_STEP)
  .nullable();

// The record

export const incomeAttachment = z.object({
  id: entityId,
  incomeId: entityId,
  /** Name under which the file is stored. */
  fileName: z.string(),
  /** Name the file had on the user's device. */
  originalName: z.string(),
  fileSize: z.number().int().nonnegative(),
  fileType: z.string(),
  uploadedAt: timestamp,
  uploadedBy: entityId.nullable(),
});
export type IncomeAttachment = z.infer<typeof incomeAttachment>;

/** One paycheque: who paid, how much before deductions, when, and for which days of work. */
export const incomeRecord = z.object({
  id: entityId,
  userId: entityId,
  employer: z.string(),
  /** Dollars and cents, `"620.00"`: the same amount as `grossAmountCents`, for display. */
  grossAmount: z.string().regex(/^\d+\.\d{2}$/),
  grossAmountCents: grossAmountCentsValue,
  payDate: isoDate,
  periodStart: isoDate,
  periodEnd: isoDate,
  hoursWorked: hoursWorkedValue,
  source: activitySource,
  createdAt: timestamp,
  updatedAt: timestamp,
  attachments: z.array(incomeAttachment),
});
export type IncomeRecord = z.infer<typeof incomeRecord>;

/**
 * The entry window's own words (`rules/entry-window`), so a pay record and an activity dated after
 * today are refused alike; the server also refuses a pay date in a closed month by that rule.
 */
export const PAY_DATE_IN_FUTURE_MESSAGE = ENTRY_DATE_IN_FUTURE_MESSAGE;
export const PERIOD_START_AFTER_END_MESSAGE = 'The pay period cannot start after it ends';
export const PERIOD_END_AFTER_PAY_DATE_MESSAGE = 'The pay period must end on or before the pay date';

const incomeFields = z.object({
  employer: requiredText('Employer is required', {
    length: INCOME_EMPLOYER_MAX_LENGTH,
    message: `Employer must be ${INCOME_EMPLOYER_MAX_LENGTH} characters or less`,
  }),
  grossAmount: grossAmountInput,
  payDate: requiredDate('Pay date is required'),
  periodStart: requiredDate('Pay period start is required'),
  periodEnd: requiredDate('Pay period end is required'),
  hoursWorked: hoursWorkedInput,
});

/** The values of a pay record as a create or an edit gives them, the amount in cents. */
export interface IncomeValues {
  employer: string;
  grossAmountCents: number;
  payDate: string;
  periodStart: string;
  periodEnd: string;
  hoursWorked: number | null;
}

function validDate(value: string): string | undefined {
  return isoDate.safeParse(value).success ? value : undefined;
}

/**
 * The request schema; with `today` (the enrollee's date, `YYYY-MM-DD`) it also refuses a pay date
 * after it. Dates compare as text, which orders `YYYY-MM-DD` like the calendar.
 */
function incomeRequestSchema(today?: string) {
  return incomeFields
    .superRefine((values, ctx) => {
      // A date refused on its own (`2026-02-30`) still reaches this check: compare valid dates only.
      const [start, end, paid] = [values.periodStart, values.periodEnd, values.payDate].map(validDate);
      if (start && end && start > end) {
        ctx.addIssue({ code: 'custom', path: ['periodStart'], message: PERIOD_START_AFTER_END_MESSAGE });
      }
      if (end && paid && end > paid) {
        ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: PERIOD_END_AFTER_PAY_DATE_MESSAGE });
      }
      if (today !== undefined && paid && paid > today) {
        ctx.addIssue({ code: 'custom', path: ['payDate'], message: PAY_DATE_IN_FUTURE_MESSAGE });
      }
    })
    .transform((values): IncomeValues => ({
      employer: values.employer,
      grossAmountCents: values.grossAmount,
      payDate: values.payDate,
      periodStart: values.periodStart,
      periodEnd: values.periodEnd,
      hoursWorked: values.hoursWorked,
    }));
}

/**
 * A create or edit checked as of `today` in the enrollee's time zone: everything the request schema
 * checks, and a pay date no later than today. The server passes its today; a form passes the
 * browser's, so both say the same.
 */
export function incomeRequestAsOf(today: string) {
  return incomeRequestSchema(today);
}

// GET /api/income?limit=&before=
const limitMessage = `Limit must be a whole number from 1 to ${INCOME_PAGE_MAX}`;
/**
 * One page of the caller's pay records, newest pay date first. The answer is the list itself; the
 * `X-Total-Count` header holds how many there are, and a `Link` header with `rel="next"` names the
 * next page while there is one (`before` is its opaque cursor).
 */
export const listIncomeRequest = z.object({
  limit: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(INCOME_PAGE_MAX, limitMessage)
      .default(INCOME_PAGE_DEFAULT),
  ),
  before: z.preprocess(blankAsUndefined, z.string().max(200, 'Invalid page cursor').optional()),
});
export type ListIncomeRequest = z.infer<typeof listIncomeRequest>;
export const listIncomeResponse = z.array(incomeRecord);
export type ListIncomeResponse = z.infer<typeof listIncomeResponse>;

// GET /api/income/:id
export const getIncomeRequest = idParams;
export const getIncomeResponse = incomeRecord;

/**
 * Query of the calls that date a record: the enrollee's time zone, which decides what "today" is for
 * the pay date; without it, the server's default zone.
 */
export const incomeWriteQuery = timeZoneQuery;
export type IncomeWriteQuery = z.infer<typeof incomeWriteQuery>;

// POST /api/income?timezone= (multipart: the fields below and an optional `file`, the paystub; or JSON;
// `lateEntryReason` of the activity calls for state staff writing into a closed month). The pay date
// must lie in the entry window (`rules/entry-window`).
export const reportIncomeRequest = incomeRequestSchema();
export type ReportIncomeRequest = z.input<typeof reportIncomeRequest>;
export const reportIncomeResponse = incomeRecord;

// PATCH /api/income/:id?timezone= (JSON, or multipart with an optional `file`: every field as in a
// create, so an edit replaces the record's values; a file sent with it is attached). The pay date now
// and the new one must both lie in the entry window, or state staff give `lateEntryReason`.
export const updateIncomeParams = idParams;
export const updateIncomeRequest = reportIncomeRequest;
export type UpdateIncomeRequest = z.input<typeof updateIncomeRequest>;
export const updateIncomeResponse = incomeRecord;

// DELETE /api/income/:id?timezone= (optional JSON body: `lateEntryReason`, for a pay date in a closed
// month)
export const deleteIncomeRequest = idParams;
export const deleteIncomeResponse = noContent;

// GET /api/income/:id/attachments
export const listIncomeAttachmentsRequest = idParams;
export const listIncomeAttachmentsResponse = z.array(incomeAttachment);

// POST /api/income/:id/attachments (multipart: one or more `files`, each checked on its own)
export const uploadIncomeAttachmentsRequest = idParams;
/**
 * The files stored and the files refused. 201 when at least one was stored; 400 when none was, with
 * the error body's `message` and the same `errors` list.
 */
export const uploadIncomeAttachmentsResponse = z.object({
  attachments: z.array(incomeAttachment),
  errors: z.array(attachmentUploadError),
});
export type UploadIncomeAttachmentsResponse = z.infer<typeof uploadIncomeAttachmentsResponse>;

// DELETE /api/income/:id/attachments/:attachmentId
export const deleteIncomeAttachmentRequest = z.object({ id: entityId, attachmentId: entityId });
export const deleteIncomeAttachmentResponse = noContent;

// GET /api/income/attachments/:id/download
export const getIncomeAttachmentLinkRequest = idParams;
export const getIncomeAttachmentLinkResponse = downloadLink;
export type GetIncomeAttachmentLinkResponse = z.infer<typeof getIncomeAttachmentLinkResponse>;

// GET /api/income/attachments/:id/content?expires=&signature= (the `downloadUrl` of the call above;
// its query is `attachmentContentQuery` of the activity calls)

// GET /api/admin/user/:id/income (read-only list of one enrollee's pay records, newest first)
export const listUserIncomeRequest = idParams;
export const listUserIncomeResponse = z.array(incomeRecord);
