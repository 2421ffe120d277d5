import { randomUUID } from 'node:crypto';
import { pdfSample } from '@tracker/kit/testing/files';
import type { Role } from '../route-rules.js';
import { IMPERSONATION_REASON, newPassword } from './actors.js';
import type { CallOptions, Client } from './client.js';
import { activityFields, incomeFields, multipart } from './records.js';
import type { World } from './world.js';

/** One call of a route: where it goes, what it sends, and a session of its own when it needs one. */
export interface SampleCall {
  path: string;
  options?: CallOptions;
  /** Used instead of the role's shared session (a call that ends or replaces its session). */
  client?: Client;
}

/** How the access matrix calls a route as `role`. */
export type RouteSample = (world: World, role: Role) => Promise<SampleCall> | SampleCall;

const pdfUpload = (field: string) =>
  multipart({}, { field, name: 'proof.pdf', bytes: pdfSample(), type: 'application/pdf' });

const noSuchToken = 'not-a-token-this-server-issued';

function thisMonth(): string {
  const now = new Date();
  return `${now.getUTCFullYear()}/${now.getUTCMonth() + 1}`;
}

/** Last month as `YYYY-MM`: begun in every time zone, so the months call judges it for anyone. */
function lastMonth(): string {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * A call per catalogue route (`METHOD /path`). Calls that would change what later calls rely on use
 * records or sessions made for them; bodies are valid where a valid body is harmless, and otherwise
 * empty, since a validation error still shows the caller was let through.
 */
export const routeSamples: Record<string, RouteSample> = {
  // identity: the account
  'GET /api/user': () => ({ path: '/api/user' }),
  'GET /api/session': () => ({ path: '/api/session' }),
  'POST /api/login': () => ({ path: '/api/login', options: { json: {} } }),
  'POST /api/logout': async (world, role) => ({
    path: '/api/logout',
    client: await world.freshSession(role),
  }),
  'POST /api/register': () => ({ path: '/api/register', options: { json: {} } }),
  'POST /api/resend-verification': () => ({
    path: '/api/resend-verification',
    options: { json: { email: `nobody-${randomUUID()}@example.org` } },
  }),
  'POST /api/forgot-password': () => ({
    path: '/api/forgot-password',
    options: { json: { email: `nobody-${randomUUID()}@example.org` } },
  }),
  'POST /api/reset-password': () => {
    const password = newPassword();
    return {
      path: '/api/reset-password',
      options: { json: { token: noSuchToken, newPassword: password, confirmPassword: password } },
    };
  },
  'GET /api/verify-email': () => ({ path: `/api/verify-email?token=${noSuchToken}` }),
  'POST /api/verify-email': () => ({ path: '/api/verify-email', options: { json: { token: noSuchToken } } }),
  'PATCH /api/profile': () => ({ path: '/api/profile', options: { json: { preferredLanguage: 'en' } } }),
  'PATCH /api/change-password': () => {
    const password = newPassword();
    return {
      path: '/api/change-password',
      options: {
        json: { currentPassword: 'not-the-current-one', newPassword: password, confirmPassword: password },
      },
    };
  },
  'DELETE /api/account': async (world, role) => ({
    path: '/api/account',
    client: await world.freshAccountSession(role),
  }),
  'PATCH /api/user/medicaid-account': () => ({
    path: '/api/user/medicaid-account',
    options: { json: { medicaidState: 'CA' } },
  }),
  // The demo's number is confirmed already (409) and the administrator has none (400): no text goes out.
  'POST /api/user/phone/verify-start': () => ({ path: '/api/user/phone/verify-start' }),
  'POST /api/user/phone/verify': () => ({
    path: '/api/user/phone/verify',
    options: { json: { code: '000000' } },
  }),

  // identity: administration
  'POST /api/admin/stop-impersonating': async (world, role) => ({
    path: '/api/admin/stop-impersonating',
    client: await world.freshSession(role),
  }),
  'GET /api/admin/users': () => ({ path: '/api/admin/users' }),
  'GET /api/admin/last-logins': () => ({ path: '/api/admin/last-logins' }),
  'GET /api/admin/user-logins/:userId': (world) => ({ path: `/api/admin/user-logins/${world.demo.id}` }),
  'POST /api/admin/impersonate/:userId': async (world, role) => ({
    path: `/api/admin/impersonate/${world.demo.id}`,
    options: { json: { reason: IMPERSONATION_REASON } },
    client: await world.freshSession(role),
  }),
  // An unverified account cannot be made an administrator, nor lose rights it lacks: let through, no change.
  'POST /api/admin/make-admin/:userId': (world) => ({
    path: `/api/admin/make-admin/${world.unverifiedUserId}`,
  }),
  'POST /api/admin/remove-admin/:userId': (world) => ({
    path: `/api/admin/remove-admin/${world.unverifiedUserId}`,
  }),
  'DELETE /api/admin/delete-user/:userId': async (world) => ({
    path: `/api/admin/delete-user/${await world.newUnverifiedUser()}`,
  }),
  'POST /api/admin/resend-verification/:userId': (world) => ({
    path: `/api/admin/resend-verification/${world.unverifiedUserId}`,
  }),
  'GET /api/admin/audit': () => ({ path: '/api/admin/audit' }),
  'GET /api/admin/user/:userId': (world) => ({ path: `/api/admin/user/${world.demo.id}` }),
  // Back to the state's rule, which the demo follows already: let through, no change.
  'PATCH /api/admin/user/:userId/requirement': (world) => ({
    path: `/api/admin/user/${world.demo.id}/requirement`,
    options: { json: { requiredMonthlyHours: null } },
  }),

  // activity
  'GET /api/activities': () => ({ path: '/api/activities' }),
  'POST /api/activities': () => ({ path: '/api/activities', options: { json: {} } }),
  'GET /api/activities/:id': (world) => ({ path: `/api/activities/${world.records.activityId}` }),
  'PATCH /api/activities/:id': (world) => ({
    path: `/api/activities/${world.records.activityId}`,
    options: { json: activityFields },
  }),
  'DELETE /api/activities/:id': async (world) => ({
    path: `/api/activities/${(await world.newActivity()).activityId}`,
  }),
  'GET /api/activities/:id/attachments': (world) => ({
    path: `/api/activities/${world.records.activityId}/attachments`,
  }),
  'POST /api/activities/:id/attachments': (world) => ({
    path: `/api/activities/${world.records.activityId}/attachments`,
    options: { multipart: pdfUpload('files') },
  }),
  'DELETE /api/activities/:id/attachments/:attachmentId': async (world) => {
    const { activityId, attachmentId } = await world.newActivity();
    return { path: `/api/activities/${activityId}/attachments/${attachmentId}` };
  },
  'DELETE /api/activities/:id/remove-attachment': async (world) => {
    const { activityId, attachmentId } = await world.newActivity();
    return { path: `/api/activities/${activityId}/remove-attachment`, options: { json: { attachmentId } } };
  },
  'GET /api/attachments/:id/download': (world) => ({
    path: `/api/attachments/${world.records.activityAttachmentId}/download`,
  }),
  'GET /api/attachments/:id/content': (world) => ({ path: world.records.activityContentPath }),
  'GET /api/admin/user/:id/activities': (world) => ({ path: `/api/admin/user/${world.demo.id}/activities` }),

  // activity: pay records
  'GET /api/income': () => ({ path: '/api/income' }),
  'POST /api/income': () => ({ path: '/api/income', options: { json: {} } }),
  'GET /api/income/:id': (world) => ({ path: `/api/income/${world.records.incomeId}` }),
  'PATCH /api/income/:id': (world) => ({
    path: `/api/income/${world.records.incomeId}`,
    options: { json: incomeFields },
  }),
  'DELETE /api/income/:id': async (world) => ({
    path: `/api/income/${(await world.newIncome()).incomeId}`,
  }),
  'GET /api/income/:id/attachments': (world) => ({
    path: `/api/income/${world.records.incomeId}/attachments`,
  }),
  'POST /api/income/:id/attachments': (world) => ({
    path: `/api/income/${world.records.incomeId}/attachments`,
    options: { multipart: pdfUpload('files') },
  }),
  'DELETE /api/income/:id/attachments/:attachmentId': async (world) => {
    const { incomeId, attachmentId } = await world.newIncome();
    return { path: `/api/income/${incomeId}/attachments/${attachmentId}` };
  },
  'GET /api/income/attachments/:id/download': (world) => ({
    path: `/api/income/attachments/${world.records.incomeAttachmentId}/download`,
  }),
  'GET /api/income/attachments/:id/content': (world) => ({ path: world.records.incomeContentPath }),
  'GET /api/admin/user/:id/income': (world) => ({ path: `/api/admin/user/${world.demo.id}/income` }),

  // exemption: the catalogue
  'GET /api/medicaid-exemptions': () => ({ path: '/api/medicaid-exemptions' }),
  'GET /api/admin/medicaid-exemptions': () => ({ path: '/api/admin/medicaid-exemptions' }),
  'POST /api/admin/medicaid-exemptions': () => ({
    path: '/api/admin/medicaid-exemptions',
    options: { json: {} },
  }),
  'PATCH /api/admin/medicaid-exemptions/reorder': () => ({
    path: '/api/admin/medicaid-exemptions/reorder',
    options: { json: {} },
  }),
  'PUT /api/admin/medicaid-exemptions/:id': (world) => ({
    path: `/api/admin/medicaid-exemptions/${world.records.exemptionTypeId}`,
    options: { json: {} },
  }),
  'DELETE /api/admin/medicaid-exemptions/:id': async (world) => ({
    path: `/api/admin/medicaid-exemptions/${await world.newExemptionType()}`,
  }),

  // exemption: requests, notes, attachments, review
  'GET /api/user-exemptions': () => ({ path: '/api/user-exemptions' }),
  'POST /api/user-exemptions': () => ({ path: '/api/user-exemptions', options: { json: {} } }),
  'PUT /api/user-exemptions/:id': (world) => ({
    path: `/api/user-exemptions/${world.records.exemptionId}`,
    options: { json: { applicationNotes: 'Caring for my mother full time' } },
  }),
  'DELETE /api/user-exemptions/:id': async (world) => ({
    path: `/api/user-exemptions/${(await world.newExemption()).exemptionId}`,
  }),
  'PATCH /api/user-exemptions/:id/resubmit': (world) => ({
    path: `/api/user-exemptions/${world.records.exemptionId}/resubmit`,
  }),
  'GET /api/exemption-notes': (world) => ({
    path: `/api/exemption-notes?exemptionId=${world.records.exemptionId}`,
  }),
  'GET /api/exemption-notes/:exemptionId': (world) => ({
    path: `/api/exemption-notes/${world.records.exemptionId}`,
  }),
  'POST /api/exemption-notes': (world) => ({
    path: '/api/exemption-notes',
    options: { json: { exemptionId: world.records.exemptionId, noteText: 'Any news?' } },
  }),
  'PATCH /api/exemption-notes/:id': (world) => ({
    path: `/api/exemption-notes/${world.records.noteId}`,
    options: { json: { noteText: 'My doctor sent the form.' } },
  }),
  'DELETE /api/exemption-notes/:id': async (world) => ({
    path: `/api/exemption-notes/${await world.newNote()}`,
  }),
  'GET /api/exemptions/:id/attachments': (world) => ({
    path: `/api/exemptions/${world.records.exemptionId}/attachments`,
  }),
  'POST /api/exemptions/:id/attachments/upload': (world) => ({
    path: `/api/exemptions/${world.records.exemptionId}/attachments/upload`,
    options: { multipart: pdfUpload('file') },
  }),
  'PUT /api/exemptions/attachments/:id/description': (world) => ({
    path: `/api/exemptions/attachments/${world.records.exemptionAttachmentId}/description`,
    options: { json: { description: 'Letter from the doctor' } },
  }),
  'DELETE /api/exemptions/attachments/:id': async (world) => ({
    path: `/api/exemptions/attachments/${await world.newExemptionAttachment()}`,
  }),
  'DELETE /api/exemptions/:id/attachments/:attachmentId': async (world) => ({
    path: `/api/exemptions/${world.records.exemptionId}/attachments/${await world.newExemptionAttachment()}`,
  }),
  'GET /api/exemptions/attachments/:id/download': (world) => ({
    path: `/api/exemptions/attachments/${world.records.exemptionAttachmentId}/download`,
  }),
  'GET /api/exemptions/attachments/:id/content': (world) => ({ path: world.records.exemptionContentPath }),
  'GET /api/admin/all-exemptions': () => ({ path: '/api/admin/all-exemptions' }),
  'PATCH /api/admin/exemptions/:id/status': (world) => ({
    path: `/api/admin/exemptions/${world.records.exemptionId}/status`,
    options: { json: {} },
  }),

  // reporting
  'GET /api/dashboard/stats': () => ({ path: '/api/dashboard/stats' }),
  'GET /api/user/reporting-hours': () => ({ path: '/api/user/reporting-hours' }),
  'GET /api/reports/available-months': () => ({ path: '/api/reports/available-months' }),
  'GET /api/reports/monthly/:year/:month': () => ({
    path: `/api/reports/monthly/${thisMonth()}?format=json`,
  }),
  'GET /api/compliance/months': () => ({
    path: `/api/compliance/months?from=${lastMonth()}&to=${lastMonth()}`,
  }),
  'GET /api/admin/user/:id/compliance': (world) => ({ path: `/api/admin/user/${world.demo.id}/compliance` }),
  'GET /api/rules': () => ({ path: '/api/rules' }),

  // notification
  'GET /api/sms/number': () => ({ path: '/api/sms/number' }),
  // Unsigned, whoever sends it: the matrix expects the refusal; the signed case is tried on its own.
  'POST /api/sms/inbound': () => ({
    path: '/api/sms/inbound',
    options: {
      form: {
        From: '+19165550142',
        To: '+15005550006',
        Body: 'WORK 2 Shift',
        MessageSid: `SM${randomUUID()}`,
      },
    },
  }),
  'GET /api/notifications': () => ({ path: '/api/notifications' }),
  'PATCH /api/notifications/read-all': () => ({ path: '/api/notifications/read-all' }),
  'PATCH /api/notifications/:id/read': (world) => ({
    path: `/api/notifications/${world.records.notificationId}/read`,
  }),
  'POST /api/feedback': () => ({ path: '/api/feedback', options: { json: {} } }),
  'GET /api/admin/feedback': () => ({ path: '/api/admin/feedback' }),

  // verification
  'GET /api/verifications': () => ({ path: '/api/verifications' }),
  'POST /api/verifications/:id/hearing-request': (world) => ({
    path: `/api/verifications/${world.records.verificationId}/hearing-request`,
    options: { json: { reason: 'I worked those hours' } },
  }),
  'POST /api/admin/verifications': () => ({ path: '/api/admin/verifications', options: { json: {} } }),
  'POST /api/admin/verifications/import': () => ({
    path: '/api/admin/verifications/import',
    options: {
      multipart: multipart(
        {},
        {
          field: 'file',
          name: 'requests.csv',
          bytes: Buffer.from('medicaidId,dueDate,reason\n'),
          type: 'text/csv',
        },
      ),
    },
  }),
  'GET /api/admin/verifications': () => ({ path: '/api/admin/verifications' }),
  'GET /api/admin/verifications/export': () => ({ path: '/api/admin/verifications/export' }),
  'GET /api/admin/verifications/:id': (world) => ({
    path: `/api/admin/verifications/${world.records.verificationId}`,
  }),
  'POST /api/admin/data-matches/import': () => ({
    path: '/api/admin/data-matches/import',
    options: {
      multipart: multipart(
        {},
        {
          field: 'file',
          name: 'state.csv',
          bytes: Buffer.from(`medicaidId,month,source,flag\nSEC-${randomUUID()},${lastMonth()},snap,yes\n`),
          type: 'text/csv',
        },
      ),
    },
  }),
  'GET /api/admin/data-matches/imports/:id': (world) => ({
    path: `/api/admin/data-matches/imports/${world.records.dataMatchImportId}`,
  }),
  'POST /api/admin/verifications/:id/notice': (world) => ({
    path: `/api/admin/verifications/${world.records.verificationId}/notice`,
    options: { json: { sentOn: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10) } },
  }),
  'GET /api/admin/work-queue': () => ({ path: '/api/admin/work-queue' }),
  'GET /api/admin/work-queue/next': () => ({ path: '/api/admin/work-queue/next' }),
  // A case that cannot exist: an administrator gets past the role check to the 400 of the id.
  'GET /api/admin/work-queue/:kind/:id': () => ({ path: '/api/admin/work-queue/exemption/x' }),
  'POST /api/admin/work-queue/:kind/:id/assign': () => ({ path: '/api/admin/work-queue/exemption/x/assign' }),
  'DELETE /api/admin/work-queue/:kind/:id/assign': () => ({
    path: '/api/admin/work-queue/exemption/x/assign',
  }),
  'POST /api/analytics/events': () => ({
    path: '/api/analytics/events',
    options: { json: { name: 'page_view', path: '/dashboard' } },
  }),
  'GET /api/admin/usage': () => ({ path: '/api/admin/usage' }),

  // the gateway
  'GET /api/openapi.json': () => ({ path: '/api/openapi.json' }),
  'GET /api/docs': () => ({ path: '/api/docs' }),
  'GET /api/docs/style.css': () => ({ path: '/api/docs/style.css' }),
};
