import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { EXEMPTION_STATUSES } from '@tracker/contracts/constants/exemptions';
import type { NotificationKind } from '@tracker/contracts/http/notifications';
import { MET_ROUTES } from '@tracker/contracts/rules/determination';
import { z } from 'zod';
import type { LinkName } from './links.js';

const isoDate = z.iso.date();
const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** What one asked-for month still lacks; null amounts while the month is not determined yet. */
export const monthShortfall = z.object({
  /** `YYYY-MM`. */
  month: yearMonth,
  hours: z.number().nullable(),
  /** Pay that would meet it instead, in whole cents; null where pay does not count or not known. */
  incomeCents: z.number().int().nullable(),
});
export type MonthShortfall = z.infer<typeof monthShortfall>;

/** Where the month of a texted activity or pay stands by its determination, as its confirmation says. */
export const monthStanding = z.object({
  status: z.enum(['not_required', 'exempt', 'met', 'not_met']),
  /** How the month is met; null unless it is. */
  route: z.enum(MET_ROUTES).nullable(),
});
export type MonthStanding = z.infer<typeof monthStanding>;

/**
 * What the service tells a person, as facts rather than words: notifications keep these and are
 * worded when read, so they follow the person's language even after it changes.
 */
export const notice = z.discriminatedUnion('topic', [
  z.object({
    topic: z.literal('exemption-status'),
    /** The request, so its "waiting on you" notices can be taken back once it moves on; absent in older notices. */
    exemptionId: z.uuid().optional(),
    exemptionName: z.string(),
    status: z.enum(EXEMPTION_STATUSES),
    waitingMessage: z.string().nullable(),
    /** The day a reviewer's request for more is to be answered by; absent or null otherwise. */
    replyBy: isoDate.nullable().optional(),
    denialReason: z.string().nullable(),
    resetMessage: z.string().nullable(),
    expirationDate: isoDate.nullable(),
    isPermanent: z.boolean(),
  }),
  z.object({
    topic: z.literal('exemption-note'),
    /** Null when the request was never announced to this service. */
    exemptionName: z.string().nullable(),
    noteText: z.string(),
  }),
  z.object({
    topic: z.literal('sms-activity'),
    type: z.enum(ACTIVITY_TYPES),
    hours: z.number(),
    date: isoDate,
    /** Hours of the activity's month that count, this one included. */
    monthHours: z.number(),
    requiredHours: z.number(),
    /** The month's determination; absent in notices kept before months were determined. */
    standing: monthStanding.optional(),
  }),
  z.object({
    topic: z.literal('sms-income'),
    grossAmountCents: z.number(),
    payDate: isoDate,
    /** Hours of the pay's month that count. */
    monthHours: z.number(),
    requiredHours: z.number(),
    standing: monthStanding,
  }),
  z.object({
    topic: z.literal('deadline'),
    /**
     * `YYYY-MM`: the month whose hours are due. Absent in notices kept before it was named, whose
     * deadline was the month's last day.
     */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional(),
    /** The profile's reporting deadline of the month, as its determination names it. */
    deadline: isoDate,
    currentHours: z.number(),
    requiredHours: z.number(),
    hoursStillNeeded: z.number(),
    /**
     * Pay that would meet the month instead of the hours, in whole cents, where pay meets a month
     * (the determination's next step); absent or null where it does not.
     */
    incomeCentsStillNeeded: z.number().nullable().optional(),
  }),
  z.object({
    /** A month's determination turned met: nothing more is needed for it. */
    topic: z.literal('month-met'),
    /** `YYYY-MM`. */
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    route: z.enum(MET_ROUTES),
  }),
  z.object({
    topic: z.literal('exemption-expiring'),
    exemptionName: z.string(),
    expirationDate: isoDate,
  }),
  z.object({
    topic: z.literal('turning-19'),
    birthday: isoDate,
    requiredHours: z.number(),
  }),
  z.object({
    /** The state asks the person to show the months of a verification request. */
    topic: z.literal('verification-asked'),
    requestId: z.uuid(),
    /** Every month asked for, `YYYY-MM`. */
    months: z.array(yearMonth),
    /** The months not met yet, with what each lacks. */
    missing: z.array(monthShortfall),
    /**
     * How many of `months` must be met or exempt when fewer than all of them are (a renewal); absent when
     * all of them are, and in notices kept before it was named.
     */
    monthsToMeet: z.number().int().positive().optional(),
    dueDate: isoDate,
  }),
  z.object({
    /** The state's check is done and the person meets the requirement (or is exempt) for the months. */
    topic: z.literal('verification-met'),
    requestId: z.uuid(),
    months: z.array(yearMonth),
    outcome: z.enum(['compliant', 'exempt']),
  }),
  z.object({
    /** The notice window ended unmet: coverage may end, and the person may ask for a fair hearing. */
    topic: z.literal('verification-noncompliant'),
    requestId: z.uuid(),
    /** The months not met or exempt; empty when the request did not say. */
    missingMonths: z.array(yearMonth),
  }),
  z.object({
    /** The state's notice of noncompliance was recorded: the window to show compliance runs. */
    topic: z.literal('verification-notice'),
    requestId: z.uuid(),
    respondBy: isoDate,
    missingMonths: z.array(yearMonth),
    /**
     * How many of `missingMonths` must be met or exempt when fewer than all of them are (a renewal); absent when
     * all of them are, and in notices kept before it was named.
     */
    monthsToMeet: z.number().int().positive().optional(),
  }),
  z.object({
    topic: z.literal('verification-reminder'),
    requestId: z.uuid(),
    daysLeft: z.number().int().positive(),
    respondBy: isoDate,
    missingMonths: z.array(yearMonth),
    /**
     * How many of `missingMonths` must be met or exempt when fewer than all of them are (a renewal); absent when
     * all of them are, and in notices kept before it was named.
     */
    monthsToMeet: z.number().int().positive().optional(),
  }),
  z.object({
    /** The person's request for a fair hearing reached the state. */
    topic: z.literal('verification-hearing'),
    requestId: z.uuid(),
    /** The day it was made, where the person is. */
    requestedOn: isoDate,
  }),
]);
export type Notice = z.infer<typeof notice>;
export type NoticeTopic = Notice['topic'];
/** What the service tells a person about the state's verification of their months. */
export type VerificationNotice = Extract<Notice, { topic: `verification-${string}` }>;

