import { EXEMPTION_STATUSES } from '@tracker/contracts/constants/exemptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeExemptionStatus } from '../../src/use-cases/change-exemption-status.js';
import { createHarness, type Harness, type TestUser } from './harness.js';
import { call, createExemption, setStatus } from './requests.js';

// Separation of duties: an administrator who asks for an exemption is its requester, and another
// reviewer decides it.

let h: Harness;
let typeId: string;
beforeAll(async () => {
  h = await createHarness();
  h.setNow(new Date('2026-03-10T15:00:00Z'));
  typeId = (await h.exemptionType()).id;
});
afterAll(async () => {
  await h.close();
});

const DECISIONS: Array<Record<string, unknown>> = [
  { status: 'under_review' },
  { status: 'waiting_on_enrollee', waitingMessage: 'Please send a doctor’s letter' },
  { status: 'approved', durationApprovedMonths: 3, effectiveDate: '2026-04-01' },
  { status: 'denied', denialReason: 'Not eligible' },
  { status: 'requested', resetMessage: 'Starting over' },
];

const OWN_REVIEW = {
  code: 'OWN_EXEMPTION_REVIEW',
  message: 'You cannot review your own exemption request. Another reviewer must decide it.',
};

function decide(user: TestUser, id: string, body: Record<string, unknown>) {
  return call(h, user, 'patch', `/api/admin/exemptions/${id}/status`).send(body);
}

async function rowOf(id: string): Promise<Record<string, unknown>> {
  return h.db.knex('user_exemptions').where('id', id).first();
}

describe('an administrator’s own exemption request', () => {
  it.each(DECISIONS.map((body) => [body.status as string, body] as const))(
    'cannot be set to %s by them: 403, nothing changed, nothing recorded',
    async (_status, body) => {
      const admin = await h.admin();
      const created = await createExemption(h, admin, typeId);
      await setStatus(h, created.id, 'under_review');
      const before = await rowOf(created.id);
      const events = (await h.events()).length;

      const res = await decide(admin, created.id, body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(OWN_REVIEW);
      expect(await rowOf(created.id)).toEqual(before);
      expect(await h.events()).toHaveLength(events);
    },
  );

  it('is refused to them before the decision is looked at, whatever they send', async () => {
    const admin = await h.admin();
    const created = await createExemption(h, admin, typeId);
    for (const body of [{ status: 'denied' }, { status: 'withdrawn' }, {}]) {
      const res = await decide(admin, created.id, body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(OWN_REVIEW);
    }
  });

  it('is refused by the decision itself too, not only by its route', async () => {
    const admin = await h.admin();
    const created = await createExemption(h, admin, typeId);
    const caller = { userId: admin.id, sessionId: 'session', isAdmin: true };
    await expect(
      changeExemptionStatus(
        h.deps,
        caller,
        created.id,
        { status: 'under_review' },
        { ip: null, userAgent: null },
      ),
    ).rejects.toMatchObject({ status: 403, body: OWN_REVIEW });
    expect((await rowOf(created.id)).status).toBe('requested');
  });

  it('cannot be decided through the session of another administrator they impersonate', async () => {
    const admin = await h.admin();
    const created = await createExemption(h, admin, typeId);
    const before = await rowOf(created.id);
    const events = (await h.events()).length;
    const asColleague = await h.impersonation(await h.admin(), admin);
    for (const body of DECISIONS) {
      const res = await decide(asColleague, created.id, body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(OWN_REVIEW);
    }
    expect(await rowOf(created.id)).toEqual(before);
    expect(await h.events()).toHaveLength(events);
  });

  it('cannot be decided by the administrator they impersonate, in their own session, either', async () => {
    const colleague = await h.admin();
    const created = await createExemption(h, colleague, typeId);
    const impersonated = await h.impersonation(colleague, await h.admin());
    const res = await decide(impersonated, created.id, DECISIONS[2]!);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(OWN_REVIEW);
    expect((await rowOf(created.id)).status).toBe('requested');
  });

  it('is decided by another administrator, whatever the decision', async () => {
    const requester = await h.admin();
    const reviewer = await h.admin();
    for (const body of DECISIONS) {
      const created = await createExemption(h, requester, typeId);
      if (body.status === 'requested') await setStatus(h, created.id, 'under_review');
      const res = await decide(reviewer, created.id, body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: body.status, reviewedBy: reviewer.id });
    }
  });

  it('closes to them once decided, as to any requester: no edit, no removal', async () => {
    const requester = await h.admin();
    const created = await createExemption(h, requester, typeId, { applicationNotes: 'Asked' });
    expect((await decide(await h.admin(), created.id, DECISIONS[2]!)).status).toBe(200);
    const approved = await rowOf(created.id);

    const edit = await call(h, requester, 'put', `/api/user-exemptions/${created.id}`).send({
      applicationNotes: 'Asked',
      effectiveDate: '2026-01-01',
      expirationDate: '2030-12-31',
    });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ code: 'EXEMPTION_LOCKED' });
    const removal = await call(h, requester, 'delete', `/api/user-exemptions/${created.id}`);
    expect(removal.status).toBe(409);
    expect(await rowOf(created.id)).toEqual(approved);
  });

  it('still takes their answer when a reviewer asked them for more', async () => {
    const requester = await h.admin();
    const created = await createExemption(h, requester, typeId);
    await setStatus(h, created.id, 'waiting_on_enrollee');
    const res = await call(h, requester, 'patch', `/api/user-exemptions/${created.id}/resubmit`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('under_review');
  });

  it('keeps the reviewers’ internal notes from them, and writes theirs as the requester’s', async () => {
    const requester = await h.admin();
    const reviewer = await h.admin();
    const { id: exemptionId } = await createExemption(h, requester, typeId);
    const internal = await call(h, reviewer, 'post', '/api/exemption-notes').send({
      exemptionId,
      noteText: 'Reviewers only',
      isInternal: true,
    });
    expect(internal.status).toBe(201);

    const own = await call(h, requester, 'post', '/api/exemption-notes').send({
      exemptionId,
      noteText: 'Sent my letter',
      isInternal: true,
    });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ authorType: 'enrollee', isInternal: false });
    const seen = await call(h, requester, 'get', `/api/exemption-notes/${exemptionId}`);
    expect(seen.body.map((note: { id: string }) => note.id)).toEqual([own.body.id]);
    expect((await call(h, requester, 'delete', `/api/exemption-notes/${internal.body.id}`)).status).toBe(404);
  });
});

describe('every status an administrator’s own request may be in', () => {
  it.each(EXEMPTION_STATUSES.map((status) => [status] as const))(
    'refuses them a decision from %s',
    async (from) => {
      const admin = await h.admin();
      const created = await createExemption(h, admin, typeId);
      await setStatus(h, created.id, from);
      for (const body of DECISIONS) {
        expect((await decide(admin, created.id, body)).status).toBe(403);
      }
      expect((await rowOf(created.id)).status).toBe(from);
    },
  );
});
