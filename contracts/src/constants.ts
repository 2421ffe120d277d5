// The product's limits and fixed values, shared by web, gateway and services so that a form and the
// server that checks it can never disagree.

// Activities
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

// Income (pay records)
/** Not in the spec: an employer's name is short text, bounded like other names. */
export const INCOME_EMPLOYER_MAX_LENGTH = 255 as const;
/**
 * Not in the spec: the largest gross amount one pay record may carry ($100,000.00), far above any
 * paycheque of someone this program covers, so a slip of the keyboard is caught.
 */
export const INCOME_GROSS_AMOUNT_MAX_CENTS = 10_000_000 as const;
/**
 * Hours on a paystub: quarter hours, since payrolls round time to the quarter hour. One record may
 * cover a whole pay period, so the bound is the activity one, not a day's.
 */
export const INCOME_HOURS_WORKED_MIN = 0.25 as const;
export const INCOME_HOURS_WORKED_MAX = 500 as const;
export const INCOME_HOURS_WORKED_STEP = 0.25 as const;
/** Pay records per page of `GET /api/income` when the client does not ask, and at most. */
export const INCOME_PAGE_DEFAULT = 50 as const;
export const INCOME_PAGE_MAX = 200 as const;

// Attachments
export const KB = 1024 as const;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'pdf',
  'doc',
  'docx',
  'txt',
  'csv',
  'xls',
  'xlsx',
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

export const ATTACHMENT_MIME_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<AttachmentExtension, string>;

/** The narrower hint of the edit-activity screen: images, pdf, doc, docx, txt. */
export const EDIT_SCREEN_ATTACHMENT_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'pdf',
  'doc',
  'docx',
  'txt',
] as const satisfies readonly AttachmentExtension[];

// Text messages
export const SMS_MAX_LENGTH = 160 as const;
/** Keywords of the `TYPE HOURS Description` format and the activity type each one logs. */
export const SMS_KEYWORDS = {
  JOB: 'job_search',
  WORK: 'employment',
  TRAINING: 'training',
  VOLUNTEER: 'volunteer',
} as const satisfies Record<string, ActivityType>;
export type SmsKeyword = keyof typeof SMS_KEYWORDS;
export const SMS_HELP_KEYWORD = 'HELP' as const;

// Accounts
export const USERNAME_MIN_LENGTH = 3 as const;
export const USERNAME_MAX_LENGTH = 50 as const;
/** The spec says 6; 8 is a deliberate tightening. */
export const PASSWORD_MIN_LENGTH = 8 as const;
export const PASSWORD_MAX_LENGTH = 128 as const;
export const ZIP_MIN_LENGTH = 5 as const;
export const ZIP_MAX_LENGTH = 10 as const;
export const STATE_CODE_LENGTH = 2 as const;
export const PHONE_DIGITS = 10 as const;
/** Digits of the code texted to confirm a phone number. */
export const PHONE_CODE_LENGTH = 6 as const;
/** How long a texted code may be used. */
export const PHONE_CODE_TTL_MINUTES = 10 as const;
/** Wrong codes one texted code tolerates; the next attempt needs a new code. */
export const PHONE_CODE_MAX_ATTEMPTS = 5 as const;
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'en' as const satisfies Language;
export const DEFAULT_STATE_CODE = 'CA' as const;
/** The seeded sample account, which no one may delete. */
export const UNDELETABLE_USERNAME = 'demo' as const;
export const LOGIN_HISTORY_LIMIT = 50 as const;

// Exemptions
export const ABBREVIATION_MAX_LENGTH = 15 as const;
export const EXEMPTION_NAME_MAX_LENGTH = 255 as const;
/** Bounds of the duration inputs an administrator edits. */
export const EXEMPTION_DURATION_MIN_MONTHS = 1 as const;
export const EXEMPTION_DURATION_MAX_MONTHS = 24 as const;
/** Duration choices offered to an enrollee when the type sets no bounds of its own. */
export const ENROLLEE_DURATION_DEFAULT_MIN_MONTHS = 1 as const;
export const ENROLLEE_DURATION_DEFAULT_MAX_MONTHS = 12 as const;
/** Not in the spec: bounds free text (notes, application notes, feedback) like the activity description. */
export const LONG_TEXT_MAX_LENGTH = 5000 as const;

export const EXEMPTION_STATUSES = [
  'requested',
  'under_review',
  'waiting_on_enrollee',
  'approved',
  'denied',
  'expired',
  'withdrawn',
] as const;
export type ExemptionStatus = (typeof EXEMPTION_STATUSES)[number];