/** The verification topics that ask the person to act, taken back once the request is decided. */
export const VERIFICATION_ASKING_TOPICS = [
  'verification-asked',
  'verification-notice',
  'verification-reminder',
] as const satisfies readonly VerificationNotice['topic'][];

/** The notification kind each topic is listed under. */
export const noticeKinds: Record<NoticeTopic, NotificationKind> = {
  'exemption-status': 'exemption_status',
  'exemption-note': 'exemption_note',
  'sms-activity': 'sms_activity',
  'sms-income': 'sms_activity',
  deadline: 'reminder',
  'month-met': 'reminder',
  'exemption-expiring': 'reminder',
  'turning-19': 'reminder',
  'verification-asked': 'system',
  'verification-met': 'system',
  'verification-noncompliant': 'system',
  'verification-notice': 'reminder',
  'verification-reminder': 'reminder',
  'verification-hearing': 'system',
};

/** The page each topic opens: exemptions and warnings live on the dashboard. */
export const noticeLinks: Record<NoticeTopic, LinkName> = {
  'exemption-status': 'dashboard',
  'exemption-note': 'dashboard',
  'sms-activity': 'activities',
  'sms-income': 'dashboard',
  deadline: 'dashboard',
  'month-met': 'dashboard',
  'exemption-expiring': 'dashboard',
  'turning-19': 'dashboard',
  // The dashboard shows the state's requests, with the button to ask for a hearing.
  'verification-asked': 'dashboard',
  'verification-met': 'dashboard',
  'verification-noncompliant': 'dashboard',
  'verification-notice': 'dashboard',
  'verification-reminder': 'dashboard',
  'verification-hearing': 'dashboard',
};

/**
 * What a notice's text is about, when a later event can make it untrue before it is sent (a request
 * for more, held through the night, that is decided by morning); null otherwise.
 */
export function noticeSubject(notice: Notice): string | null {
  if (notice.topic === 'exemption-status' && notice.exemptionId !== undefined) {
    return `exemption:${notice.exemptionId}`;
  }
  return isVerificationNotice(notice) ? verificationSubject(notice.requestId) : null;
}

export function isVerificationNotice(notice: Notice): notice is VerificationNotice {
  return notice.topic.startsWith('verification-');
}

/** What the texts about a verification request are about (`withdrawUnsentTexts`). */
export function verificationSubject(requestId: string): string {
  return `verification:${requestId}`;
}

/** A notice in one language: the notification's title and paragraphs, and its text message if it has one. */
export interface NoticeWording {
  title: string;
  paragraphs: string[];
  /** Within `TEXT_MAX_SEGMENTS` messages; null for notices that are never texted. */
  text: string | null;
}
