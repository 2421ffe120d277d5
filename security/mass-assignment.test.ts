import { randomUUID } from 'node:crypto';
import { pdfSample } from '@tracker/kit/testing/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routeRules } from './route-rules.js';
import {
  type Account,
  builtInAccounts,
  linkTokenFor,
  registerEnrollee,
  registrationFor,
  signIn,
  userIdByName,
} from './support/actors.js';
import { Client } from './support/client.js';
import {
  activityFields,
  askForVerification,
  incomeFields,
  logActivity,
  multipart,
  offeredTypeId,
  reportIncome,
  requestExemption,
  uploadExemptionFile,
  writeNote,
} from './support/records.js';
import {
  infrastructureConfigured,
  leakedSecrets,
  type SecuritySystem,
  startSecuritySystem,
} from './support/system.js';

// What an enrollee may not set on anything: ownership, authorship, roles, review outcomes. The server
// decides these itself (DESIGN §4), so each create and update call is sent all of them at once.
function forbiddenFields(victimId: string, adminId: string) {
  return {
    id: randomUUID(),
    userId: victimId,
    createdBy: adminId,
    createdByUserId: adminId,
    lastModifiedBy: adminId,
    authorUserId: adminId,
    authorType: 'state_admin',
    authorUsername: 'admin',
    isInternal: true,
    isAdmin: true,
    emailVerified: true,
    // Only state staff decide who is a seasonal worker, whose pay then counts by its average.
    seasonalWorker: true,
    status: 'approved',
    approverUserId: adminId,
    reviewedBy: adminId,
    approvalDate: '2020-01-01T00:00:00.000Z',
    durationApprovedMonths: 12,
    isPermanent: true,
    source: 'admin',
    uploadedByUserId: adminId,
    uploadedBy: 'admin',
    exemptionId: randomUUID(),
    activityId: randomUUID(),
    storageKey: '../../../etc/passwd',
    fileName: '../../../etc/passwd',
    createdAt: '2020-01-01T00:00:00.000Z',
  };
}

/**
 * The forbidden fields that concern a stored file, as text like a browser sends them: an upload takes
 * at most 20 form fields, so it gets these rather than the whole list.
 */
function fileFields(forbidden: ReturnType<typeof forbiddenFields>): Record<string, string> {
  const names = [
    'id',
    'userId',
    'activityId',
    'exemptionId',
    'uploadedByUserId',
    'uploadedBy',
    'fileName',
    'storageKey',
    'createdAt',
  ] as const;
  return Object.fromEntries(names.map((name) => [name, String(forbidden[name])]));
}

type Case = (context: Context) => Promise<void>;

interface Context {
  system: SecuritySystem;
  admin: Account & { client: Client };
  /** The enrollee who sends the forbidden fields. */
  enrollee: Account & { client: Client };
  /** Whose id the forbidden fields name, to move records to them. */
  victim: Account & { client: Client };
  forbidden: ReturnType<typeof forbiddenFields>;
  typeId: string;
}

/**
 * Every create or update call an enrollee can make with a body, each checked by reading back what
 * was stored.
 */
