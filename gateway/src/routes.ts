export const serviceNames = [
  'identity',
  'activity',
  'exemption',
  'reporting',
  'notification',
  'verification',
] as const;

export type ServiceName = (typeof serviceNames)[number];

/**
 * One entry of the route table. `prefix` matches the path itself and everything below it, segment by
 * segment; a segment written `:name` matches any single segment.
 */
export type Route = { prefix: string; service: ServiceName };

/** Every `/api` route of the system and the service that owns it, most specific prefix first. */
export const routes: readonly Route[] = [
  { prefix: '/api/user/reporting-hours', service: 'reporting' },
  { prefix: '/api/user/medicaid-account', service: 'identity' },
  { prefix: '/api/user', service: 'identity' },
  { prefix: '/api/session', service: 'identity' },
  { prefix: '/api/login', service: 'identity' },
  { prefix: '/api/logout', service: 'identity' },
  { prefix: '/api/register', service: 'identity' },
  { prefix: '/api/resend-verification', service: 'identity' },
  { prefix: '/api/forgot-password', service: 'identity' },
  { prefix: '/api/reset-password', service: 'identity' },
  { prefix: '/api/verify-email', service: 'identity' },
  { prefix: '/api/profile', service: 'identity' },
  { prefix: '/api/change-password', service: 'identity' },
  { prefix: '/api/account', service: 'identity' },
  { prefix: '/api/admin/users', service: 'identity' },
  { prefix: '/api/admin/last-logins', service: 'identity' },
  { prefix: '/api/admin/user-logins', service: 'identity' },
  { prefix: '/api/admin/impersonate', service: 'identity' },
  { prefix: '/api/admin/stop-impersonating', service: 'identity' },
  { prefix: '/api/admin/make-admin', service: 'identity' },
  { prefix: '/api/admin/remove-admin', service: 'identity' },
  { prefix: '/api/admin/delete-user', service: 'identity' },
  { prefix: '/api/admin/resend-verification', service: 'identity' },
  { prefix: '/api/admin/audit', service: 'identity' },
  { prefix: '/api/admin/user/:id/activities', service: 'activity' },
  { prefix: '/api/admin/user/:id/income', service: 'activity' },
  { prefix: '/api/admin/user/:id/compliance', service: 'reporting' },
  { prefix: '/api/admin/user/:id', service: 'identity' },
  { prefix: '/api/activities', service: 'activity' },
  { prefix: '/api/attachments', service: 'activity' },
  { prefix: '/api/income', service: 'activity' },
  { prefix: '/api/admin/medicaid-exemptions', service: 'exemption' },
  { prefix: '/api/admin/all-exemptions', service: 'exemption' },
  { prefix: '/api/admin/exemptions', service: 'exemption' },
  { prefix: '/api/admin/feedback', service: 'notification' },
  { prefix: '/api/admin/verifications', service: 'verification' },
  { prefix: '/api/admin/data-matches', service: 'verification' },
  { prefix: '/api/admin/work-queue', service: 'verification' },
  { prefix: '/api/admin/usage', service: 'verification' },
  { prefix: '/api/medicaid-exemptions', service: 'exemption' },
  { prefix: '/api/user-exemptions', service: 'exemption' },
  { prefix: '/api/exemption-notes', service: 'exemption' },
  { prefix: '/api/exemptions', service: 'exemption' },
  { prefix: '/api/dashboard/stats', service: 'reporting' },
  { prefix: '/api/reports', service: 'reporting' },
  { prefix: '/api/rules', service: 'reporting' },
  { prefix: '/api/compliance', service: 'reporting' },
  { prefix: '/api/notifications', service: 'notification' },
  { prefix: '/api/sms/inbound', service: 'notification' },
  { prefix: '/api/sms/number', service: 'notification' },
  { prefix: '/api/feedback', service: 'notification' },
  { prefix: '/api/verifications', service: 'verification' },
  { prefix: '/api/analytics', service: 'verification' },
];

type CompiledRoute = { segments: readonly string[]; service: ServiceName };

const compiled: readonly CompiledRoute[] = routes.map((route) => ({
  segments: splitPath(route.prefix),
  service: route.service,
}));

/** True for `/api` and every path below it: the paths the gateway answers or proxies, never the web app. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** The service that owns `path` (no query string), or undefined when no route matches. */
export function resolveService(path: string): ServiceName | undefined {
  const segments = splitPath(path);
  // A dot segment would let a path name one route at the gateway and reach another behind it.
  if (segments.some(isDotSegment)) return undefined;
  for (const route of compiled) {
    if (matchesPrefix(route.segments, segments)) return route.service;
  }
  return undefined;
}

function splitPath(path: string): string[] {
  const segments = path.split('/').slice(1);
  if (segments.length > 1 && segments.at(-1) === '') segments.pop();
  return segments;
}

function isDotSegment(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return true;
  }
  return decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\');
}

function matchesPrefix(pattern: readonly string[], segments: readonly string[]): boolean {
  if (segments.length < pattern.length) return false;
  return pattern.every((part, index) => {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) return segment !== '';
    // Case-insensitive because the services' express routers match paths case-insensitively.
    return part.toLowerCase() === segment.toLowerCase();
  });
}
