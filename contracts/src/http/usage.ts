import { z } from 'zod';
import { ACTIVITY_SOURCES } from '../constants/activities.js';
import { isoDate } from './fields.js';

// Usage analytics the state can read without a third party: the web app's beacon and the
// administrators' report. Only daily counts are kept; no user id, address or property of an event.

/** Most events one beacon call may carry. */
export const USAGE_BEACON_MAX_EVENTS = 20 as const;
/** Largest beacon body, in bytes. */
export const USAGE_BEACON_MAX_BYTES = 8 * 1024;
/** Longest range the report covers, in days. */
export const USAGE_RANGE_MAX_DAYS = 366 as const;
/** Days the report covers when no range is asked for (today included). */
export const USAGE_RANGE_DEFAULT_DAYS = 30 as const;

/**
 * The names the web app reports. Anything else is dropped unread, so a page cannot make the store
 * keep a name it chose. `month_met_seen` was sent by earlier dashboards the first time a browser
 * showed a met month; it is still accepted so those clients are not refused, but the funnel no longer
 * counts it (the first month met comes from `notification.month-met`, on the web and by text).
 */
export const USAGE_EVENT_NAMES = [
  'page_view',
  'register',
  'login',
  'home_carousel',
  'home_hero_click',
  'resource_download',
  'resource_filter',
  'resource_view',
  'activity_logged',
  'monthly_report_opened',
  'month_met_seen',
] as const;
export type UsageEventName = (typeof USAGE_EVENT_NAMES)[number];

/**
 * The web app's pages as route patterns (the router's paths). A reported path is kept only as the
 * pattern it matches, so ids in it (`/user-profile/:userId`) never reach the store; any other path
 * is kept as `other`. The web app's tests check that this list is its router's.
 */
export const USAGE_PAGE_PATTERNS = [
  '/',
  '/resources',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/dashboard',
  '/profile',
  '/admin',
  '/admin/medicaid-exemptions',
  '/admin/feedback',
  '/admin/audit',
  '/admin/usage',
  '/admin/verifications',
  '/admin/verifications/:id',
  '/admin/data-matches',
  '/state-portal',
  '/state-portal/requests',
  '/state-portal/work/:kind/:id',
  '/state-portal/:exemptionId',
  '/user-profile/:userId',
  '/activities',
  '/activity/:id',
  '/user-activities/:userId',
  '/pay',
  '/pay/new',
  '/pay/:id',
  '/notifications',
] as const;

/** The path kept for a page the patterns do not know. */
export const USAGE_OTHER_PATH = 'other' as const;

/** What the web app reports; `properties` are accepted for compatibility and never stored. */
export const usageEvent = z.object({
  name: z.string().min(1).max(64),
  path: z.string().max(2048),
  properties: z
    .record(z.string().max(64), z.union([z.string().max(256), z.number(), z.boolean()]))
    .optional(),
});
export type UsageEvent = z.infer<typeof usageEvent>;

// POST /api/analytics/events (public; `navigator.sendBeacon` sends it as text/plain)
export const recordUsageEventsRequest = z.union([
  usageEvent,
  z
    .array(usageEvent)
    .min(1, 'At least one event is required')
    .max(USAGE_BEACON_MAX_EVENTS, `At most ${USAGE_BEACON_MAX_EVENTS} events per call`),
]);
export type RecordUsageEventsRequest = z.infer<typeof recordUsageEventsRequest>;

/**
 * The steps of the funnel, each counted once per person: an account registered, its e-mail verified,
 * its first activity logged (on the web, by text or by an administrator), and its first met month as
 * the notification service announced it (met by a record from the web or by text).
 */
export const USAGE_FUNNEL_STEPS = ['registered', 'verified', 'first_activity', 'first_month_met'] as const;
export type UsageFunnelStep = (typeof USAGE_FUNNEL_STEPS)[number];

/**
 * The registration flow as the web app sees it, page by page, then the verification the server
 * records. Counts of views and sends in the range, not of people followed from one step to the next.
 */
export const REGISTRATION_FLOW_STEPS = [
  'home_viewed',
  'register_viewed',
  'register_sent',
  'verify_link_opened',
  'email_verified',
] as const;
export type RegistrationFlowStep = (typeof REGISTRATION_FLOW_STEPS)[number];

// GET /api/admin/usage?from=&to=
export const getUsageQuery = z
  .object({
    from: z.iso.date({ error: 'Please enter a valid start date' }).optional(),
    to: z.iso.date({ error: 'Please enter a valid end date' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.from !== undefined && value.to !== undefined && value.from > value.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: 'The start date must be on or before the end date',
      });
    }
  });
export type GetUsageQuery = z.infer<typeof getUsageQuery>;

const count = z.number().int().nonnegative();

/** Counts by where an activity was logged. */
export const usageChannelCounts = z.object(
  Object.fromEntries(ACTIVITY_SOURCES.map((source) => [source, count])) as Record<
    (typeof ACTIVITY_SOURCES)[number],
    typeof count
  >,
);
export type UsageChannelCounts = z.infer<typeof usageChannelCounts>;

export const usageFunnelCounts = z.object({
  registered: count,
  verified: count,
  firstActivity: count,
  firstMonthMet: count,
});
export type UsageFunnelCounts = z.infer<typeof usageFunnelCounts>;

export const usageDay = z.object({
  day: isoDate,
  funnel: usageFunnelCounts,
  /** People whose first activity was logged that day, by where. */
  firstActivities: usageChannelCounts,
  /** Every activity logged that day, by where. */
  activities: usageChannelCounts,
  /** People whose first month was met that day, by where the record that met it came in (never admin). */
  firstMonthsMet: usageChannelCounts,
  pageViews: count,
});
export type UsageDay = z.infer<typeof usageDay>;

export const usageFunnelStep = z.object({
  step: z.enum(USAGE_FUNNEL_STEPS),
  count,
  /** `count` over the previous step's, null for the first step or when the previous one is 0. */
  shareOfPrevious: z.number().nonnegative().nullable(),
});

export const usagePageViews = z.object({
  /** A pattern of `USAGE_PAGE_PATTERNS`, or `other`. */
  path: z.string(),
  views: count,
});

export const usageFlowStep = z.object({
  step: z.enum(REGISTRATION_FLOW_STEPS),
  count,
  /** The next step's count over this one's; null for the last step or when this one is 0. */
  reachedNext: z.number().nonnegative().nullable(),
});

export const getUsageResponse = z.object({
  from: isoDate,
  to: isoDate,
  /** The zone whose calendar the days are counted in. */
  timeZone: z.string(),
  /** Every day of the range, oldest first, zeros included. */
  days: z.array(usageDay),
  totals: z.object({
    funnel: z.array(usageFunnelStep),
    firstActivities: usageChannelCounts,
    activities: usageChannelCounts,
    firstMonthsMet: usageChannelCounts,
    /** Views per page, most viewed first. */
    pageViews: z.array(usagePageViews),
    registrationFlow: z.array(usageFlowStep),
  }),
});
export type GetUsageResponse = z.infer<typeof getUsageResponse>;
