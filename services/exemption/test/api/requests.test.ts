import { randomUUID } from 'node:crypto';
import { userExemption } from '@tracker/contracts/http/exemptions';
import { pdfSample, exeSample } from '@tracker/kit/testing/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.js';
import { call, createExemption, postExemption, setStatus } from './requests.js';

let h: Harness;
let typeId: string;
let typeName: string;
beforeAll(async () => {
  h = await createHarness();
  h.setNow(new Date('2026-03-10T15:00:00Z'));
  const type = await h.exemptionType({
    abbreviation: 'CARE',
    exemptionNameEs: 'Cuidado de un familiar',
    minDurationMonths: 2,
    maxDurationMonths: 10,
  });
  typeId = type.id;
  typeName = type.exemptionName;
});
afterAll(async () => {
  await h.close();
});

const EDIT = {
  applicationNotes: 'Caring for my mother after surgery',
  durationRequestedMonths: 4,
  requestPermanent: false,
  effectiveDate: '2026-04-01',
  expirationDate: null,
};

describe('POST /api/user-exemptions', () => {
  it('records the request as the caller’s, requested, with the server’s own owner, creator and status', async () => {
    const user = await h.enrollee();
    const someoneElse = randomUUID();
    const res = await postExemption(h, user, {
      medicaidExemptionId: typeId,
      applicationNotes: '  Caring for my mother  ',
      durationRequestedMonths: '6',
      requestPermanent: 'false',
      isRenewal: 'true',
      userId: someoneElse,
      createdBy: someoneElse,
      status: 'approved',
      isPermanent: 'true',
      denialReason: 'injected',
    });
    expect(res.status).toBe(201);
    const created = userExemption.parse(res.body);
    expect(created).toMatchObject({
      userId: user.id,
      createdBy: user.id,
      status: 'requested',
      medicaidExemptionId: typeId,
      medicaidExemptionName: typeName,
      medicaidExemptionNameEs: 'Cuidado de un familiar',
      abbreviation: 'CARE',
      allowsPermanent: false,
      applicationNotes: 'Caring for my mother',
      durationRequestedMonths: 6,
      isRenewal: true,
      isPermanent: false,
      denialReason: null,
      appliedDate: '2026-03-10',
      approvalDate: null,
    });
    const [event] = await h.events('exemption.requested');
    expect(event?.data).toEqual({
      exemptionId: created.id,
      userId: user.id,
      exemptionTypeId: typeId,
      exemptionTypeName: typeName,
      exemptionTypeNameEs: 'Cuidado de un familiar',
      isRenewal: true,
      requestPermanent: false,
      durationRequestedMonths: 6,
      requestedAt: created.requestDate,
    });
  });

  it('keeps the student details', async () => {
    const user = await h.enrollee();
    const created = await createExemption(h, user, typeId, {
      currentlyEnrolled: 'true',
      schoolName: 'Lakeland Community College',
      creditHours: '12.5',
      expectedGraduationMonth: '5',
      expectedGraduationYear: '2027',
    });
    expect(created).toMatchObject({
      currentlyEnrolled: true,
      schoolName: 'Lakeland Community College',
      creditHours: 12.5,
      expectedGraduationMonth: 5,
      expectedGraduationYear: 2027,
    });
  });

  it('creates the first attachment from the optional file', async () => {
    const user = await h.enrollee();
    const created = await createExemption(
      h,
      user,
      typeId,
      {},
      { name: 'Discharge letter.pdf', bytes: pdfSample() },
    );
    expect(created.supportingDocuments).toBe('Discharge letter.pdf');
    const attachments = await call(h, user, 'get', `/api/exemptions/${created.id}/attachments`);
    expect(attachments.body).toEqual([
      expect.objectContaining({
        originalName: 'Discharge letter.pdf',
        uploadedByUserId: user.id,
        uploadedBy: user.username,
      }),
    ]);
    expect(await h.storedKeys()).toContain(
      `exemptions/${user.id}/${created.id}/${attachments.body[0].id}.pdf`,
    );
  });

  it('creates nothing when the file is refused', async () => {
    const user = await h.enrollee();
    const res = await postExemption(
      h,
      user,
      { medicaidExemptionId: typeId },
      { name: 'letter.pdf', bytes: exeSample() },
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ file: "This file's content does not match its .pdf extension" });
    expect(await h.db.knex('user_exemptions').where('user_id', user.id)).toEqual([]);
  });

  it('refuses a missing, unknown or inactive type on its field', async () => {
    const user = await h.enrollee();
    const inactive = await h.exemptionType({ isActive: false });
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'Please select an exemption type'],
      [{ medicaidExemptionId: randomUUID() }, 'Exemption type not found'],
      [{ medicaidExemptionId: inactive.id }, 'This exemption type is no longer offered'],
    ];
    for (const [fields, message] of cases) {
      const res = await postExemption(h, user, fields);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ medicaidExemptionId: message });
    }
  });

  it('refuses what the type does not offer: duration outside its bounds, permanence, renewal', async () => {
    const user = await h.enrollee();
    const fixed = await h.exemptionType({
      isRenewable: false,
      minDurationMonths: 1,
      maxDurationMonths: 3,
      defaultDurationMonths: 3,
    });
    const res = await postExemption(h, user, {
      medicaidExemptionId: fixed.id,
      durationRequestedMonths: '6',
      isRenewal: 'true',
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      durationRequestedMonths: 'Duration must be 1 to 3 months for this exemption type',
      isRenewal: 'This exemption type cannot be renewed',
    });
    const permanent = await postExemption(h, user, {
      medicaidExemptionId: fixed.id,
      requestPermanent: 'true',
    });
    expect(permanent.body.fieldErrors).toEqual({
      requestPermanent: 'Permanent exemptions are not offered for this exemption type',
    });
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await postExemption(h, undefined, { medicaidExemptionId: typeId })).status).toBe(401);
  });

  it('records a request made while impersonating as the enrollee’s, created by the administrator', async () => {
    const user = await h.enrollee();
    const admin = await h.admin();
    const created = await createExemption(h, await h.impersonation(user, admin), typeId);
    expect(created).toMatchObject({ userId: user.id, createdBy: admin.id });
  });
});