const cases: Record<string, Case> = {
  'POST /api/register': async ({ system, admin, forbidden }) => {
    const username = `mass_${randomUUID().slice(0, 8)}`;
    const password = `Sx-${randomUUID()}`;
    system.keepSecret(password);
    const body = { ...forbidden, ...registrationFor(username, password) };
    const registered = await new Client(system).call('POST', '/api/register', { json: body });
    expect(registered.status).toBe(201);
    // Still unverified: the login is refused until the link is used.
    const early = await new Client(system).call('POST', '/api/login', { json: { username, password } });
    expect(early.status).toBe(403);
    expect(early.body.emailNotVerified).toBe(true);
    const token = await linkTokenFor(system, body.email, '/verify-email');
    expect((await new Client(system).call('POST', '/api/verify-email', { json: { token } })).status).toBe(
      200,
    );
    const client = await signIn(system, username, password);
    const me = (await client.call('GET', '/api/user')).body;
    expect(me).toMatchObject({ isAdmin: false, username });
    expect(me.id).not.toBe(forbidden.id);
    expect(me.id).toBe(await userIdByName(admin.client, username));
    expect((await admin.client.call('GET', `/api/admin/user/${me.id}`)).body.seasonalWorker).toBe(false);
    expect((await client.call('GET', '/api/admin/users')).status).toBe(403);
  },

  'POST /api/login': async ({ system, enrollee, forbidden }) => {
    const client = new Client(system);
    const answer = await client.call('POST', '/api/login', {
      json: { ...forbidden, username: enrollee.username, password: enrollee.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.isAdmin).toBe(false);
    expect((await client.call('GET', '/api/admin/users')).status).toBe(403);
  },

  'PATCH /api/profile': async ({ admin, enrollee, forbidden }) => {
    const answer = await enrollee.client.call('PATCH', '/api/profile', {
      json: { ...forbidden, firstName: 'Rosa' },
    });
    expect(answer.status).toBe(200);
    const me = (await enrollee.client.call('GET', '/api/user')).body;
    expect(me).toMatchObject({ id: enrollee.id, isAdmin: false, firstName: 'Rosa' });
    const seen = (await admin.client.call('GET', `/api/admin/user/${enrollee.id}`)).body;
    expect(seen).toMatchObject({ id: enrollee.id, seasonalWorker: false });
    expect((await enrollee.client.call('GET', '/api/admin/users')).status).toBe(403);
  },

  'PATCH /api/user/medicaid-account': async ({ enrollee, victim, forbidden }) => {
    const answer = await enrollee.client.call('PATCH', '/api/user/medicaid-account', {
      json: { ...forbidden, medicaidState: 'CA' },
    });
    expect(answer.status).toBe(200);
    expect((await enrollee.client.call('GET', '/api/user')).body).toMatchObject({
      id: enrollee.id,
      isAdmin: false,
      medicaidState: 'CA',
    });
    expect((await victim.client.call('GET', '/api/user')).body.medicaidState).not.toBe('CA');
  },

  'POST /api/activities': async ({ enrollee, victim, forbidden }) => {
    const answer = await enrollee.client.call('POST', '/api/activities', {
      json: { ...forbidden, ...activityFields },
    });
    expect(answer.status).toBe(201);
    const stored = (await enrollee.client.call('GET', `/api/activities/${answer.body.id}`)).body;
    expect(stored).toMatchObject({ userId: enrollee.id, source: 'web' });
    expect(stored.id).not.toBe(forbidden.id);
    expect((await victim.client.call('GET', `/api/activities/${answer.body.id}`)).status).toBe(404);
  },

  'PATCH /api/activities/:id': async ({ enrollee, victim, forbidden }) => {
    const { activityId } = await logActivity(enrollee.client);
    const answer = await enrollee.client.call('PATCH', `/api/activities/${activityId}`, {
      json: { ...forbidden, ...activityFields, description: 'Edited' },
    });
    expect(answer.status).toBe(200);
    const stored = (await enrollee.client.call('GET', `/api/activities/${activityId}`)).body;
    expect(stored).toMatchObject({
      id: activityId,
      userId: enrollee.id,
      source: 'web',
      description: 'Edited',
    });
    expect((await victim.client.call('GET', `/api/activities/${activityId}`)).status).toBe(404);
  },

  'POST /api/activities/:id/attachments': async ({ enrollee, forbidden }) => {
    const { activityId } = await logActivity(enrollee.client);
    const answer = await enrollee.client.call('POST', `/api/activities/${activityId}/attachments`, {
      multipart: multipart(fileFields(forbidden), {
        field: 'files',
        name: 'receipt.pdf',
        bytes: pdfSample(),
        type: 'application/pdf',
      }),
    });
    expect(answer.status).toBe(201);
    const [attachment] = answer.body.attachments;
    expect(attachment.activityId).toBe(activityId);
    expect(attachment.fileName).not.toContain('..');
    const listed = (await enrollee.client.call('GET', `/api/activities/${activityId}/attachments`)).body;
    expect(listed.map((item: { id: string }) => item.id)).toContain(attachment.id);
  },

  'POST /api/income': async ({ enrollee, victim, forbidden }) => {
    const answer = await enrollee.client.call('POST', '/api/income', {
      json: { ...forbidden, ...incomeFields, grossAmountCents: 1 },
    });
    expect(answer.status).toBe(201);
    const stored = (await enrollee.client.call('GET', `/api/income/${answer.body.id}`)).body;
    expect(stored).toMatchObject({ userId: enrollee.id, source: 'web', grossAmountCents: 62000 });
    expect(stored.id).not.toBe(forbidden.id);
    expect((await victim.client.call('GET', `/api/income/${answer.body.id}`)).status).toBe(404);
  },

  'PATCH /api/income/:id': async ({ enrollee, victim, forbidden }) => {
    const { incomeId } = await reportIncome(enrollee.client);
    const answer = await enrollee.client.call('PATCH', `/api/income/${incomeId}`, {
      json: { ...forbidden, ...incomeFields, employer: 'Edited' },
    });
    expect(answer.status).toBe(200);
    const stored = (await enrollee.client.call('GET', `/api/income/${incomeId}`)).body;
    expect(stored).toMatchObject({ id: incomeId, userId: enrollee.id, source: 'web', employer: 'Edited' });
    expect((await victim.client.call('GET', `/api/income/${incomeId}`)).status).toBe(404);
  },

  'POST /api/income/:id/attachments': async ({ enrollee, forbidden }) => {
    const { incomeId } = await reportIncome(enrollee.client);
    const answer = await enrollee.client.call('POST', `/api/income/${incomeId}/attachments`, {
      multipart: multipart(fileFields(forbidden), {
        field: 'files',
        name: 'receipt.pdf',
        bytes: pdfSample(),
        type: 'application/pdf',
      }),
    });
    expect(answer.status).toBe(201);
    const [attachment] = answer.body.attachments;
    expect(attachment).toMatchObject({ incomeId, uploadedBy: enrollee.id });
    expect(attachment.fileName).not.toContain('..');
  },

  'POST /api/user-exemptions': async ({ enrollee, victim, forbidden, typeId }) => {
    const answer = await enrollee.client.call('POST', '/api/user-exemptions', {
      json: { ...forbidden, medicaidExemptionId: typeId },
    });
    expect(answer.status).toBe(201);
    const stored = (await enrollee.client.call('GET', '/api/user-exemptions')).body.find(
      (request: { id: string }) => request.id === answer.body.id,
    );
    expect(stored).toMatchObject({
      userId: enrollee.id,
      createdBy: enrollee.id,
      status: 'requested',
      approverUserId: null,
      reviewedBy: null,
      approvalDate: null,
      durationApprovedMonths: null,
      isPermanent: false,
    });
    const theirs = (await victim.client.call('GET', '/api/user-exemptions')).body as Array<{ id: string }>;
    expect(theirs.map((request) => request.id)).not.toContain(answer.body.id);
  },

  'PUT /api/user-exemptions/:id': async ({ enrollee, forbidden, typeId }) => {
    const { exemptionId } = await requestExemption(enrollee.client, typeId);
    const answer = await enrollee.client.call('PUT', `/api/user-exemptions/${exemptionId}`, {
      json: { ...forbidden, applicationNotes: 'Edited' },
    });
    expect(answer.status).toBe(200);
    const stored = (await enrollee.client.call('GET', '/api/user-exemptions')).body.find(
      (request: { id: string }) => request.id === exemptionId,
    );
    expect(stored).toMatchObject({
      userId: enrollee.id,
      createdBy: enrollee.id,
      status: 'requested',
      applicationNotes: 'Edited',
      approverUserId: null,
      isPermanent: false,
    });
  },

  'POST /api/exemption-notes': async ({ enrollee, forbidden, typeId }) => {
    const { exemptionId } = await requestExemption(enrollee.client, typeId);
    const answer = await enrollee.client.call('POST', '/api/exemption-notes', {
      json: { ...forbidden, exemptionId, noteText: 'Please hurry' },
    });
    expect(answer.status).toBe(201);
    const [note] = (await enrollee.client.call('GET', `/api/exemption-notes/${exemptionId}`)).body;
    expect(note).toMatchObject({
      exemptionId,
      authorUserId: enrollee.id,
      createdByUserId: enrollee.id,
      authorType: 'enrollee',
      isInternal: false,
      noteText: 'Please hurry',
    });
  },

  'POST /api/verifications/:id/hearing-request': async ({ admin, enrollee, forbidden }) => {
    const requestId = await askForVerification(admin.client, enrollee.id);
    const sentOn = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const noticed = await admin.client.call('POST', `/api/admin/verifications/${requestId}/notice`, {
      json: { sentOn },
    });
    expect(noticed.status, noticed.text).toBe(200);
    const answer = await enrollee.client.call('POST', `/api/verifications/${requestId}/hearing-request`, {
      json: {
        ...forbidden,
        status: 'compliant',
        requestedAt: forbidden.createdAt,
        hearingRequest: { requestedAt: forbidden.createdAt, reason: 'planted' },
        reason: 'I worked those hours',
      },
    });
    expect(answer.status, answer.text).toBe(200);
    const stored = (await admin.client.call('GET', `/api/admin/verifications/${requestId}`)).body;
    expect(stored).toMatchObject({
      id: requestId,
      userId: enrollee.id,
      hearingRequest: { reason: 'I worked those hours' },
    });
    expect(stored.status).not.toBe('compliant');
    expect(stored.hearingRequest.requestedAt).not.toBe(forbidden.createdAt);
  },

  'PATCH /api/exemption-notes/:id': async ({ enrollee, forbidden, typeId }) => {
    const { exemptionId } = await requestExemption(enrollee.client, typeId);
    const noteId = await writeNote(enrollee.client, exemptionId);
    const answer = await enrollee.client.call('PATCH', `/api/exemption-notes/${noteId}`, {
      json: { ...forbidden, noteText: 'Edited note' },
    });
    expect(answer.status).toBe(200);
    const [note] = (await enrollee.client.call('GET', `/api/exemption-notes/${exemptionId}`)).body;
    expect(note).toMatchObject({
      id: noteId,
      exemptionId,
      authorUserId: enrollee.id,
      authorType: 'enrollee',
      isInternal: false,
      noteText: 'Edited note',
    });
  },

  'POST /api/exemptions/:id/attachments/upload': async ({ enrollee, forbidden, typeId }) => {
    const { exemptionId } = await requestExemption(enrollee.client, typeId);
    const answer = await enrollee.client.call('POST', `/api/exemptions/${exemptionId}/attachments/upload`, {
      multipart: multipart(fileFields(forbidden), {
        field: 'file',
        name: 'statement.pdf',
        bytes: pdfSample(),
        type: 'application/pdf',
      }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ exemptionId, uploadedByUserId: enrollee.id });
    expect(answer.body.fileName).not.toContain('..');
  },

  'PUT /api/exemptions/attachments/:id/description': async ({ enrollee, forbidden, typeId }) => {
    const { exemptionId } = await requestExemption(enrollee.client, typeId);
    const attachmentId = await uploadExemptionFile(enrollee.client, exemptionId);
    const answer = await enrollee.client.call(
      'PUT',
      `/api/exemptions/attachments/${attachmentId}/description`,
      {
        json: { ...forbidden, description: 'Bank statement' },
      },
    );
    expect(answer.status).toBe(200);
    const stored = (
      await enrollee.client.call('GET', `/api/exemptions/${exemptionId}/attachments`)
    ).body.find((file: { id: string }) => file.id === attachmentId);
    expect(stored).toMatchObject({
      exemptionId,
      uploadedByUserId: enrollee.id,
      description: 'Bank statement',
    });
    expect(stored.fileName).not.toContain('..');
  },

  'POST /api/user/phone/verify-start': async ({ enrollee, forbidden }) => {
    const before = (await enrollee.client.call('GET', '/api/user')).body;
    const answer = await enrollee.client.call('POST', '/api/user/phone/verify-start', {
      json: { ...forbidden, cellNumber: '555-555-0199', to: '+15555550199', cellNumberVerified: true },
    });
    expect(answer.status, answer.text).toBe(200);
    // The code goes to the number on file, which the body cannot change.
    expect(answer.body.message).toContain(before.cellNumber);
    expect((await enrollee.client.call('GET', '/api/user')).body).toMatchObject({
      cellNumber: before.cellNumber,
      cellNumberVerified: false,
    });
  },

  'POST /api/user/phone/verify': async ({ enrollee, forbidden }) => {
    const answer = await enrollee.client.call('POST', '/api/user/phone/verify', {
      json: { ...forbidden, code: '000000', cellNumberVerified: true, verified: true },
    });
    expect(answer.status).toBe(400);
    expect((await enrollee.client.call('GET', '/api/user')).body.cellNumberVerified).toBe(false);
  },

  'POST /api/feedback': async ({ admin, enrollee, forbidden }) => {
    const message = `Mass assignment check ${randomUUID()}`;
    const answer = await enrollee.client.call('POST', '/api/feedback', {
      json: { ...forbidden, category: 'suggestion', message },
    });
    expect(answer.status).toBe(201);
    const listed = (await admin.client.call('GET', '/api/admin/feedback')).body.feedback.find(
      (entry: { message: string }) => entry.message === message,
    );
    expect(listed).toMatchObject({ userId: enrollee.id, username: enrollee.username });
    expect(listed.id).not.toBe(forbidden.id);
  },
};

/**
 * Calls with a body that store nothing an enrollee could claim: credentials, links, session
 * changes, marks of reading. The routes left to administrators or Twilio are not the enrollee's.
 */
const storesNoClaimableField = new Set([
  'POST /api/logout',
  'POST /api/resend-verification',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'POST /api/verify-email',
  'PATCH /api/change-password',
  'POST /api/admin/stop-impersonating',
  'PATCH /api/user-exemptions/:id/resubmit',
  'PATCH /api/notifications/read-all',
  'PATCH /api/notifications/:id/read',
  // Counted into daily totals by name and page pattern; nothing else of the body is kept.
  'POST /api/analytics/events',
]);

const enrolleeWrites = routeRules
  .filter((route) => route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH')
  .filter((route) => route.rule !== 'admin' && route.rule !== 'webhook' && route.rule !== 'impersonation')
  .map(routeKey);

describe('mass assignment: fields the server decides are ignored', () => {
  it('covers every create and update call an enrollee can make', () => {
    const uncovered = enrolleeWrites.filter((key) => !(key in cases) && !storesNoClaimableField.has(key));
    expect(uncovered, 'add a mass-assignment case to security/mass-assignment.test.ts').toEqual([]);
  });
});

describe.runIf(infrastructureConfigured())('mass assignment through the gateway', () => {
  let system: SecuritySystem;
  let context: Context;

  beforeAll(async () => {
    system = await startSecuritySystem();
    const { admin } = await builtInAccounts(system);
    const enrollee = await registerEnrollee(system);
    const victim = await registerEnrollee(system);
    context = {
      system,
      admin,
      enrollee,
      victim,
      forbidden: forbiddenFields(victim.id, admin.id),
      typeId: await offeredTypeId(enrollee.client),
    };
  });

  afterAll(async () => {
    await system?.stop();
  });

  it.each(Object.keys(cases))('%s ignores the fields the server decides', async (key) => {
    // The checks are in the case; a case that checks nothing fails instead of passing.
    expect.hasAssertions();
    await cases[key]!(context);
  });

  it('wrote no password, token, Medicaid id or birthdate to the logs', () => {
    expect(leakedSecrets(system)).toEqual([]);
  });
});
