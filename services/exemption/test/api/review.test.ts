import { randomUUID } from 'node:crypto';
import { EXEMPTION_STATUSES, type ExemptionStatus } from '@tracker/contracts/constants/exemptions';
import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import { listAllExemptionsResponse, reviewedExemption } from '@tracker/contracts/http/exemption-review';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from './harness.js';
import { call, createExemption, setStatus } from './requests.js';

let h: Harness;
let admin: TestUser;
let typeId: string;
let permanentTypeId: string;
beforeAll(async () => {
  h = await createHarness();
  // 02:00 UTC on March 10 is still March 9 in New York, the configured zone.
  h.setNow(new Date('2026-03-10T02:00:00Z'));
  admin = await h.admin();
  typeId = (await h.exemptionType({ defaultDurationMonths: 6 })).id;
  permanentTypeId = (await h.exemptionType({ allowsPermanent: true, maxDurationMonths: 24 })).id;
});
afterAll(async () => {
  await h.close();
});

/** What each reviewer target needs in its body. */
const BODIES: Record<string, Record<string, unknown>> = {
  under_review: { status: 'under_review' },
  waiting_on_enrollee: { status: 'waiting_on_enrollee', waitingMessage: 'Please send a doctor’s letter' },
  approved: { status: 'approved', durationApprovedMonths: 3, effectiveDate: '2026-04-01' },
  denied: { status: 'denied', denialReason: 'Not eligible' },
  requested: { status: 'requested', resetMessage: 'Starting over' },
};
const TARGETS = Object.keys(BODIES) as ExemptionStatus[];

function changeStatus(user: TestUser | undefined, id: string, body: Record<string, unknown>) {
  return call(h, user, 'patch', `/api/admin/exemptions/${id}/status`).send(body);
}

async function statusOf(id: string): Promise<string> {
  return (await h.db.knex('user_exemptions').where('id', id).first()).status;
}

describe('the workflow over HTTP: every status, every target, every kind of caller', () => {
  const table = EXEMPTION_STATUSES.flatMap((from) => TARGETS.map((to) => [from, to] as const));

  it.each(table)('from %s to %s', async (from, to) => {
    const owner = await h.enrollee();
    const other = await h.enrollee();
    const created = await createExemption(h, owner, typeId);
    await setStatus(h, created.id, from);

    // Another enrollee neither sees the request nor reaches the reviewers' route.
    expect((await changeStatus(other, created.id, BODIES[to]!)).status).toBe(403);
    expect((await call(h, other, 'patch', `/api/user-exemptions/${created.id}/resubmit`)).status).toBe(404);
    // The owner may not decide: only resubmit, and only from waiting_on_enrollee to under_review.
    expect((await changeStatus(owner, created.id, BODIES[to]!)).status).toBe(403);
    expect(await statusOf(created.id)).toBe(from);

    const res = await changeStatus(admin, created.id, BODIES[to]!);
    if (from === to) {
      expect(res.status).toBe(409);
      expect(await statusOf(created.id)).toBe(from);
    } else {
      expect(res.status).toBe(200);
      expect(reviewedExemption.parse(res.body).status).toBe(to);
    }
  });

  it.each(EXEMPTION_STATUSES.map((from) => [from] as const))('the owner resubmits from %s', async (from) => {
    const owner = await h.enrollee();
    const created = await createExemption(h, owner, typeId);
    await setStatus(h, created.id, from);
    const res = await call(h, owner, 'patch', `/api/user-exemptions/${created.id}/resubmit`);
    expect(res.status).toBe(from === 'waiting_on_enrollee' ? 200 : 409);
    expect(await statusOf(created.id)).toBe(from === 'waiting_on_enrollee' ? 'under_review' : from);
  });

  it('refuses expired and withdrawn as targets', async () => {
    const created = await createExemption(h, await h.enrollee(), typeId);
    for (const status of ['expired', 'withdrawn']) {
      const res = await changeStatus(admin, created.id, { status });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Status must be one of under_review, waiting_on_enrollee, approved, denied or requested',
      );
    }
  });
});

