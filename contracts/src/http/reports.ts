import { z } from 'zod';
import { ACTIVITY_TYPES } from '../constants/activities.js';
import { COMPLIANCE_STATUSES } from '../constants/compliance.js';
import { LANGUAGES } from '../constants/accounts.js';
import { PROGRESS_CAP_PERCENT } from '../constants/screens.js';
import { determinationCore, monthDetermination } from './determinations.js';
import { blankAsUndefined, entityId, isoDate, textAsNumber, timestamp } from './fields.js';

// Calls of `/api/dashboard/stats`, `/api/user/reporting-hours` and `/api/reports/**`.

// Building a formatter to test a name costs more than the rest of a stats request's parsing, and
// callers send the same few zones again and again; the set stays small (there are ~600 zones).
const knownTimeZones = new Set<string>();

function isTimeZone(name: string): boolean {
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  knownTimeZones.add(name);
  return true;
}

/** An IANA time zone name (`America/Chicago`); months are counted in it. */
export const timeZone = z.string().min(1).refine(isTimeZone, 'Unknown time zone');

/** Query of the calls that count a month: the caller's time zone, else the server's default. */
export const timeZoneQuery = z.object({ timezone: z.preprocess(blankAsUndefined, timeZone.optional()) });
export type TimeZoneQuery = z.infer<typeof timeZoneQuery>;

/**
 * The calls whose answer holds sentences: also the language of the page asking, so the sentences
 * read in the language around them (after a switch the profile's language reaches this service a
 * moment later, and an administrator viewing as someone reads in their own); else the person's.
 */
export const sentencesQuery = timeZoneQuery.extend({
  language: z.preprocess(
    blankAsUndefined,
    z.enum(LANGUAGES, { error: 'Language must be en or es' }).optional(),
  ),
});
export type SentencesQuery = z.infer<typeof sentencesQuery>;

export const complianceStatus = z.enum(COMPLIANCE_STATUSES);

const monthNumber = z
  .number({ error: 'Month must be a number' })
  .int('Month must be 1 to 12')
  .min(1, 'Month must be 1 to 12')
  .max(12, 'Month must be 1 to 12');
const yearNumber = z
  .number({ error: 'Year must be a number' })
  .int('Year is out of range')
  .min(2000, 'Year is out of range')
  .max(2100, 'Year is out of range');

/** The dashboard's figures as the spec lists them, counted from hours alone. */
export const dashboardStats = z.object({
  complianceStatus,
  /** True for exempt, not_required and completed. */
  isCompliant: z.boolean(),
  /** Days from today to the month's reporting deadline, the `deadline` its determination names (0 on it). */
  daysUntilDeadline: z.number().int().nonnegative(),
  /** Hours of qualifying types logged this month. */
  currentHours: z.number().nonnegative(),
  requiredHours: z.number().nonnegative(),
  /** min(100, currentHours / requiredHours * 100), to one decimal. */
  progressPercentage: z.number().min(0).max(PROGRESS_CAP_PERCENT),
  /** Approved exemptions in force today. */
  activeExemptions: z.number().int().nonnegative(),
  /** The month the figures are for: the current month in the caller's time zone. */
  year: yearNumber,
  /** 1-based. */
  month: monthNumber,
});
export type DashboardStats = z.infer<typeof dashboardStats>;

/** The hours still needed this month (0 when met, exempt or not required) and why, in the user's language. */
export const reportingHours = z.object({
  hours: z.number().nonnegative(),
  reason: z.string(),
});
export type ReportingHours = z.infer<typeof reportingHours>;

export const availableMonth = z.object({
  year: yearNumber,
  /** 1-based. */
  month: monthNumber,
  /** Activities logged in the month. */
  count: z.number().int().nonnegative(),
  monthName: z.string(),
});
export type AvailableMonth = z.infer<typeof availableMonth>;

// GET /api/dashboard/stats?timezone=
export const getDashboardStatsRequest = sentencesQuery;
export type GetDashboardStatsRequest = z.infer<typeof getDashboardStatsRequest>;
/**
 * The spec's figures and the month's determination under the active rules (`determinationCore`): its
 * status, the route that met it, which hours counted, the pay, the deadline and the next step, with
 * its sentences in the person's language. The spec's figures keep their meaning, so a client that
 * reads only them sees what it always saw.
 */
export const getDashboardStatsResponse = dashboardStats.extend(determinationCore.shape);
export type GetDashboardStatsResponse = z.infer<typeof getDashboardStatsResponse>;

// GET /api/user/reporting-hours?timezone=
export const getReportingHoursRequest = sentencesQuery;
export type GetReportingHoursRequest = z.infer<typeof getReportingHoursRequest>;
export const getReportingHoursResponse = reportingHours;
export type GetReportingHoursResponse = z.infer<typeof getReportingHoursResponse>;

