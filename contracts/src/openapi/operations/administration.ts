import { listAuditLogRequest, listAuditLogResponse } from '../../http/admin-audit.js';
import {
  adminActionResponse,
  adminUserProfile,
  listUsersResponse,
  impersonateRequest,
  impersonationResponse,
  listLastLoginsResponse,
  changeRequirementRequest,
  userIdParams,
  listUserLoginsRequest,
  listUserLoginsResponse,
} from '../../http/admin-users.js';
import { type ApiOperation, json, jsonBody, nextPageHeader, sessionCookieHeader } from '../operation.js';

const tag = 'Administration';

const refusedAction = {
  400: { description: 'The action does not apply to this person (for example, not verified yet).' },
  403: { description: 'The action is not allowed on this person (for example, on oneself).' },
};

/** Staff's calls about people: the user table, logins, roles, impersonation, the audit trail. */
export const administrationOperations: readonly ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/admin/stop-impersonating',
    operationId: 'stopImpersonating',
    summary: 'Stop impersonating and return to one’s own session',
    tag,
    access: 'impersonation',
    answers: [
      json(impersonationResponse, 'Back in the administrator’s own session.', {
        headers: [sessionCookieHeader],
      }),
    ],
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    operationId: 'listUsers',
    summary: 'Every account',
    tag,
    access: 'admin',
    answers: [json(listUsersResponse, 'The user table.')],
  },
  {
    method: 'GET',
    path: '/api/admin/last-logins',
    operationId: 'listLastLogins',
    summary: 'When each person last signed in',
    tag,
    access: 'admin',
    answers: [json(listLastLoginsResponse, 'User id → time of the last successful login.')],
  },
  {
    method: 'GET',
    path: '/api/admin/user-logins/:userId',
    operationId: 'listUserLogins',
    summary: 'One person’s login history',
    description: 'Newest first; every read is audited.',
    tag,
    access: 'admin',
    params: userIdParams,
    query: listUserLoginsRequest,
    answers: [json(listUserLoginsResponse, 'Login attempts, successful or not.')],
  },
  {
    method: 'POST',
    path: '/api/admin/impersonate/:userId',
    operationId: 'impersonate',
    summary: 'See the app as one person',
    description:
      'The session becomes the person’s, naming the administrator; the reason is kept in the audit ' +
      'trail with every write made meanwhile.',
    tag,
    access: 'admin',
    params: userIdParams,
    body: jsonBody(impersonateRequest),
    answers: [
      json(impersonationResponse, 'The session now acts as the person.', { headers: [sessionCookieHeader] }),
    ],
    errors: refusedAction,
  },
  {
    method: 'POST',
    path: '/api/admin/make-admin/:userId',
    operationId: 'makeAdmin',
    summary: 'Make a verified person an administrator',
    description: 'Their sessions end, so the next sign-in carries the new rights everywhere.',
    tag,
    access: 'admin',
    params: userIdParams,
    answers: [json(adminActionResponse, 'What happened, in a sentence.')],
    errors: refusedAction,
  },
  {
    method: 'POST',
    path: '/api/admin/remove-admin/:userId',
    operationId: 'removeAdmin',
    summary: 'Take administrator rights away',
    tag,
    access: 'admin',
    params: userIdParams,
    answers: [json(adminActionResponse, 'What happened, in a sentence.')],
    errors: refusedAction,
  },
  {
    method: 'DELETE',
    path: '/api/admin/delete-user/:userId',
    operationId: 'deleteUser',
    summary: 'Delete an account',
    tag,
    access: 'admin',
    params: userIdParams,
    answers: [json(adminActionResponse, 'What happened, in a sentence.')],
    errors: refusedAction,
  },
  {
    method: 'POST',
    path: '/api/admin/resend-verification/:userId',
    operationId: 'resendVerificationAsAdmin',
    summary: 'Send a person’s verification e-mail again',
    tag,
    access: 'admin',
    params: userIdParams,
    answers: [json(adminActionResponse, 'What happened, in a sentence.')],
    errors: refusedAction,
  },
  {
    method: 'GET',
    path: '/api/admin/audit',
    operationId: 'listAuditLog',
    summary: 'The audit trail',
    description:
      'Every administrator read of a person’s records, impersonation, role change and deletion, ' +
      'newest first, one page at a time.',
    tag,
    access: 'admin',
    query: listAuditLogRequest,
    answers: [json(listAuditLogResponse, 'One page of audited actions.', { headers: [nextPageHeader] })],
  },
  {
    method: 'GET',
    path: '/api/admin/user/:userId',
    operationId: 'getUserProfile',
    summary: 'One person’s profile, read-only',
    description: 'Every read is audited.',
    tag,
    access: 'admin',
    params: userIdParams,
    answers: [json(adminUserProfile, 'The profile, with the Medicaid id masked.')],
  },
  {
    method: 'PATCH',
    path: '/api/admin/user/:userId/requirement',
    operationId: 'changeRequirement',
    summary: 'Set what one person is required to do',
    description:
      'Monthly hours (null goes back to the state’s rule), the birthdate and whether the person is a ' +
      'seasonal worker; audited, and never on oneself.',
    tag,
    access: 'admin',
    params: userIdParams,
    body: jsonBody(changeRequirementRequest),
    answers: [json(adminUserProfile, 'The profile as it is now.')],
    errors: refusedAction,
  },
];
