import { pdfSample } from '@tracker/kit/testing/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from './harness.js';
import { call, createExemption, setStatus, uploadFile } from './requests.js';

let h: Harness;
let typeId: string;
beforeAll(async () => {
  h = await createHarness();
  typeId = (await h.exemptionType()).id;
});
afterAll(async () => {
  await h.close();
});

interface Subject {
  owner: TestUser;
  exemptionId: string;
  attachmentId: string;
}

async function subject(): Promise<Subject> {
  const owner = await h.enrollee();
  const exemptionId = (await createExemption(h, owner, typeId)).id;
  const uploaded = await uploadFile(h, owner, exemptionId, { name: 'proof.pdf', bytes: pdfSample() });
  if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status}`);
  return { owner, exemptionId, attachmentId: uploaded.body.id };
}

/** The audit records of one administrator, oldest first. */
async function auditsBy(actorId: string) {
  return (await h.audits()).filter((record) => record.actorId === actorId);
}

interface ReadCase {
  name: string;
  path(s: Subject): string;
  action: string;
  resource(s: Subject): string;
}

const reads: ReadCase[] = [
  {
    name: 'the notes of a request',
    path: (s) => `/api/exemption-notes?exemptionId=${s.exemptionId}`,
    action: 'exemption-notes.viewed',
    resource: (s) => s.exemptionId,
  },
  {
    name: 'the attachments of a request',
    path: (s) => `/api/exemptions/${s.exemptionId}/attachments`,
    action: 'exemption-attachments.viewed',
    resource: (s) => s.exemptionId,
  },
  {
    name: 'a download link',
    path: (s) => `/api/exemptions/attachments/${s.attachmentId}/download`,
    action: 'exemption-attachment.link-issued',
    resource: (s) => s.attachmentId,
  },
];

describe.each(reads)('reading $name', (read) => {
  it('is audited for an administrator, with the record, the address and the browser', async () => {
    const s = await subject();
    const admin = await h.admin();
    const res = await call(h, admin, 'get', read.path(s))
      .set('User-Agent', 'Reviewer Browser/1.0')
      .set('X-Forwarded-For', '198.51.100.23');
    expect(res.status).toBe(200);
    expect(await auditsBy(admin.id)).toEqual([
      {
        actorId: admin.id,
        subjectId: s.owner.id,
        action: read.action,
        resourceId: read.resource(s),
        ip: '198.51.100.23',
        userAgent: 'Reviewer Browser/1.0',
        occurredAt: expect.any(String),
      },
    ]);
  });

  it('is not audited for the requester', async () => {
    const s = await subject();
    const before = (await h.audits()).length;
    expect((await call(h, s.owner, 'get', read.path(s))).status).toBe(200);
    expect(await h.audits()).toHaveLength(before);
  });

  it('is audited under the administrator who impersonates the requester', async () => {
    const s = await subject();
    const admin = await h.admin();
    const res = await call(h, await h.impersonation(s.owner, admin), 'get', read.path(s));
    expect(res.status).toBe(200);
    expect(await auditsBy(admin.id)).toEqual([
      expect.objectContaining({ subjectId: s.owner.id, action: read.action, resourceId: read.resource(s) }),
    ]);
  });

  it('is not audited when it is refused', async () => {
    const s = await subject();
    const before = (await h.audits()).length;
    expect((await call(h, await h.enrollee(), 'get', read.path(s))).status).toBe(404);
    expect(await h.audits()).toHaveLength(before);
  });
});

describe('downloading an attachment', () => {
  it('is audited for an administrator, and not for the requester', async () => {
    const s = await subject();
    const admin = await h.admin();
    const link = (await call(h, s.owner, 'get', `/api/exemptions/attachments/${s.attachmentId}/download`))
      .body.downloadUrl as string;
    const before = (await h.audits()).length;
    expect((await call(h, s.owner, 'get', link)).status).toBe(200);
    expect(await h.audits()).toHaveLength(before);
    expect((await call(h, admin, 'get', link)).status).toBe(200);
    expect(await auditsBy(admin.id)).toEqual([
      expect.objectContaining({
        subjectId: s.owner.id,
        action: 'exemption-attachment.downloaded',
        resourceId: s.attachmentId,
      }),
    ]);
  });
});

describe('the lists of requests', () => {
  it('audits the portal’s list of everyone’s requests once, with no one subject', async () => {
    const admin = await h.admin();
    expect((await call(h, admin, 'get', '/api/admin/all-exemptions')).status).toBe(200);
    expect(await auditsBy(admin.id)).toEqual([
      expect.objectContaining({ subjectId: null, action: 'exemptions.viewed', resourceId: null }),
    ]);
    // The envelope always names someone: here the reader.
    const [event] = (await h.events('audit.recorded')).filter((e) => e.data.actorId === admin.id);
    expect(event?.subjectId).toBe(admin.id);
  });

  it('audits an impersonating administrator’s read of the enrollee’s own list, not the enrollee’s', async () => {
    const s = await subject();
    const admin = await h.admin();
    const before = (await h.audits()).length;
    expect((await call(h, s.owner, 'get', '/api/user-exemptions')).status).toBe(200);
    expect(await h.audits()).toHaveLength(before);
    expect((await call(h, await h.impersonation(s.owner, admin), 'get', '/api/user-exemptions')).status).toBe(
      200,
    );
    expect(await auditsBy(admin.id)).toEqual([
      expect.objectContaining({ subjectId: s.owner.id, action: 'exemptions.viewed', resourceId: null }),
    ]);
  });
});

describe('changes by an administrator', () => {
  it('record the audit in the same transaction as the change', async () => {
    const s = await subject();
    const admin = await h.admin();
    const note = await call(h, admin, 'post', '/api/exemption-notes').send({
      exemptionId: s.exemptionId,
      noteText: 'Checked the pay stub',
      authorType: 'state_admin',
      isInternal: true,
    });
    expect(note.status).toBe(201);
    const changed = await call(h, admin, 'patch', `/api/admin/exemptions/${s.exemptionId}/status`).send({
      status: 'under_review',
    });
    expect(changed.status).toBe(200);
    expect(await auditsBy(admin.id)).toEqual([
      expect.objectContaining({ action: 'exemption-note.created', resourceId: note.body.id }),
      expect.objectContaining({ action: 'exemption.status-changed', resourceId: s.exemptionId }),
    ]);
  });

  it('leave nothing in the trail when refused', async () => {
    const s = await subject();
    const admin = await h.admin();
    const refused = await call(h, admin, 'patch', `/api/admin/exemptions/${s.exemptionId}/status`).send({
      status: 'requested',
      resetMessage: 'Start over',
    });
    expect(refused.status).toBe(409);
    expect(await auditsBy(admin.id)).toEqual([]);
  });

  it('while impersonating, are audited under the administrator', async () => {
    const owner = await h.enrollee();
    const admin = await h.admin();
    const created = await createExemption(h, await h.impersonation(owner, admin), typeId);
    expect(await auditsBy(admin.id)).toEqual([
      expect.objectContaining({ subjectId: owner.id, action: 'exemption.requested', resourceId: created.id }),
    ]);
  });

  it('on their own request are audited like any other', async () => {
    const admin = await h.admin();
    const created = await createExemption(h, admin, typeId);
    expect(await auditsBy(admin.id)).toEqual([
      expect.objectContaining({ subjectId: admin.id, action: 'exemption.requested', resourceId: created.id }),
    ]);
  });
});

describe('what an audited change says it changed', () => {
  it('names the fields an impersonating administrator gave and then edited, never their values', async () => {
    const owner = await h.enrollee();
    const admin = await h.admin();
    const session = await h.impersonation(owner, admin);
    const created = await createExemption(
      h,
      session,
      typeId,
      { applicationNotes: 'Caring for my mother', durationRequestedMonths: '6' },
      { name: 'letter.pdf', bytes: pdfSample() },
    );
    const edited = await call(h, session, 'put', `/api/user-exemptions/${created.id}`).send({
      applicationNotes: 'Caring for my mother full time',
      durationRequestedMonths: 9,
    });
    expect(edited.status).toBe(200);

    const events = (await h.events('audit.recorded')).filter((event) => event.data.actorId === admin.id);
    expect(events.map((event) => event.data)).toEqual([
      expect.objectContaining({
        subjectId: owner.id,
        action: 'exemption.requested',
        resourceId: created.id,
        changes: ['medicaidExemptionId', 'applicationNotes', 'durationRequestedMonths', 'file'],
      }),
      expect.objectContaining({
        subjectId: owner.id,
        action: 'exemption.updated',
        resourceId: created.id,
        changes: ['applicationNotes', 'durationRequestedMonths'],
      }),
    ]);
    expect(events.map((event) => [event.producer, event.subjectId])).toEqual([
      ['exemption', owner.id],
      ['exemption', owner.id],
    ]);
    expect(JSON.stringify(events)).not.toContain('Caring for my mother');
  });

  it('names the status for an impersonating administrator’s resubmission, and nothing for a removal', async () => {
    const owner = await h.enrollee();
    const admin = await h.admin();
    const session = await h.impersonation(owner, admin);
    const created = await createExemption(h, owner, typeId);
    await setStatus(h, created.id, 'waiting_on_enrollee');
    expect((await call(h, session, 'patch', `/api/user-exemptions/${created.id}/resubmit`)).status).toBe(200);
    expect((await call(h, session, 'delete', `/api/user-exemptions/${created.id}`)).status).toBe(204);
    expect((await auditsBy(admin.id)).map((record) => [record.action, record.changes])).toEqual([
      ['exemption.resubmitted', ['status']],
      ['exemption.deleted', []],
    ]);
  });

  it('names what a decision set, what a note or a description changed, and nothing for a removal', async () => {
    const s = await subject();
    const admin = await h.admin();
    const approved = await call(h, admin, 'patch', `/api/admin/exemptions/${s.exemptionId}/status`).send({
      status: 'approved',
      durationApprovedMonths: 3,
      effectiveDate: '2026-04-01',
    });
    expect(approved.status).toBe(200);
    const note = await call(h, admin, 'post', '/api/exemption-notes').send({
      exemptionId: s.exemptionId,
      noteText: 'Checked the letter',
      isInternal: true,
    });
    expect(
      (await call(h, admin, 'patch', `/api/exemption-notes/${note.body.id}`).send({ noteText: 'Done' }))
        .status,
    ).toBe(200);
    expect((await call(h, admin, 'delete', `/api/exemption-notes/${note.body.id}`)).status).toBe(204);
    const uploaded = await uploadFile(
      h,
      admin,
      s.exemptionId,
      { name: 'check.pdf', bytes: pdfSample() },
      'Call log',
    );
    expect(uploaded.status).toBe(201);
    const described = await call(
      h,
      admin,
      'put',
      `/api/exemptions/attachments/${uploaded.body.id}/description`,
    ).send({ description: 'Call log, March' });
    expect(described.status).toBe(200);
    const removed = await call(h, admin, 'delete', `/api/exemptions/attachments/${uploaded.body.id}`);
    expect(removed.status).toBe(204);

    expect((await auditsBy(admin.id)).map((record) => [record.action, record.changes])).toEqual([
      ['exemption.status-changed', ['status', 'durationApprovedMonths', 'effectiveDate', 'expirationDate']],
      ['exemption-note.created', ['noteText', 'isInternal']],
      ['exemption-note.updated', ['noteText']],
      ['exemption-note.deleted', []],
      ['exemption-attachment.uploaded', ['file', 'description']],
      ['exemption-attachment.described', ['description']],
      ['exemption-attachment.deleted', []],
    ]);
  });
});
