// Income (pay records): the bounds of a pay record's fields and its pages.
// Shared by web, gateway and services so that a form and the server that checks it never disagree.

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
