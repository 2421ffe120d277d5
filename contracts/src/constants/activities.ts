// Activities: hours, descriptions, types and where an entry came from.
// Shared by web, gateway and services so that a form and the server that checks it never disagree.

export const ACTIVITY_HOURS_MIN = 0.5 as const;
export const ACTIVITY_HOURS_MAX = 500 as const;
export const ACTIVITY_HOURS_STEP = 0.5 as const;
export const ACTIVITY_HOURS_DEFAULT = 1 as const;
/** Upper bound of the quick-entry variant (a single day's activity). */
export const QUICK_ENTRY_HOURS_MAX = 24 as const;
/** Not in the spec: an unbounded text field would let one request store megabytes. */
export const ACTIVITY_DESCRIPTION_MAX_LENGTH = 1000 as const;
/** Bounds of the reason state staff give for a late entry (a write into a closed month). */
export const LATE_ENTRY_REASON_MIN_LENGTH = 10;
export const LATE_ENTRY_REASON_MAX_LENGTH = 500;

export const ACTIVITY_TYPES = ['job_search', 'employment', 'training', 'volunteer'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_TYPE_LABELS = {
  job_search: 'Job Search',
  employment: 'Employment',
  training: 'Training',
  volunteer: 'Volunteer Work',
} as const satisfies Record<ActivityType, string>;

/** Where an activity was entered: the web app, a text message, or an administrator. */
export const ACTIVITY_SOURCES = ['web', 'sms', 'admin'] as const;
export type ActivitySource = (typeof ACTIVITY_SOURCES)[number];
