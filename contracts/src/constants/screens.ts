// Screens: warnings, progress colours, list lengths and page sizes.
// Shared by web, gateway and services so that a form and the server that checks it never disagree.

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