describe('GET /api/user-exemptions', () => {
  it('lists the caller’s own requests, newest first, and nobody else’s', async () => {
    const user = await h.enrollee();
    const other = await h.enrollee();
    const first = await createExemption(h, user, typeId);
    const second = await createExemption(h, user, typeId);
    await createExemption(h, other, typeId);
    const res = await call(h, user, 'get', '/api/user-exemptions');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { id: string }) => e.id)).toEqual([second.id, first.id]);
    expect((await call(h, undefined, 'get', '/api/user-exemptions')).status).toBe(401);
  });
});

describe('PUT /api/user-exemptions/:id', () => {
  it('replaces what the owner asked for and records who changed it', async () => {
    const user = await h.enrollee();
    const created = await createExemption(h, user, typeId, { applicationNotes: 'Old' });
    const res = await call(h, user, 'put', `/api/user-exemptions/${created.id}`).send({
      ...EDIT,
      medicaidExemptionId: typeId,
      status: 'approved',
      userId: randomUUID(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...EDIT,
      status: 'requested',
      userId: user.id,
      lastModifiedBy: user.id,
    });
  });

  it('never changes the type', async () => {
    const user = await h.enrollee();
    const created = await createExemption(h, user, typeId);
    const other = await h.exemptionType();
    const res = await call(h, user, 'put', `/api/user-exemptions/${created.id}`).send({
      ...EDIT,
      medicaidExemptionId: other.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      medicaidExemptionId: 'The exemption type of a request cannot be changed',
    });
    expect((await h.db.knex('user_exemptions').where('id', created.id).first()).medicaid_exemption_id).toBe(
      typeId,
    );
  });

  it('checks the duration against the type', async () => {
    const user = await h.enrollee();
    const created = await createExemption(h, user, typeId);
    const res = await call(h, user, 'put', `/api/user-exemptions/${created.id}`).send({
      ...EDIT,
      durationRequestedMonths: 12,
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      durationRequestedMonths: 'Duration must be 2 to 10 months for this exemption type',
    });
  });

  it.each(['approved', 'denied'])(
    'is closed to the owner once %s, never to an administrator',
    async (status) => {
      const user = await h.enrollee();
      const created = await createExemption(h, user, typeId);
      await setStatus(h, created.id, status);
      const res = await call(h, user, 'put', `/api/user-exemptions/${created.id}`).send(EDIT);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`This exemption has been ${status} and can no longer be changed`);
      const admin = await h.admin();
      const byAdmin = await call(h, admin, 'put', `/api/user-exemptions/${created.id}`).send(EDIT);
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body).toMatchObject({
        applicationNotes: EDIT.applicationNotes,
        lastModifiedBy: admin.id,
      });
    },
  );

  it('answers 404 for someone else’s request and 401 to an anonymous caller', async () => {
    const created = await createExemption(h, await h.enrollee(), typeId);
    const res = await call(h, await h.enrollee(), 'put', `/api/user-exemptions/${created.id}`).send(EDIT);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Exemption not found');
    expect((await call(h, undefined, 'put', `/api/user-exemptions/${created.id}`).send(EDIT)).status).toBe(
      401,
    );
  });
});

