import { pdfSample } from '@tracker/kit/testing-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from './harness.js';
import { call, createExemption, uploadFile } from './requests.js';

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
});
