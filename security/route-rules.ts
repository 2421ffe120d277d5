/**
 * Who may call each route of the system, as an attacker reaches it through the gateway. The suite
 * compares this catalogue with the routes the services and the gateway really answer, in both
 * directions, so a new route cannot ship without a rule here.
 *
 * The rules, for the five callers the suite plays (the resources in question belong to the enrollee):
 *
 * | rule           | anonymous | enrollee | other enrollee | administrator | impersonating |
 * |----------------|-----------|----------|----------------|---------------|---------------|
 * | public         | allowed   | allowed  | allowed        | allowed       | allowed       |
 * | signed-in      | 401       | allowed  | allowed        | allowed       | allowed       |
 * | owner          | 401       | allowed  | 404            | allowed       | allowed       |
 * | author         | 401       | allowed  | 404            | 403           | allowed       |
 * | self           | 401       | allowed  | 404            | 404           | allowed       |
 * | admin          | 401       | 403      | 403            | allowed       | 403           |
 * | impersonation  | 401       | 403      | 403            | 403           | allowed       |
 * | webhook        | 403 unless Twilio signed the request, whoever sends it                    |
 * | signed-link    | 401       | allowed  | 404            | allowed       | allowed       |
 *
 * An administrator impersonating the enrollee holds the enrollee's session, not an administrator's:
 * they are the enrollee. `refusedWhileImpersonating` marks the few account calls that session may
 * not make (403). A `signed-link` route also needs the link's signature: without it, 403 for all.
 */
export type AccessRule =
  /** Anyone, signed in or not. */
  | 'public'
  /** Any live session. */
  | 'signed-in'
  /** The owner of the record or an administrator; to anyone else the record does not exist. */
  | 'owner'
  /** The person who wrote or uploaded it; administrators see it but may not change it. */
  | 'author'
  /** The signed-in person's own record only; administrators too are told it does not exist. */
  | 'self'
  /** Administrators only (`/api/admin/*`). */
  | 'admin'
  /** Only a session in which an administrator impersonates someone. */
  | 'impersonation'
  /** Twilio's webhook: the request must carry Twilio's signature; sessions do not count. */
  | 'webhook'
  /** A file's content: a signed download link, and a session of the owner or an administrator. */
  | 'signed-link';

export interface RouteRule {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path template as the service registers it, e.g. `/api/activities/:id`. */
  path: string;
  rule: AccessRule;
  refusedWhileImpersonating?: true;
  /**
   * The same for everyone and about no one (the API's description): shared caches may keep it, so it
   * is sent `Cache-Control: public` where every other answer is `no-store`.
   */
  publicDocument?: true;
}

