import { z } from 'zod';
import { type Determination, MET_ROUTES } from '../rules/determination.js';
import { yearMonthText } from '../rules/profiles/profile.js';
import { DECIDING_SOURCES } from '../rules/state-data.js';
import {
  VERIFICATION_REASONS,
  VERIFICATION_STATUSES,
  VERIFICATION_MONTH_STATUSES,
  VERIFICATION_MONTHS_MAX,
  HEARING_REASON_MAX_LENGTH,
} from './verification-values.js';
import { blankAsUndefined, entityId, idParams, isoDate, requiredText, timestamp } from './fields.js';

// The state's side of compliance: verification requests (at application, at renewal, or for another
// reason), the state's data matched to people before anyone is asked, the notice of noncompliance and
// its 30-day window, and the fair-hearing request. `<call>Request` is the body, `<call>Query` the query
// string, `<call>Response` the answer.

export * from './verification-values.js';

export const verificationMonth = z.object({
  /** `YYYY-MM`. */
  month: yearMonthText,
  status: z.enum(VERIFICATION_MONTH_STATUSES),
  /** How a met month was met; null otherwise. */
  route: z.enum(MET_ROUTES).nullable(),
  /** Who decided a met or exempt month; null when not decided. */
  decidedBy: z.enum(DECIDING_SOURCES).nullable(),
  /** Names of the exemptions that exempt it. */
  exemptions: z.array(z.string()),
  /** What a not-met month lacks: either alone closes it (income null where pay does not count). */
  missing: z.object({ hours: z.number(), incomeCents: z.number().int().nullable() }).nullable(),
});
export type VerificationMonth = z.infer<typeof verificationMonth>;

/**
 * A month's determination as a verification request shows it: reporting's answer for a person with an
 * account and the state's data alone for one without are the same shape, from the same rule function.
 */
export function verificationMonthOf(d: Determination): VerificationMonth {
  return {
    month: d.month,
    status: d.status,
    route: d.status === 'met' ? d.route : null,
    decidedBy: d.decidedBy,
    exemptions: d.status === 'exempt' ? d.exemptions.map((exemption) => exemption.name) : [],
    missing: d.status === 'not_met' ? { hours: d.missing.hours, incomeCents: d.missing.incomeCents } : null,
  };
}

/** A month not determined yet: not begun where the person is, or not answered yet. */
export function unknownMonth(month: string): VerificationMonth {
  return { month, status: 'unknown', route: null, decidedBy: null, exemptions: [], missing: null };
}

export const verificationNotice = z.object({
  sentOn: isoDate,
  receivedOn: isoDate,
  /** The last day to show compliance: `receivedOn` plus the profile's days, moved off a weekend. */
  respondBy: isoDate,
  recordedAt: timestamp,
});
export type VerificationNotice = z.infer<typeof verificationNotice>;

export const hearingRequest = z.object({
  requestedAt: timestamp,
  reason: z.string(),
});
export type HearingRequest = z.infer<typeof hearingRequest>;

/** A request as the enrollee sees it. */
export const verificationRequest = z.object({
  id: entityId,
  reason: z.enum(VERIFICATION_REASONS),
  status: z.enum(VERIFICATION_STATUSES),
  months: z.array(verificationMonth),
  /** Months that must be met or exempt (all of them at application; the profile's number at renewal). */
  monthsToMeet: z.number().int().positive(),
  dueDate: isoDate,
  notice: verificationNotice.nullable(),
  hearingRequest: hearingRequest.nullable(),
  createdAt: timestamp,
  /** When the status last changed. */
  determinedAt: timestamp.nullable(),
});
export type VerificationRequest = z.infer<typeof verificationRequest>;

/** A request as reviewers see it: with the person it names. */
export const adminVerificationRequest = verificationRequest.extend({
  /** Null until an account has the Medicaid id. */
  userId: entityId.nullable(),
  person: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      username: z.string(),
    })
    .nullable(),
  medicaidIdLast4: z.string().nullable(),
});
export type AdminVerificationRequest = z.infer<typeof adminVerificationRequest>;

const monthList = z
  .array(yearMonthText)
  .min(1, 'List at least one month')
  .max(VERIFICATION_MONTHS_MAX, `List at most ${VERIFICATION_MONTHS_MAX} months`)
  .refine((months) => new Set(months).size === months.length, 'List each month once');

// POST /api/admin/verifications
export const requestVerificationRequest = z
  .object({
    userId: z.preprocess(blankAsUndefined, entityId.optional()),
    medicaidId: z.preprocess(
      blankAsUndefined,
      z.string().trim().min(1).max(50, 'Medicaid ID must be at most 50 characters').optional(),
    ),
    reason: z.enum(VERIFICATION_REASONS, { error: 'Reason must be application, renewal or other' }),
    /**
     * The months to show. When left out: the profile's look-back before `asOf` at application, the
     * renewal period before it at renewal; a request for another reason must list them.
     */
    months: monthList.optional(),
    /** The month of the application or renewal (`YYYY-MM`); the current month when left out. */
    asOf: z.preprocess(blankAsUndefined, yearMonthText.optional()),
    dueDate: isoDate,
  })
  .superRefine((body, ctx) => {
    if (!body.userId === !body.medicaidId) {
      ctx.addIssue({
        code: 'custom',
        path: ['medicaidId'],
        message: 'Give either a Medicaid ID or a user id',
      });
    }
    if (body.reason === 'other' && !body.months) {
      ctx.addIssue({ code: 'custom', path: ['months'], message: 'List the months to show' });
    }
  });