describe('PATCH /api/admin/exemptions/:id/status', () => {
  it('approves with the terms sent, records the reviewer and announces the change', async () => {
    const owner = await h.enrollee();
    const created = await createExemption(h, owner, typeId, { durationRequestedMonths: '6' });
    const res = await changeStatus(admin, created.id, {
      status: 'approved',
      durationApprovedMonths: 1,
      effectiveDate: '2027-01-31',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'approved',
      username: owner.username,
      durationApprovedMonths: 1,
      effectiveDate: '2027-01-31',
      expirationDate: '2027-02-28',
      isPermanent: false,
      approverUserId: admin.id,
      reviewedBy: admin.id,
      lastModifiedBy: admin.id,
      approvalDate: expect.any(String),
      reviewedDate: expect.any(String),
    });
    const event = (await h.events('exemption.status-changed')).find((e) => e.data.exemptionId === created.id);
    expect(exemptionStatusChangedV1.data.parse(event?.data)).toEqual({
      exemptionId: created.id,
      userId: owner.id,
      from: 'requested',
      to: 'approved',
      exemptionTypeName: expect.any(String),
      effectiveDate: '2027-01-31',
      expirationDate: '2027-02-28',
      isPermanent: false,
      durationApprovedMonths: 1,
      denialReason: null,
      waitingMessage: null,
      replyBy: null,
      resetMessage: null,
      changedBy: admin.id,
    });
    expect(event?.subjectId).toBe(owner.id);
  });

  it('approves from today (in the configured zone) for the requested duration when nothing else is sent', async () => {
    const created = await createExemption(h, await h.enrollee(), typeId, { durationRequestedMonths: '4' });
    const res = await changeStatus(admin, created.id, { status: 'approved', durationApprovedMonths: 0 });
    expect(res.body).toMatchObject({
      effectiveDate: '2026-03-09',
      expirationDate: '2026-07-09',
      durationApprovedMonths: 4,
    });
  });

  it('falls back to the type’s default duration', async () => {
    const created = await createExemption(h, await h.enrollee(), typeId);
    const res = await changeStatus(admin, created.id, { status: 'approved', effectiveDate: '2026-05-15' });
    expect(res.body).toMatchObject({ durationApprovedMonths: 6, expirationDate: '2026-11-15' });
  });

  it('approves permanently when the type allows it, without an expiration', async () => {
    const created = await createExemption(h, await h.enrollee(), permanentTypeId, {
      requestPermanent: 'true',
    });
    const res = await changeStatus(admin, created.id, { status: 'approved', isPermanent: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isPermanent: true, expirationDate: null, effectiveDate: '2026-03-09' });
  });

  it('refuses permanent for a type that does not allow it, on the field', async () => {
    const created = await createExemption(h, await h.enrollee(), typeId);
    const res = await changeStatus(admin, created.id, { status: 'approved', isPermanent: true });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      isPermanent: 'Permanent exemptions are not allowed for this exemption type',
    });
    expect(await statusOf(created.id)).toBe('requested');
  });

  it('refuses a permanent approval with an expiration and an expiration before the start', async () => {
    const created = await createExemption(h, await h.enrollee(), permanentTypeId);
    const both = await changeStatus(admin, created.id, {
      status: 'approved',
      isPermanent: true,
      expirationDate: '2027-01-01',
    });
    expect(both.body.fieldErrors).toEqual({ expirationDate: 'A permanent exemption has no expiration date' });
    const early = await changeStatus(admin, created.id, { status: 'approved', expirationDate: '2026-01-01' });
    expect(early.status).toBe(400);
    expect(early.body.fieldErrors).toEqual({
      expirationDate: 'Expiration date must be after the effective date',
    });
  });

  it('keeps each message with its decision and clears a stale denial reason', async () => {
    const created = await createExemption(h, await h.enrollee(), typeId);
    const denied = await changeStatus(admin, created.id, { status: 'denied', denialReason: '  No proof  ' });
    expect(denied.body).toMatchObject({ status: 'denied', denialReason: 'No proof' });
    const waiting = await changeStatus(admin, created.id, BODIES.waiting_on_enrollee!);
    expect(waiting.body).toMatchObject({
      denialReason: null,
      waitingMessage: 'Please send a doctor’s letter',
    });
    const reset = await changeStatus(admin, created.id, BODIES.requested!);
    expect(reset.body).toMatchObject({ status: 'requested', resetMessage: 'Starting over' });
    const messages = (await h.events('exemption.status-changed'))
      .filter((e) => e.data.exemptionId === created.id)
      .map((e) => [e.data.to, e.data.denialReason, e.data.waitingMessage, e.data.resetMessage]);
    expect(messages).toEqual([
      ['denied', 'No proof', null, null],
      ['waiting_on_enrollee', null, 'Please send a doctor’s letter', null],
      ['requested', null, 'Please send a doctor’s letter', 'Starting over'],
    ]);
  });

  it('gives the enrollee a reply-by date when asking for more, in the configured zone, and clears it on the next move', async () => {
    const created = await createExemption(h, await h.enrollee(), typeId);
    // Asked on March 9 in New York: the answer is needed by March 23.
    const waiting = await changeStatus(admin, created.id, BODIES.waiting_on_enrollee!);
    expect(waiting.body).toMatchObject({ status: 'waiting_on_enrollee', replyBy: '2026-03-23' });
    const reviewing = await changeStatus(admin, created.id, BODIES.under_review!);
    expect(reviewing.body).toMatchObject({ status: 'under_review', replyBy: null });
    const replyDates = (await h.events('exemption.status-changed'))
      .filter((e) => e.data.exemptionId === created.id)
      .map((e) => [e.data.to, e.data.replyBy]);
    expect(replyDates).toEqual([
      ['waiting_on_enrollee', '2026-03-23'],
      ['under_review', null],
    ]);
  });

  it("takes the reviewer's reply-by date from today (March 9 in New York) to 60 days ahead", async () => {
    const created = await createExemption(h, await h.enrollee(), typeId);
    const waitUntil = (replyBy: string) =>
      changeStatus(admin, created.id, { ...BODIES.waiting_on_enrollee!, replyBy });

    for (const [replyBy, message] of [
      ['2026-03-08', 'The reply-by date cannot be in the past'],
      ['2026-05-09', 'The reply-by date must be within 60 days'],
      ['next week', 'Please enter a valid reply-by date'],
    ] as const) {
      const refused = await waitUntil(replyBy);
      expect(refused.status, replyBy).toBe(400);
      expect(refused.body).toMatchObject({ message, fieldErrors: { replyBy: message } });
    }
    expect(await statusOf(created.id)).toBe('requested');

    expect((await waitUntil('2026-03-09')).body).toMatchObject({ replyBy: '2026-03-09' });
    await changeStatus(admin, created.id, BODIES.under_review!);
    const latest = await waitUntil('2026-05-08');
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({ status: 'waiting_on_enrollee', replyBy: '2026-05-08' });
    const announced = (await h.events('exemption.status-changed'))
      .filter((e) => e.data.exemptionId === created.id && e.data.to === 'waiting_on_enrollee')
      .map((e) => e.data.replyBy);
    expect(announced).toEqual(['2026-03-09', '2026-05-08']);
  });

  it('needs a reason to deny and a message to wait or reset', async () => {
    const created = await createExemption(h, await h.enrollee(), typeId);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ status: 'denied', denialReason: '   ' }, 'denialReason', 'A reason is required to deny a request'],
      [{ status: 'waiting_on_enrollee' }, 'waitingMessage', 'A message to the enrollee is required'],
      [{ status: 'requested', resetMessage: '' }, 'resetMessage', 'A message is required to reset a request'],
    ];
    for (const [body, field, message] of cases) {
      const res = await changeStatus(admin, created.id, body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ [field]: message });
    }
  });

  it('answers 404 for an unknown request, 401 anonymous and 403 for an enrollee', async () => {
    expect((await changeStatus(admin, randomUUID(), BODIES.under_review!)).status).toBe(404);
    expect((await changeStatus(admin, 'nope', BODIES.under_review!)).status).toBe(404);
    const created = await createExemption(h, await h.enrollee(), typeId);
    expect((await changeStatus(undefined, created.id, BODIES.under_review!)).status).toBe(401);
    const impersonating = await h.impersonation(await h.enrollee(), admin);
    expect((await changeStatus(impersonating, created.id, BODIES.under_review!)).status).toBe(403);
  });
});

