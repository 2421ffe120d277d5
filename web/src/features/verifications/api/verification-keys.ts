/** The enrollee's own requests (`GET /api/verifications`). */
export const OWN_VERIFICATIONS_KEY = ['/api/verifications'] as const;

/** Every administrator read of requests starts with this, so one invalidation refreshes lists and details. */
export const ADMIN_VERIFICATIONS_KEY = ['/api/admin/verifications'] as const;
