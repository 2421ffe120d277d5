// Timing: how often screens refresh, cache and show their toasts.
// Shared by web, gateway and services so that a form and the server that checks it never disagree.

export const REFRESH_INTERVAL_MS = 30_000 as const;
export const USER_CACHE_MS = 5 * 60 * 1000;
export const REPORTING_HOURS_FRESH_MS = 5 * 60 * 1000;
export const REDIRECT_DELAY_MS = 3000 as const;
export const TOAST_LIMIT = 1 as const;
export const TOAST_AUTO_CLOSE_MS = 5000 as const;
export const TOAST_SWIPE_THRESHOLD_PX = 50 as const;
export const TOAST_REMOVE_DELAY_MS = 1_000_000 as const;