export const routeRules: readonly RouteRule[] = [
  // identity: the account
  { method: 'GET', path: '/api/user', rule: 'signed-in' },
  // Who is signed in, if anyone: answers a visitor with no user rather than a 401.
  { method: 'GET', path: '/api/session', rule: 'public' },
  { method: 'POST', path: '/api/login', rule: 'public' },
  { method: 'POST', path: '/api/logout', rule: 'public' },
  { method: 'POST', path: '/api/register', rule: 'public' },
  { method: 'POST', path: '/api/resend-verification', rule: 'public' },
  { method: 'POST', path: '/api/forgot-password', rule: 'public' },
  { method: 'POST', path: '/api/reset-password', rule: 'public' },
  { method: 'GET', path: '/api/verify-email', rule: 'public' },
  { method: 'POST', path: '/api/verify-email', rule: 'public' },
  { method: 'PATCH', path: '/api/profile', rule: 'signed-in' },
  { method: 'PATCH', path: '/api/change-password', rule: 'signed-in', refusedWhileImpersonating: true },
  { method: 'DELETE', path: '/api/account', rule: 'signed-in', refusedWhileImpersonating: true },
  { method: 'PATCH', path: '/api/user/medicaid-account', rule: 'signed-in', refusedWhileImpersonating: true },
  {
    method: 'POST',
    path: '/api/user/phone/verify-start',
    rule: 'signed-in',
    refusedWhileImpersonating: true,
  },
  { method: 'POST', path: '/api/user/phone/verify', rule: 'signed-in', refusedWhileImpersonating: true },

  // identity: administration
  { method: 'POST', path: '/api/admin/stop-impersonating', rule: 'impersonation' },
  { method: 'GET', path: '/api/admin/users', rule: 'admin' },
  { method: 'GET', path: '/api/admin/last-logins', rule: 'admin' },
  { method: 'GET', path: '/api/admin/user-logins/:userId', rule: 'admin' },
  { method: 'POST', path: '/api/admin/impersonate/:userId', rule: 'admin' },
  { method: 'POST', path: '/api/admin/make-admin/:userId', rule: 'admin' },
  { method: 'POST', path: '/api/admin/remove-admin/:userId', rule: 'admin' },
  { method: 'DELETE', path: '/api/admin/delete-user/:userId', rule: 'admin' },
  { method: 'POST', path: '/api/admin/resend-verification/:userId', rule: 'admin' },
  { method: 'GET', path: '/api/admin/audit', rule: 'admin' },
  { method: 'GET', path: '/api/admin/user/:userId', rule: 'admin' },
  { method: 'PATCH', path: '/api/admin/user/:userId/requirement', rule: 'admin' },

  // activity
  { method: 'GET', path: '/api/activities', rule: 'signed-in' },
  { method: 'POST', path: '/api/activities', rule: 'signed-in' },
  { method: 'GET', path: '/api/activities/:id', rule: 'owner' },
  { method: 'PATCH', path: '/api/activities/:id', rule: 'owner' },
  { method: 'DELETE', path: '/api/activities/:id', rule: 'owner' },
  { method: 'GET', path: '/api/activities/:id/attachments', rule: 'owner' },
  { method: 'POST', path: '/api/activities/:id/attachments', rule: 'owner' },
  { method: 'DELETE', path: '/api/activities/:id/attachments/:attachmentId', rule: 'owner' },
  { method: 'DELETE', path: '/api/activities/:id/remove-attachment', rule: 'owner' },
  { method: 'GET', path: '/api/attachments/:id/download', rule: 'owner' },
  { method: 'GET', path: '/api/attachments/:id/content', rule: 'signed-link' },
  { method: 'GET', path: '/api/admin/user/:id/activities', rule: 'admin' },

  // activity: pay records
  { method: 'GET', path: '/api/income', rule: 'signed-in' },
  { method: 'POST', path: '/api/income', rule: 'signed-in' },
  { method: 'GET', path: '/api/income/:id', rule: 'owner' },
  { method: 'PATCH', path: '/api/income/:id', rule: 'owner' },
  { method: 'DELETE', path: '/api/income/:id', rule: 'owner' },
  { method: 'GET', path: '/api/income/:id/attachments', rule: 'owner' },
  { method: 'POST', path: '/api/income/:id/attachments', rule: 'owner' },
  { method: 'DELETE', path: '/api/income/:id/attachments/:attachmentId', rule: 'owner' },
  { method: 'GET', path: '/api/income/attachments/:id/download', rule: 'owner' },
  { method: 'GET', path: '/api/income/attachments/:id/content', rule: 'signed-link' },
  { method: 'GET', path: '/api/admin/user/:id/income', rule: 'admin' },

  // exemption: the catalogue
  { method: 'GET', path: '/api/medicaid-exemptions', rule: 'signed-in' },
  { method: 'GET', path: '/api/admin/medicaid-exemptions', rule: 'admin' },
  { method: 'POST', path: '/api/admin/medicaid-exemptions', rule: 'admin' },
  { method: 'PATCH', path: '/api/admin/medicaid-exemptions/reorder', rule: 'admin' },
  { method: 'PUT', path: '/api/admin/medicaid-exemptions/:id', rule: 'admin' },
  { method: 'DELETE', path: '/api/admin/medicaid-exemptions/:id', rule: 'admin' },

  // exemption: requests, notes, attachments, review
  { method: 'GET', path: '/api/user-exemptions', rule: 'signed-in' },
  { method: 'POST', path: '/api/user-exemptions', rule: 'signed-in' },
  { method: 'PUT', path: '/api/user-exemptions/:id', rule: 'owner' },
  { method: 'DELETE', path: '/api/user-exemptions/:id', rule: 'owner' },
  { method: 'PATCH', path: '/api/user-exemptions/:id/resubmit', rule: 'owner' },
  { method: 'GET', path: '/api/exemption-notes', rule: 'owner' },
  { method: 'GET', path: '/api/exemption-notes/:exemptionId', rule: 'owner' },
  { method: 'POST', path: '/api/exemption-notes', rule: 'owner' },
  { method: 'PATCH', path: '/api/exemption-notes/:id', rule: 'author' },
  { method: 'DELETE', path: '/api/exemption-notes/:id', rule: 'author' },
  { method: 'GET', path: '/api/exemptions/:id/attachments', rule: 'owner' },
  { method: 'POST', path: '/api/exemptions/:id/attachments/upload', rule: 'owner' },
  { method: 'PUT', path: '/api/exemptions/attachments/:id/description', rule: 'author' },
  { method: 'DELETE', path: '/api/exemptions/attachments/:id', rule: 'author' },
  { method: 'DELETE', path: '/api/exemptions/:id/attachments/:attachmentId', rule: 'author' },
  { method: 'GET', path: '/api/exemptions/attachments/:id/download', rule: 'owner' },
  { method: 'GET', path: '/api/exemptions/attachments/:id/content', rule: 'signed-link' },
  { method: 'GET', path: '/api/admin/all-exemptions', rule: 'admin' },
  { method: 'PATCH', path: '/api/admin/exemptions/:id/status', rule: 'admin' },

  // reporting: the caller's own figures, the rules everyone shares, and a reviewer's read of one
  // person's determination of the current month
  { method: 'GET', path: '/api/dashboard/stats', rule: 'signed-in' },
  { method: 'GET', path: '/api/user/reporting-hours', rule: 'signed-in' },
  { method: 'GET', path: '/api/reports/available-months', rule: 'signed-in' },
  { method: 'GET', path: '/api/reports/monthly/:year/:month', rule: 'signed-in' },
  { method: 'GET', path: '/api/compliance/months', rule: 'signed-in' },
  { method: 'GET', path: '/api/admin/user/:id/compliance', rule: 'admin' },
  // The active rule profile: the same for everyone, nothing personal.
  { method: 'GET', path: '/api/rules', rule: 'public' },

  // notification
  { method: 'GET', path: '/api/sms/number', rule: 'public' },
  { method: 'POST', path: '/api/sms/inbound', rule: 'webhook' },
  { method: 'GET', path: '/api/notifications', rule: 'signed-in' },
  { method: 'PATCH', path: '/api/notifications/read-all', rule: 'signed-in' },
  { method: 'PATCH', path: '/api/notifications/:id/read', rule: 'self' },
  { method: 'POST', path: '/api/feedback', rule: 'signed-in' },
  { method: 'GET', path: '/api/admin/feedback', rule: 'admin' },

  // verification: the enrollee's own requests
  { method: 'GET', path: '/api/verifications', rule: 'signed-in' },
  // Only the person the request names asks for a hearing on it; reviewers do not ask for them.
  { method: 'POST', path: '/api/verifications/:id/hearing-request', rule: 'self' },
  // verification: the state's reviewers
  { method: 'POST', path: '/api/admin/verifications', rule: 'admin' },
  { method: 'POST', path: '/api/admin/verifications/import', rule: 'admin' },
  { method: 'GET', path: '/api/admin/verifications', rule: 'admin' },
  { method: 'GET', path: '/api/admin/verifications/export', rule: 'admin' },
  { method: 'GET', path: '/api/admin/verifications/:id', rule: 'admin' },
  { method: 'POST', path: '/api/admin/verifications/:id/notice', rule: 'admin' },
  { method: 'POST', path: '/api/admin/data-matches/import', rule: 'admin' },
  { method: 'GET', path: '/api/admin/data-matches/imports/:id', rule: 'admin' },
  // verification: the reviewers' work queue
  { method: 'GET', path: '/api/admin/work-queue', rule: 'admin' },
  { method: 'GET', path: '/api/admin/work-queue/next', rule: 'admin' },
  { method: 'GET', path: '/api/admin/work-queue/:kind/:id', rule: 'admin' },
  { method: 'POST', path: '/api/admin/work-queue/:kind/:id/assign', rule: 'admin' },
  { method: 'DELETE', path: '/api/admin/work-queue/:kind/:id/assign', rule: 'admin' },

  // verification: usage counts (the web app's beacon; no id or property is kept) and their report
  { method: 'POST', path: '/api/analytics/events', rule: 'public' },
  { method: 'GET', path: '/api/admin/usage', rule: 'admin' },

  // the gateway itself: the API's description, for integrators
  { method: 'GET', path: '/api/openapi.json', rule: 'public', publicDocument: true },
  { method: 'GET', path: '/api/docs', rule: 'public', publicDocument: true },
  { method: 'GET', path: '/api/docs/style.css', rule: 'public', publicDocument: true },
];