// GET /api/reports/available-months, newest first
export const listAvailableMonthsRequest = timeZoneQuery;
export type ListAvailableMonthsRequest = z.infer<typeof listAvailableMonthsRequest>;
export const listAvailableMonthsResponse = z.array(availableMonth);
export type ListAvailableMonthsResponse = z.infer<typeof listAvailableMonthsResponse>;

// GET /api/reports/monthly/:year/:month?timezone=&format=
/** Path of the monthly report; both parts arrive as text. */
export const getMonthlyReportParams = z.object({
  year: z.preprocess(textAsNumber, yearNumber),
  month: z.preprocess(textAsNumber, monthNumber),
});
export type GetMonthlyReportParams = z.infer<typeof getMonthlyReportParams>;

export const MONTHLY_REPORT_FORMATS = ['pdf', 'json'] as const;

/**
 * The report opens in a new browser tab as a PDF in the user's language; `json` gives the data the
 * document is built from.
 */
export const getMonthlyReportRequest = timeZoneQuery.extend({
  format: z.preprocess(blankAsUndefined, z.enum(MONTHLY_REPORT_FORMATS).default('pdf')),
});
export type GetMonthlyReportRequest = z.infer<typeof getMonthlyReportRequest>;

export const monthlyReportActivity = z.object({
  id: entityId,
  date: isoDate,
  type: z.enum(ACTIVITY_TYPES),
  hours: z.number().nonnegative(),
  description: z.string(),
  /** Whether the hours count toward the requirement. */
  counted: z.boolean(),
  /** Why hours did not count (a type that does not qualify); null when they did. */
  reason: z.string().nullable(),
  /** How many files are attached to it as proof. */
  fileCount: z.number().int().nonnegative(),
});
export type MonthlyReportActivity = z.infer<typeof monthlyReportActivity>;

/** A pay record paid in the month. */
export const monthlyReportPay = z.object({
  id: entityId,
  payDate: isoDate,
  grossAmountCents: z.number().int().positive(),
  /** How many paystubs are attached to it as proof. */
  fileCount: z.number().int().nonnegative(),
});
export type MonthlyReportPay = z.infer<typeof monthlyReportPay>;

export const monthlyReportExemption = z.object({
  exemptionTypeName: z.string(),
  effectiveDate: isoDate.nullable(),
  expirationDate: isoDate.nullable(),
  isPermanent: z.boolean(),
});
export type MonthlyReportExemption = z.infer<typeof monthlyReportExemption>;

export const monthlyReport = z.object({
  userId: entityId,
  year: yearNumber,
  month: monthNumber,
  monthName: z.string(),
  timezone: z.string(),
  requiredHours: z.number().nonnegative(),
  /** Every hour logged in the month. */
  totalHours: z.number().nonnegative(),
  /** The hours of qualifying types. */
  countedHours: z.number().nonnegative(),
  qualifyingTypes: z.array(z.enum(ACTIVITY_TYPES)),
  complianceStatus,
  isCompliant: z.boolean(),
  progressPercentage: z.number().min(0).max(PROGRESS_CAP_PERCENT),
  /** The day the status is for: today in the current month, the last day of a past one. */
  statusAsOf: isoDate,
  /**
   * The status in a sentence, in the user's language; the month's result (`determination.summary`)
   * where the spec's status would say the opposite of it (a month met by pay while its hours fall short).
   */
  statusReason: z.string(),
  /** The language of the report's texts. */
  language: z.enum(LANGUAGES),
  /** Last day on which hours of this month may still be reported (the rules' deadline, as `determination.deadline`). */
  reportingDeadline: isoDate,
  activities: z.array(monthlyReportActivity),
  /** Pay received in the month, by pay date. */
  pay: z.array(monthlyReportPay),
  /** Exemptions active during the month. */
  exemptions: z.array(monthlyReportExemption),
  /**
   * The month's determination under the active rules, judged on `statusAsOf`, with its reasons and
   * its sentences in the report's language: the same words the dashboard and `GET /api/compliance/months` use.
   */
  determination: monthDetermination,
  generatedAt: timestamp,
});
export type MonthlyReport = z.infer<typeof monthlyReport>;

/** With `format=json`; otherwise a PDF of the same report. */
export const getMonthlyReportResponse = monthlyReport;
export type GetMonthlyReportResponse = z.infer<typeof getMonthlyReportResponse>;

/** The file name the monthly PDF is offered under: `activity-report-2026-03.pdf`. */
export function monthlyReportFileName(year: number, month: number): string {
  return `activity-report-${year}-${String(month).padStart(2, '0')}.pdf`;
}
