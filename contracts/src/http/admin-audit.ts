import { z } from 'zod';
import { blankAsUndefined } from './fields.js';

// GET /api/admin/audit: the audit trail, for administrators. The identity service keeps it, from its
// own administrator actions and from the `audit.recorded` events of the other services.

/**
 * What an audited action is called: `<what>.<what happened>`, each part lower case with dashes,
 * like `activities.viewed` or `exemption-attachment.downloaded`.
 */
export const AUDIT_ACTION_PATTERN = /^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/;
export const AUDIT_ACTION_MAX_LENGTH = 100;

export const auditAction = z
  .string()
  .max(AUDIT_ACTION_MAX_LENGTH, 'Action is not one the audit trail knows')
  .regex(AUDIT_ACTION_PATTERN, 'Action is not one the audit trail knows');

/**
 * What the identity service itself audits: role changes, deletions, impersonation, account reads,
 * profile changes made while impersonating, and requirements an administrator set for one person.
 */
export const IDENTITY_AUDIT_ACTIONS = [
  'profile.viewed',
  'profile.updated',
  'requirement.changed',
  'login-history.viewed',
  'impersonation.started',
  'impersonation.stopped',
  'admin.granted',
  'admin.revoked',
  'user.deleted',
  'account.deleted',
  'verification.resent',
] as const;

/** Administrators' reads and changes of an enrollee's activities. */
export const ACTIVITY_AUDIT_ACTIONS = [
  'activities.viewed',
  'activity.viewed',
  'activity.logged',
  'activity.updated',
  'activity.deleted',
  'activity-attachments.viewed',
  'activity-attachment.uploaded',
  'activity-attachment.deleted',
  'activity-attachment.link-issued',
  'activity-attachment.downloaded',
] as const;

/** Administrators' reads and changes of an enrollee's pay records. */
export const INCOME_AUDIT_ACTIONS = [
  'income-records.viewed',
  'income-record.viewed',
  'income-record.reported',
  'income-record.updated',
  'income-record.deleted',
  'income-attachments.viewed',
  'income-attachment.uploaded',
  'income-attachment.deleted',
  'income-attachment.link-issued',
  'income-attachment.downloaded',
] as const;

/** Administrators' reads and changes of an enrollee's exemption requests. */
export const EXEMPTION_AUDIT_ACTIONS = [
  'exemptions.viewed',
  'exemption.requested',
  'exemption.updated',
  'exemption.resubmitted',
  'exemption.deleted',
  'exemption.status-changed',
  'exemption-notes.viewed',
  'exemption-note.created',
  'exemption-note.updated',
  'exemption-note.deleted',
  'exemption-attachments.viewed',
  'exemption-attachment.uploaded',
  'exemption-attachment.described',
  'exemption-attachment.deleted',
  'exemption-attachment.link-issued',
  'exemption-attachment.downloaded',
] as const;

/**
 * Reads of an enrollee's compliance figures and reports: made while impersonating, but for
 * `compliance.viewed`, a reviewer's read of the person's determination of the current month.
 */
export const REPORTING_AUDIT_ACTIONS = [
  'dashboard.viewed',
  'reporting-hours.viewed',
  'report-months.viewed',
  'monthly-report.downloaded',
  'compliance-months.viewed',
  'compliance.viewed',
] as const;

/** Reads and changes of an enrollee's notifications and feedback (made while impersonating). */
export const NOTIFICATION_AUDIT_ACTIONS = [
  'notifications.viewed',
  'notification.marked-read',
  'notifications.marked-read',
  'feedback.sent',
] as const;

/** Reviewers' reads of a verification request that names a person. */
export const VERIFICATION_AUDIT_ACTIONS = ['verification-request.viewed'] as const;

