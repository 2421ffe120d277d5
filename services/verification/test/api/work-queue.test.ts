import { workItem, listWorkQueueResponse } from '@tracker/contracts/http/work-queue';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from '../support/harness.js';

let h: Harness;
let admin: TestUser;

beforeEach(async () => {
  h = await createHarness();
  // March 10, 2026 in New York.
  h.setNow(new Date('2026-03-10T15:00:00Z'));
  admin = await h.admin({ username: 'reviewer_ann' });
});

afterEach(async () => {
  await h.close();
});

async function queue(query = '', as: TestUser = admin) {
  const res = await h.call(as, 'get', `/api/admin/work-queue${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...listWorkQueueResponse.parse(res.body), totalHeader: res.headers['x-total-count'] };
}

const idsOf = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);

describe('GET /api/admin/work-queue', () => {
  it('merges exemption and verification cases, nearest due first, then the longest waiting', async () => {
    const ana = await h.person({
      firstName: 'Ana',
      lastName: 'Pérez',
      username: 'ana_p',
      cellNumber: '555-201-7788',
      medicaidIdLast4: '4321',
      preferredLanguage: 'es',
    });
    const ben = await h.person({ firstName: 'Ben', lastName: 'Ortiz' });

    const requested = await h.exemption(ana.id, {
      requestedAt: '2026-02-01T14:00:00Z',
      typeName: 'Pregnant',
    });
    const reviewing = await h.exemption(ben.id, {
      requestedAt: '2026-02-10T14:00:00Z',
      status: 'under_review',
    });
    const waiting = await h.exemption(ben.id, {
      requestedAt: '2026-02-20T14:00:00Z',
      status: 'waiting_on_enrollee',
      replyBy: '2026-03-15',
    });
    const approved = await h.exemption(ana.id, { requestedAt: '2026-01-05T14:00:00Z', status: 'approved' });
    const dueSoon = await h.verification({
      userId: ana.id,
      dueDate: '2026-03-20',
      createdAt: '2026-03-01T15:00:00Z',
      months: ['2026-01', '2025-12'],
    });
    // The notice's respond-by replaces the due date once it is recorded.
    const noticed = await h.verification({
      userId: ben.id,
      dueDate: '2026-03-12',
      createdAt: '2026-02-25T15:00:00Z',
      respondBy: '2026-04-10',
    });
    await h.verification({
      userId: ana.id,
      status: 'pending',
      dueDate: '2026-03-11',
      createdAt: '2026-03-01T15:00:00Z',
    });
    await h.verification({
      userId: ben.id,
      status: 'compliant',
      dueDate: '2026-03-11',
      createdAt: '2026-03-01T15:00:00Z',
    });

    const page = await queue();
    expect(idsOf(page)).toEqual([waiting, dueSoon, noticed, requested, reviewing]);
    expect(idsOf(page)).not.toContain(approved);
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 25, totalHeader: '5' });

    const [first, second, , fourth] = page.items;
    expect(first).toMatchObject({
      kind: 'exemption',
      status: 'waiting_on_enrollee',
      dueDate: '2026-03-15',
      daysWaiting: 18,
      waitingSince: '2026-02-20T14:00:00.000Z',
      assignedTo: null,
    });
    expect(second).toMatchObject({
      kind: 'verification',
      status: 'needs_information',
      dueDate: '2026-03-20',
      daysWaiting: 9,
      what: { reason: 'renewal', months: ['2025-12', '2026-01'], exemptionTypeName: null },
      person: {
        userId: ana.id,
        firstName: 'Ana',
        lastName: 'Pérez',
        username: 'ana_p',
        phone: '***-***-7788',
        medicaidIdLast4: '4321',
        preferredLanguage: 'es',
      },
    });
    expect(fourth).toMatchObject({
      kind: 'exemption',
      status: 'requested',
      dueDate: null,
      daysWaiting: 37,
      what: { exemptionTypeName: 'Pregnant', exemptionTypeNameEs: 'Pregnant (es)', months: [] },
    });
    // The phone travels masked only.
    expect(JSON.stringify(page)).not.toContain('201-7788');
  });

  it('filters by kind and pages on the server with the total in X-Total-Count', async () => {
    const person = await h.person();
    const ids: string[] = [];
    for (let day = 1; day <= 5; day += 1) {
      ids.push(await h.exemption(person.id, { requestedAt: `2026-02-0${day}T14:00:00Z` }));
    }
    const verification = await h.verification({
      userId: person.id,
      dueDate: '2026-04-01',
      createdAt: '2026-03-01T15:00:00Z',
    });

    const pages = await Promise.all(
      [1, 2, 3].map((page) => queue(`?kind=exemption&pageSize=2&page=${page}`)),
    );
    expect(pages.map(idsOf)).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
    expect(pages.map((page) => page.totalHeader)).toEqual(['5', '5', '5']);
    expect(idsOf(await queue('?kind=verification'))).toEqual([verification]);
    expect((await queue('?page=9')).items).toEqual([]);

    const refused = await h.call(admin, 'get', '/api/admin/work-queue?kind=income&pageSize=500');
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toMatchObject({
      kind: 'Kind must be exemption or verification',
      pageSize: 'Page size must be at most 100',
    });
  });

  it('finds people by name without accents or case, by username, phone and Medicaid last 4', async () => {
    const jose = await h.person({
      firstName: 'José',
      lastName: 'Núñez',
      username: 'jnunez',
      cellNumber: '555-201-7788',
      medicaidIdLast4: 'A12B',
    });
    const maria = await h.person({ firstName: 'María', lastName: 'Gómez', cellNumber: '555-999-0000' });
    const joseCase = await h.exemption(jose.id);
    const mariaCase = await h.exemption(maria.id);
    // A request no account has the Medicaid id of yet: found by the last 4 it carries.
    const unmatched = await h.verification({
      userId: null,
      medicaidIdLast4: '9876',
      dueDate: '2026-04-01',
      createdAt: '2026-03-01T15:00:00Z',
    });

    const found = async (search: string) => idsOf(await queue(`?search=${encodeURIComponent(search)}`));
    for (const search of [
      'Jose',
      'JOSÉ',
      'nunez',
      'jose núñez',
      'JNUN',
      '555-201-7788',
      '(555) 201 7788',
      '2017788',
      '7788',
      'a12b',
    ]) {
      expect(await found(search), search).toEqual([joseCase]);
    }
    expect(await found('maria gomez')).toEqual([mariaCase]);
    expect(await found('555')).toEqual([joseCase, mariaCase]);
    expect(await found('9876')).toEqual([unmatched]);
    expect(await found('jose maria')).toEqual([]);
    // LIKE's own characters are searched for, not obeyed.
    expect(await found('%')).toEqual([]);
    expect(await found('n_z')).toEqual([]);

    // A new phone number and name are found as soon as identity announces them.
    await h.updatePerson(jose.id, {
      firstName: 'Joséph',
      lastName: 'Núñez',
      username: 'jnunez',
      cellNumber: '555-300-1111',
    });
    expect(await found('joseph')).toEqual([joseCase]);
    expect(await found('3001111')).toEqual([joseCase]);
    expect(await found('7788')).toEqual([]);
  });

  it('shows this month’s determination when the state’s side has one', async () => {
    const person = await h.person();
    await h.exemption(person.id);
    await h.months(person.id, [
      {
        month: '2026-03',
        status: 'not_met',
        route: null,
        decidedBy: null,
        exemptions: [],
        missing: { hours: 30, incomeCents: null },
      },
    ]);
    const [item] = (await queue()).items;
    expect(item?.thisMonth).toMatchObject({ month: '2026-03', status: 'not_met', missing: { hours: 30 } });
  });

  it('is for administrators only', async () => {
    const enrollee = await h.person();
    expect((await h.call(undefined, 'get', '/api/admin/work-queue')).status).toBe(401);
    expect((await h.call(enrollee, 'get', '/api/admin/work-queue')).status).toBe(403);
    expect((await h.call(enrollee, 'get', '/api/admin/work-queue/next')).status).toBe(403);
    const assign = await h.call(enrollee, 'post', `/api/admin/work-queue/exemption/${enrollee.id}/assign`);
    expect(assign.status).toBe(403);
  });
});

describe('the queue read model of exemption requests', () => {
  it('keeps the latest status whatever order the events arrive in, and forgets deleted accounts', async () => {
    const person = await h.person();
    const exemptionId = await h.exemption(person.id, { requestedAt: '2026-02-01T14:00:00Z' });
    await h.exemptionStatus(exemptionId, person.id, 'requested', 'approved', {
      occurredAt: '2026-03-02T14:00:00Z',
    });
    // An older change delivered late changes nothing.
    await h.exemptionStatus(exemptionId, person.id, 'requested', 'under_review', {
      occurredAt: '2026-03-01T14:00:00Z',
    });
    expect((await queue()).items).toEqual([]);

    // A change seen before its request: listed, and dated by the request once it arrives.
    const early = (await h.exemption(person.id, { requestedAt: '2026-02-05T14:00:00Z' })) as string;
    const lateId = crypto.randomUUID();
    await h.exemptionStatus(lateId, person.id, 'requested', 'under_review', {
      occurredAt: '2026-03-03T14:00:00Z',
    });
    await h.deliver(
      (await import('@tracker/contracts/events/exemption-requested-v1')).exemptionRequestedV1,
      {
        exemptionId: lateId,
        userId: person.id,
        exemptionTypeId: crypto.randomUUID(),
        exemptionTypeName: 'Student',
        isRenewal: false,
        requestPermanent: false,
        durationRequestedMonths: null,
        requestedAt: '2026-01-15T14:00:00Z',
      },
      person.id,
      '2026-01-15T14:00:00Z',
    );
    const page = await queue();
    expect(page.items.map((item) => [item.id, item.status, item.waitingSince])).toEqual([
      [lateId, 'under_review', '2026-01-15T14:00:00.000Z'],
      [early, 'requested', '2026-02-05T14:00:00.000Z'],
    ]);

    await h.deleteUser(person.id);
    expect((await queue()).items).toEqual([]);
    // Events about the account arriving after its deletion bring nothing back.
    await h.exemption(person.id);
    expect((await queue()).items).toEqual([]);
  });
});

describe('assignment', () => {
  it('assigns to the caller, refuses a case someone else holds unless taken over, and releases', async () => {
    const bob = await h.admin({ username: 'reviewer_bob' });
    const person = await h.person();
    const first = await h.exemption(person.id, { requestedAt: '2026-02-01T14:00:00Z' });
    const second = await h.exemption(person.id, { requestedAt: '2026-02-02T14:00:00Z' });
    const path = `/api/admin/work-queue/exemption/${first}/assign`;

    const mine = await h.call(admin, 'post', path);
    expect(mine.status).toBe(200);
    expect(workItem.parse(mine.body).assignedTo).toEqual({ id: admin.id, username: 'reviewer_ann' });
    // Again by the holder: nothing changes.
    expect((await h.call(admin, 'post', path)).status).toBe(200);

    const held = await h.call(bob, 'post', path);
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({
      code: 'WORK_ITEM_ASSIGNED',
      message: 'reviewer_ann is already working on this case',
    });
    expect((await h.call(bob, 'delete', path)).status).toBe(409);

    expect(idsOf(await queue('?assigned=me'))).toEqual([first]);
    expect(idsOf(await queue('?assigned=none'))).toEqual([second]);
    expect(idsOf(await queue('?assigned=me', bob))).toEqual([]);

    const taken = await h.call(bob, 'post', `${path}?take=true`);
    expect(taken.status).toBe(200);
    expect(taken.body.assignedTo).toEqual({ id: bob.id, username: 'reviewer_bob' });
    expect(idsOf(await queue('?assigned=me', bob))).toEqual([first]);

    expect((await h.call(bob, 'delete', path)).status).toBe(204);
    expect(idsOf(await queue('?assigned=none'))).toEqual([first, second]);
    // Releasing what nobody holds changes nothing.
    expect((await h.call(bob, 'delete', path)).status).toBe(204);
  });

  it('assigns verification cases too, and only open cases', async () => {
    const person = await h.person();
    const open = await h.verification({
      userId: person.id,
      dueDate: '2026-04-01',
      createdAt: '2026-03-01T15:00:00Z',
    });
    const done = await h.verification({
      userId: person.id,
      status: 'compliant',
      dueDate: '2026-04-01',
      createdAt: '2026-03-01T15:00:00Z',
    });
    const decided = await h.exemption(person.id, { status: 'denied' });

    expect((await h.call(admin, 'post', `/api/admin/work-queue/verification/${open}/assign`)).status).toBe(
      200,
    );
    const one = await h.call(admin, 'get', `/api/admin/work-queue/verification/${open}`);
    expect(one.status).toBe(200);
    expect(workItem.parse(one.body)).toMatchObject({ id: open, assignedTo: { id: admin.id } });
    expect((await h.call(admin, 'get', `/api/admin/work-queue/verification/${done}`)).status).toBe(404);
    for (const [kind, id] of [
      ['verification', done],
      ['exemption', decided],
      ['exemption', open],
      ['verification', crypto.randomUUID()],
    ]) {
      const res = await h.call(admin, 'post', `/api/admin/work-queue/${kind}/${id}/assign`);
      expect(res.status, `${kind} ${id}`).toBe(404);
      expect(res.body.code).toBe('WORK_ITEM_NOT_FOUND');
    }
    const bad = await h.call(admin, 'post', '/api/admin/work-queue/income/x/assign');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['id', 'kind']);
  });
});

describe('GET /api/admin/work-queue/next', () => {
  async function next(after?: string, as: TestUser = admin) {
    const res = await h.call(as, 'get', `/api/admin/work-queue/next${after ? `?after=${after}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { item: { kind: string; id: string } | null }).item;
  }

  it('walks the queue in its order, skipping cases others hold and those waiting on the person', async () => {
    const bob = await h.admin({ username: 'reviewer_bob' });
    const person = await h.person();
    const verification = await h.verification({
      userId: person.id,
      dueDate: '2026-03-20',
      createdAt: '2026-03-01T15:00:00Z',
    });
    await h.exemption(person.id, {
      requestedAt: '2026-01-01T14:00:00Z',
      status: 'waiting_on_enrollee',
      replyBy: '2026-03-12',
    });
    const a = await h.exemption(person.id, { requestedAt: '2026-02-01T14:00:00Z' });
    const heldByBob = await h.exemption(person.id, { requestedAt: '2026-02-02T14:00:00Z' });
    const b = await h.exemption(person.id, { requestedAt: '2026-02-03T14:00:00Z' });
    const mine = await h.exemption(person.id, { requestedAt: '2026-02-04T14:00:00Z' });
    await h.call(bob, 'post', `/api/admin/work-queue/exemption/${heldByBob}/assign`);
    await h.call(admin, 'post', `/api/admin/work-queue/exemption/${mine}/assign`);

    expect(await next()).toMatchObject({ kind: 'verification', id: verification });
    expect(await next(`verification:${verification}`)).toMatchObject({ kind: 'exemption', id: a });
    expect(await next(`exemption:${a}`)).toMatchObject({ id: b });
    expect(await next(`exemption:${b}`)).toMatchObject({ id: mine });
    // After the last: from the top again.
    expect(await next(`exemption:${mine}`)).toMatchObject({ id: verification });

    // A case decided meanwhile (its event already here) still marks the place.
    await h.exemptionStatus(a, person.id, 'requested', 'approved', { occurredAt: '2026-03-10T14:00:00Z' });
    expect(await next(`exemption:${a}`)).toMatchObject({ id: b });
    // A case the read model has not heard of: from the top, and never the case itself.
    expect(await next(`exemption:${crypto.randomUUID()}`)).toMatchObject({ id: verification });

    // Bob is offered his own case and not the one the caller holds.
    expect(await next(`exemption:${a}`, bob)).toMatchObject({ id: heldByBob });
    expect(await next(`exemption:${heldByBob}`, bob)).toMatchObject({ id: b });
    expect(await next(`exemption:${b}`, bob)).toMatchObject({ id: verification });
  });

  it('answers null when nothing else waits, and refuses a malformed reference', async () => {
    const person = await h.person();
    const only = await h.exemption(person.id);
    expect(await next(`exemption:${only}`)).toBeNull();
    const bad = await h.call(admin, 'get', '/api/admin/work-queue/next?after=exemption-123');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ after: 'Expected <kind>:<id>' });
  });
});