describe('DELETE /api/user-exemptions/:id', () => {
  it('deletes the request with its notes, attachments and files, and tells read models it is withdrawn', async () => {
    const user = await h.enrollee();
    const created = await createExemption(h, user, typeId, {}, { name: 'proof.pdf', bytes: pdfSample() });
    await call(h, user, 'post', '/api/exemption-notes').send({ exemptionId: created.id, noteText: 'Hello' });
    const keys = (await h.storedKeys()).filter((key) => key.includes(created.id));
    expect(keys).toHaveLength(1);
    const res = await call(h, user, 'delete', `/api/user-exemptions/${created.id}`);
    expect(res.status).toBe(204);
    expect(await h.db.knex('user_exemptions').where('id', created.id)).toEqual([]);
    expect(await h.db.knex('exemption_notes').where('exemption_id', created.id)).toEqual([]);
    expect(await h.db.knex('exemption_attachments').where('exemption_id', created.id)).toEqual([]);
    expect((await h.storedKeys()).filter((key) => key.includes(created.id))).toEqual([]);
    const withdrawn = (await h.events('exemption.status-changed')).filter(
      (e) => e.data.exemptionId === created.id,
    );
    expect(withdrawn.map((e) => [e.data.from, e.data.to, e.data.changedBy])).toEqual([
      ['requested', 'withdrawn', user.id],
    ]);
  });

  it.each(['approved', 'denied'])(
    'is refused to the owner once %s, allowed to an administrator',
    async (status) => {
      const user = await h.enrollee();
      const created = await createExemption(h, user, typeId);
      await setStatus(h, created.id, status);
      expect((await call(h, user, 'delete', `/api/user-exemptions/${created.id}`)).status).toBe(409);
      expect((await call(h, await h.admin(), 'delete', `/api/user-exemptions/${created.id}`)).status).toBe(
        204,
      );
    },
  );

  it.each(['requested', 'under_review', 'waiting_on_enrollee', 'expired'])(
    'is allowed to the owner while %s',
    async (status) => {
      const user = await h.enrollee();
      const created = await createExemption(h, user, typeId);
      await setStatus(h, created.id, status);
      expect((await call(h, user, 'delete', `/api/user-exemptions/${created.id}`)).status).toBe(204);
    },
  );

  it('answers 404 for someone else’s request and 401 to an anonymous caller', async () => {
    const created = await createExemption(h, await h.enrollee(), typeId);
    expect((await call(h, await h.enrollee(), 'delete', `/api/user-exemptions/${created.id}`)).status).toBe(
      404,
    );
    expect((await call(h, undefined, 'delete', `/api/user-exemptions/${created.id}`)).status).toBe(401);
    expect(await h.db.knex('user_exemptions').where('id', created.id)).toHaveLength(1);
  });
});

describe('PATCH /api/user-exemptions/:id/resubmit', () => {
  it('sends a request waiting on the enrollee back to review and announces it', async () => {
    const user = await h.enrollee();
    const created = await createExemption(h, user, typeId);
    await setStatus(h, created.id, 'waiting_on_enrollee');
    const res = await call(h, user, 'patch', `/api/user-exemptions/${created.id}/resubmit`);
    expect(res.status).toBe(200);
    expect(userExemption.parse(res.body)).toMatchObject({ status: 'under_review', lastModifiedBy: user.id });
    const changes = (await h.events('exemption.status-changed')).filter(
      (e) => e.data.exemptionId === created.id,
    );
    expect(changes.map((e) => [e.data.from, e.data.to, e.data.changedBy])).toEqual([
      ['waiting_on_enrollee', 'under_review', user.id],
    ]);
  });

  it.each(['requested', 'under_review', 'approved', 'denied', 'expired', 'withdrawn'])(
    'refuses with 409 when the request is %s',
    async (status) => {
      const user = await h.enrollee();
      const created = await createExemption(h, user, typeId);
      await setStatus(h, created.id, status);
      const res = await call(h, user, 'patch', `/api/user-exemptions/${created.id}/resubmit`);
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(
        /^Only an exemption waiting on the enrollee can be resubmitted; this one is /,
      );
      expect((await h.db.knex('user_exemptions').where('id', created.id).first()).status).toBe(status);
    },
  );

  it('answers 404 for someone else’s request and 401 to an anonymous caller', async () => {
    const created = await createExemption(h, await h.enrollee(), typeId);
    await setStatus(h, created.id, 'waiting_on_enrollee');
    expect(
      (await call(h, await h.enrollee(), 'patch', `/api/user-exemptions/${created.id}/resubmit`)).status,
    ).toBe(404);
    expect((await call(h, undefined, 'patch', `/api/user-exemptions/${created.id}/resubmit`)).status).toBe(
      401,
    );
    expect((await h.db.knex('user_exemptions').where('id', created.id).first()).status).toBe(
      'waiting_on_enrollee',
    );
  });
});