/** Every action the product audits today; the filter offers these. */
export const AUDIT_ACTIONS = [
  ...IDENTITY_AUDIT_ACTIONS,
  ...ACTIVITY_AUDIT_ACTIONS,
  ...INCOME_AUDIT_ACTIONS,
  ...EXEMPTION_AUDIT_ACTIONS,
  ...REPORTING_AUDIT_ACTIONS,
  ...NOTIFICATION_AUDIT_ACTIONS,
  ...VERIFICATION_AUDIT_ACTIONS,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type ActivityAuditAction = (typeof ACTIVITY_AUDIT_ACTIONS)[number];
export type IncomeAuditAction = (typeof INCOME_AUDIT_ACTIONS)[number];
export type ExemptionAuditAction = (typeof EXEMPTION_AUDIT_ACTIONS)[number];
export type IdentityAuditAction = (typeof IDENTITY_AUDIT_ACTIONS)[number];
export type ReportingAuditAction = (typeof REPORTING_AUDIT_ACTIONS)[number];
export type NotificationAuditAction = (typeof NOTIFICATION_AUDIT_ACTIONS)[number];
export type VerificationAuditAction = (typeof VERIFICATION_AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;
/** Longest user name or id a filter may name. */
const PERSON_FILTER_MAX_LENGTH = 50;

const limitMessage = `Limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`;
const dateMessage = 'Please enter a valid date';

/**
 * A bound of the date range: an instant with its offset, or a calendar date (read in UTC). A date
 * as `to` includes that whole day.
 */
function rangeBound(endOfDay: boolean) {
  return z.preprocess(
    blankAsUndefined,
    z
      .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: dateMessage })
      .transform((value) => {
        if (value.includes('T')) return new Date(value).toISOString();
        const start = new Date(`${value}T00:00:00.000Z`);
        if (endOfDay) start.setUTCDate(start.getUTCDate() + 1);
        return start.toISOString();
      })
      .optional(),
  );
}

/** A person named by user name (any letter case) or id. */
const personFilter = z.preprocess(
  blankAsUndefined,
  z.string().trim().max(PERSON_FILTER_MAX_LENGTH, 'No such user name or id').optional(),
);

// GET /api/admin/audit?actor=&subject=&action=&from=&to=&limit=&before=
/**
 * Newest first. `from` is inclusive and `to` exclusive once read (a date as `to` means "through
 * that day"). The answer is the list itself; a `Link` header with `rel="next"` names the next page
 * while there is one (`before` is its opaque cursor). No total is sent: counting a trail that only
 * grows would cost more with every page.
 */
export const listAuditLogRequest = z
  .object({
    actor: personFilter,
    subject: personFilter,
    action: z.preprocess(blankAsUndefined, auditAction.optional()),
    from: rangeBound(false),
    to: rangeBound(true),
    limit: z.preprocess(
      blankAsUndefined,
      z.coerce
        .number({ error: limitMessage })
        .int(limitMessage)
        .min(1, limitMessage)
        .max(AUDIT_PAGE_MAX, limitMessage)
        .default(AUDIT_PAGE_DEFAULT),
    ),
    before: z.preprocess(blankAsUndefined, z.string().max(200, 'Invalid page cursor').optional()),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: 'The end date must not be before the start date',
    path: ['to'],
  });
export type ListAuditLogRequest = z.infer<typeof listAuditLogRequest>;

/** One audited action. A person no longer known (a deleted account) has no user name: show the id. */
export const auditEntry = z.object({
  id: z.uuid(),
  occurredAt: z.iso.datetime({ offset: true }),
  action: z.string(),
  actorId: z.uuid().nullable(),
  actorUsername: z.string().nullable(),
  subjectId: z.uuid().nullable(),
  subjectUsername: z.string().nullable(),
  /** The record read or changed (an activity, a request, an attachment), when there is one. */
  resourceId: z.uuid().nullable(),
  /** Why the administrator acted, as they wrote it (an impersonation's reason). */
  reason: z.string().nullable(),
  /** For a change: the names of the fields it changed. */
  changes: z.array(z.string()),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const listAuditLogResponse = z.array(auditEntry);
export type ListAuditLogResponse = z.infer<typeof listAuditLogResponse>;
