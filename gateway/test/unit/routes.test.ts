import { describe, expect, it } from 'vitest';
import { isApiPath, resolveService, routes, type ServiceName } from '../../src/routes.js';

// Every path of the spec's call tables and the design's ownership table, ids filled in.
const expectations: Array<[string, ServiceName]> = [
  ['/api/user', 'identity'],
  ['/api/session', 'identity'],
  ['/api/login', 'identity'],
  ['/api/logout', 'identity'],
  ['/api/register', 'identity'],
  ['/api/resend-verification', 'identity'],
  ['/api/forgot-password', 'identity'],
  ['/api/reset-password', 'identity'],
  ['/api/verify-email', 'identity'],
  ['/api/profile', 'identity'],
  ['/api/change-password', 'identity'],
  ['/api/account', 'identity'],
  ['/api/user/medicaid-account', 'identity'],
  ['/api/user/reporting-hours', 'reporting'],
  ['/api/activities', 'activity'],
  ['/api/activities/a1', 'activity'],
  ['/api/activities/a1/attachments', 'activity'],
  ['/api/activities/a1/attachments/f9', 'activity'],
  ['/api/activities/a1/remove-attachment', 'activity'],
  ['/api/attachments/x/download', 'activity'],
  ['/api/dashboard/stats', 'reporting'],
  ['/api/reports/available-months', 'reporting'],
  ['/api/reports/monthly/2027/1', 'reporting'],
  ['/api/rules', 'reporting'],
  ['/api/compliance/months', 'reporting'],
  ['/api/user-exemptions', 'exemption'],
  ['/api/user-exemptions/e1', 'exemption'],
  ['/api/user-exemptions/e1/resubmit', 'exemption'],
  ['/api/medicaid-exemptions', 'exemption'],
  ['/api/exemption-notes', 'exemption'],
  ['/api/exemption-notes/e1', 'exemption'],
  ['/api/exemptions/e1/attachments', 'exemption'],
  ['/api/exemptions/e1/attachments/upload', 'exemption'],
  ['/api/exemptions/attachments/f1', 'exemption'],
  ['/api/exemptions/e1/attachments/f1', 'exemption'],
  ['/api/exemptions/attachments/f1/description', 'exemption'],
  ['/api/exemptions/attachments/f1/download', 'exemption'],
  ['/api/admin/users', 'identity'],
  ['/api/admin/last-logins', 'identity'],
  ['/api/admin/user-logins/u1', 'identity'],
  ['/api/admin/impersonate/u1', 'identity'],
  ['/api/admin/stop-impersonating', 'identity'],
  ['/api/admin/make-admin/u1', 'identity'],
  ['/api/admin/remove-admin/u1', 'identity'],
  ['/api/admin/delete-user/u1', 'identity'],
  ['/api/admin/resend-verification/u1', 'identity'],
  ['/api/admin/audit', 'identity'],
  ['/api/admin/user/abc', 'identity'],
  ['/api/admin/user/abc/activities', 'activity'],
  ['/api/admin/user/abc/compliance', 'reporting'],
  ['/api/admin/medicaid-exemptions', 'exemption'],
  ['/api/admin/medicaid-exemptions/t1', 'exemption'],
  ['/api/admin/medicaid-exemptions/reorder', 'exemption'],
  ['/api/admin/all-exemptions', 'exemption'],
  ['/api/admin/exemptions/e1/status', 'exemption'],
  ['/api/notifications', 'notification'],
  ['/api/notifications/n1/read', 'notification'],
  ['/api/sms/inbound', 'notification'],
  ['/api/sms/number', 'notification'],
  ['/api/feedback', 'notification'],
  ['/api/admin/feedback', 'notification'],
  ['/api/verifications', 'verification'],
  ['/api/verifications/v1/hearing-request', 'verification'],
  ['/api/admin/verifications', 'verification'],
  ['/api/admin/verifications/import', 'verification'],
  ['/api/admin/verifications/export', 'verification'],
  ['/api/admin/verifications/v1', 'verification'],
  ['/api/admin/verifications/v1/notice', 'verification'],
  ['/api/admin/data-matches/import', 'verification'],
  ['/api/admin/data-matches/imports/i1', 'verification'],
  ['/api/admin/work-queue', 'verification'],
  ['/api/admin/work-queue/exemption/e1/assign', 'verification'],
  ['/api/analytics/events', 'verification'],
  ['/api/admin/usage', 'verification'],
];

describe('resolveService', () => {
  it.each(expectations)('%s goes to %s', (path, service) => {
    expect(resolveService(path)).toBe(service);
  });

  it('lets no route hide a later, more specific one', () => {
    for (const route of routes) {
      const samplePath = route.prefix.replace(/:[^/]+/g, 'sample-id');
      expect(resolveService(samplePath), route.prefix).toBe(route.service);
      expect(resolveService(`${samplePath}/below`), route.prefix).toBe(route.service);
    }
  });

  it('matches whole segments only', () => {
    expect(resolveService('/api/username')).toBeUndefined();
    expect(resolveService('/api/admin/user')).toBeUndefined();
    expect(resolveService('/api/feedbacks')).toBeUndefined();
    expect(resolveService('/api/admin/useres/abc')).toBeUndefined();
    expect(resolveService('/api/admin/audits')).toBeUndefined();
  });

  it('accepts a trailing slash and any letter case, as the services do', () => {
    expect(resolveService('/api/user/')).toBe('identity');
    expect(resolveService('/API/User/Reporting-Hours')).toBe('reporting');
  });

  it('refuses unknown paths and dot segments', () => {
    expect(resolveService('/api')).toBeUndefined();
    expect(resolveService('/api/nothing-here')).toBeUndefined();
    expect(resolveService('/api/activities/../admin/users')).toBeUndefined();
    expect(resolveService('/api/activities/%2e%2e/admin/users')).toBeUndefined();
    expect(resolveService('/api/activities/a%2Fb')).toBeUndefined();
    expect(resolveService('/api/activities/%zz')).toBeUndefined();
    expect(resolveService('/assets/index.js')).toBeUndefined();
  });
});

describe('isApiPath', () => {
  it('tells API paths from web app paths', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/anything')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/dashboard')).toBe(false);
  });
});