export type RequestVerificationRequest = z.infer<typeof requestVerificationRequest>;
export const requestVerificationResponse = adminVerificationRequest;

/** A refused row of a CSV import: its line in the file (the header is line 1) and why. */
export const refusedRow = z.object({ line: z.number().int().positive(), reason: z.string() });
export type RefusedRow = z.infer<typeof refusedRow>;

// POST /api/admin/verifications/import (multipart, `file`: CSV with `medicaidId` or `userId`,
// `months` (`YYYY-MM` separated by spaces or semicolons, or blank), `dueDate`, `reason`, and optional `asOf`)
export const importVerificationsResponse = z.object({
  rows: z.number().int().min(0),
  created: z.number().int().min(0),
  refused: z.array(refusedRow),
});
export type ImportVerificationsResponse = z.infer<typeof importVerificationsResponse>;

// GET /api/admin/verifications
export const listVerificationsQuery = z.object({
  status: z.preprocess(blankAsUndefined, z.enum(VERIFICATION_STATUSES).optional()),
  reason: z.preprocess(blankAsUndefined, z.enum(VERIFICATION_REASONS).optional()),
  /** Requests due on or before this day. */
  dueBefore: z.preprocess(blankAsUndefined, isoDate.optional()),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListVerificationsQuery = z.infer<typeof listVerificationsQuery>;
/** Sorted by due date, then creation; the total is in `X-Total-Count` as well. */
export const listVerificationsResponse = z.object({
  items: z.array(adminVerificationRequest),
  total: z.number().int().min(0),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ListVerificationsResponse = z.infer<typeof listVerificationsResponse>;

// GET /api/admin/verifications/:id
export const getVerificationRequest = idParams;
export const getVerificationResponse = adminVerificationRequest;

// GET /api/admin/verifications/export?status= (text/csv: id, medicaidIdLast4, userId, reason, months,
// dueDate, status, determinedAt, decidedBy per month, noticeRespondBy, hearingRequestedAt)
export const exportVerificationsQuery = z.object({
  status: z.preprocess(blankAsUndefined, z.enum(VERIFICATION_STATUSES).optional()),
});

// POST /api/admin/verifications/:id/notice
export const recordNoticeParams = idParams;
export const recordNoticeRequest = z.object({
  sentOn: isoDate,
  /** When left out: `sentOn` plus the profile's mailing days. */
  receivedOn: z.preprocess(blankAsUndefined, isoDate.optional()),
});
export type RecordNoticeRequest = z.infer<typeof recordNoticeRequest>;
export const recordNoticeResponse = adminVerificationRequest;

// GET /api/verifications (the enrollee's own, open ones first)
export const listOwnVerificationsResponse = z.array(verificationRequest);
export type ListOwnVerificationsResponse = z.infer<typeof listOwnVerificationsResponse>;

// POST /api/verifications/:id/hearing-request
export const requestHearingParams = idParams;
export const requestHearingRequest = z.object({
  reason: requiredText('Tell us briefly why you are asking for a hearing', {
    length: HEARING_REASON_MAX_LENGTH,
    message: `Reason must be ${HEARING_REASON_MAX_LENGTH} characters or less`,
  }),
});
export type RequestHearingRequest = z.infer<typeof requestHearingRequest>;
export const requestHearingResponse = verificationRequest;

// POST /api/admin/data-matches/import (multipart, `file`: CSV with `medicaidId`, `month`, `source`,
// and `amount` (dollars), `hours` or `flag` as the source gives)
export const DATA_MATCH_IMPORT_STATUSES = ['processing', 'finished', 'failed'] as const;
export const dataMatchImport = z.object({
  id: entityId,
  status: z.enum(DATA_MATCH_IMPORT_STATUSES),
  fileName: z.string(),
  rows: z.number().int().min(0),
  /** Rows handled so far (matched, unmatched or refused). */
  processed: z.number().int().min(0),
  matched: z.number().int().min(0),
  /** Rows whose Medicaid id no account has yet: kept, and matched when the person registers. */
  unmatched: z.number().int().min(0),
  refused: z.array(refusedRow),
  /** True when the same file was imported before: nothing changed. */
  duplicateOf: entityId.nullable(),
  startedAt: timestamp,
  finishedAt: timestamp.nullable(),
});
export type DataMatchImport = z.infer<typeof dataMatchImport>;
// 200 with the finished import, or 202 with `Location: /api/admin/data-matches/imports/:id` and the import so far.
export const importDataMatchesResponse = dataMatchImport;

// GET /api/admin/data-matches/imports/:id
export const getDataMatchImportParams = idParams;
export const getDataMatchImportResponse = dataMatchImport;
