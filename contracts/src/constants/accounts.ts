// Accounts: usernames, passwords, addresses, phone codes and languages.
// Shared by web, gateway and services so that a form and the server that checks it never disagree.

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