describe('GET /api/admin/all-exemptions', () => {
  it('lists every request with its requester and type, newest first, and audits the read', async () => {
    const first = await h.enrollee();
    const second = await h.enrollee();
    const a = await createExemption(h, first, typeId);
    const b = await createExemption(h, second, permanentTypeId);
    const res = await call(h, admin, 'get', '/api/admin/all-exemptions');
    expect(res.status).toBe(200);
    const all = listAllExemptionsResponse.parse(res.body);
    const ids = all.map((e) => e.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(all.find((e) => e.id === a.id)).toMatchObject({
      username: first.username,
      allowsPermanent: false,
    });
    expect(all.find((e) => e.id === b.id)).toMatchObject({
      username: second.username,
      allowsPermanent: true,
    });
    expect((await h.audits()).at(-1)).toMatchObject({
      action: 'exemptions.viewed',
      actorId: admin.id,
      subjectId: null,
      resourceId: null,
    });
  });

  it('names a requester the read model does not know yet by a short id', async () => {
    const unknown = { ...(await h.enrollee()) };
    await h.db.knex('users').where('id', unknown.id).delete();
    const created = await createExemption(h, unknown, typeId);
    const res = await call(h, admin, 'get', '/api/admin/all-exemptions');
    expect(res.body.find((e: { id: string }) => e.id === created.id).username).toBe(unknown.id.slice(0, 8));
  });

  it('answers 401 anonymous and 403 for an enrollee', async () => {
    expect((await call(h, undefined, 'get', '/api/admin/all-exemptions')).status).toBe(401);
    expect((await call(h, await h.enrollee(), 'get', '/api/admin/all-exemptions')).status).toBe(403);
  });
});