/** The callers every route is tried with. */
export const roles = ['anonymous', 'enrollee', 'other enrollee', 'administrator', 'impersonating'] as const;
export type Role = (typeof roles)[number];

/** What a caller should meet: let through (any answer but 401, 403, 404 or a server error) or refused. */
export type Expected = 'allowed' | 401 | 403 | 404;

const byRule: Record<AccessRule, Record<Role, Expected>> = {
  public: {
    anonymous: 'allowed',
    enrollee: 'allowed',
    'other enrollee': 'allowed',
    administrator: 'allowed',
    impersonating: 'allowed',
  },
  'signed-in': {
    anonymous: 401,
    enrollee: 'allowed',
    'other enrollee': 'allowed',
    administrator: 'allowed',
    impersonating: 'allowed',
  },
  owner: {
    anonymous: 401,
    enrollee: 'allowed',
    'other enrollee': 404,
    administrator: 'allowed',
    impersonating: 'allowed',
  },
  author: {
    anonymous: 401,
    enrollee: 'allowed',
    'other enrollee': 404,
    administrator: 403,
    impersonating: 'allowed',
  },
  self: {
    anonymous: 401,
    enrollee: 'allowed',
    'other enrollee': 404,
    administrator: 404,
    impersonating: 'allowed',
  },
  admin: {
    anonymous: 401,
    enrollee: 403,
    'other enrollee': 403,
    administrator: 'allowed',
    impersonating: 403,
  },
  impersonation: {
    anonymous: 401,
    enrollee: 403,
    'other enrollee': 403,
    administrator: 403,
    impersonating: 'allowed',
  },
  webhook: {
    anonymous: 403,
    enrollee: 403,
    'other enrollee': 403,
    administrator: 403,
    impersonating: 403,
  },
  'signed-link': {
    anonymous: 401,
    enrollee: 'allowed',
    'other enrollee': 404,
    administrator: 'allowed',
    impersonating: 'allowed',
  },
};

/** The answer `role` should get from the route, calling it as the access matrix does. */
export function expectedFor(route: RouteRule, role: Role): Expected {
  if (role === 'impersonating' && route.refusedWhileImpersonating) return 403;
  return byRule[route.rule][role];
}

/** `GET /api/user`: how a route is named in test titles and lookups. */
export function routeKey(route: { method: string; path: string }): string {
  return `${route.method} ${route.path}`;
}