export const NOTE_AUTHOR_TYPES = ['enrollee', 'state_admin'] as const;
export type NoteAuthorType = (typeof NOTE_AUTHOR_TYPES)[number];

/** Exemption types whose state is this value apply in every state. */
export const DEFAULT_EXEMPTION_STATE = 'Default' as const;

// Compliance
export const COMPLIANCE_STATUSES = [
  'exempt',
  'not_required',
  'completed',
  'on_track',
  'behind_schedule',
] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];
export const DEFAULT_REQUIRED_MONTHLY_HOURS = 20 as const;
export const FEDERAL_REQUIRED_MONTHLY_HOURS = 80 as const;
export const MIN_JOB_SEARCH_ACTIVITIES = 3 as const;
/** Hours of a month may still be reported until this day of the next month. */
export const REPORTING_DEADLINE_DAY = 15 as const;
export const REQUIREMENT_MIN_AGE = 19 as const;
export const REQUIREMENT_MAX_AGE = 64 as const;
export const NONCOMPLIANCE_WINDOW_DAYS = 30 as const;
export const VERIFICATION_INTERVAL_MONTHS = 6 as const;
export const LOOK_BACK_MIN_MONTHS = 1 as const;
export const LOOK_BACK_MAX_MONTHS = 3 as const;
export const REQUIREMENT_EFFECTIVE_DATE = '2027-01-01' as const;

// Screens
export const DEADLINE_WARNING_DAYS = 7 as const;
export const EXEMPTION_EXPIRY_WARNING_DAYS = 90 as const;
/** Days an enrollee has to answer a reviewer's request for more information. */
export const EXEMPTION_REPLY_DAYS = 14 as const;
export const ADULT_STATUS_WARNING_DAYS = 90 as const;
export const PROGRESS_CAP_PERCENT = 100 as const;
/** At or above this share of the required hours the progress bar is blue, below it orange. */
export const PROGRESS_BLUE_THRESHOLD_PERCENT = 75 as const;
export const CUSTOM_REPORT_MONTHS = 3 as const;
/** Lists longer than this scroll inside an area of LONG_LIST_HEIGHT_PX. */
export const LONG_LIST_THRESHOLD = 100 as const;
/** Activities per page of `GET /api/activities` when the client does not ask, and at most. */
export const ACTIVITY_PAGE_DEFAULT = 50 as const;
export const ACTIVITY_PAGE_MAX = 200 as const;
export const ACTIVITY_SEARCH_MAX_LENGTH = 100 as const;
/** Response headers of paged lists. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count' as const;
export const LONG_LIST_HEIGHT_PX = 600 as const;
export const DATE_DISPLAY_FORMAT = 'MMM dd, yyyy' as const;

// Timing
export const REFRESH_INTERVAL_MS = 30_000 as const;
export const USER_CACHE_MS = 5 * 60 * 1000;
export const REPORTING_HOURS_FRESH_MS = 5 * 60 * 1000;
export const REDIRECT_DELAY_MS = 3000 as const;
export const TOAST_LIMIT = 1 as const;
export const TOAST_AUTO_CLOSE_MS = 5000 as const;
export const TOAST_SWIPE_THRESHOLD_PX = 50 as const;
export const TOAST_REMOVE_DELAY_MS = 1_000_000 as const;

// Places
/** The 50 states and the District of Columbia, as used for addresses and Medicaid states. */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;
export type UsStateCode = (typeof US_STATES)[number]['code'];

export const US_STATE_CODES = US_STATES.map((s) => s.code) as unknown as readonly [
  UsStateCode,
  ...UsStateCode[],
];

type StateName = Exclude<(typeof US_STATES)[number]['name'], 'District of Columbia'>;

/** The 50 state names, without DC, as offered by the exemption-type state dropdown. */
export const US_STATE_NAMES = US_STATES.filter((s) => s.code !== 'DC').map(
  (s) => s.name,
) as unknown as readonly [StateName, ...StateName[]];

/** Values of an exemption type's `state`: `Default` (every state) followed by the 50 state names. */
export const EXEMPTION_TYPE_STATES = [DEFAULT_EXEMPTION_STATE, ...US_STATE_NAMES] as readonly [
  typeof DEFAULT_EXEMPTION_STATE,
  ...StateName[],
];
export type ExemptionTypeState = (typeof EXEMPTION_TYPE_STATES)[number];
