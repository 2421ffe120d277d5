import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepVerifications } from '../../src/use-cases/sweep-verifications.js';
import { answered, createHarness, type Harness, type TestUser } from '../support/harness.js';

let h: Harness;
let admin: TestUser;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.admin();
});

beforeEach(() => {
  h.setNow(new Date('2027-06-01T15:00:00Z'));
});

afterAll(async () => {
  await h.close();
});

async function askedOf(person: TestUser, month = '2027-05'): Promise<string> {
  const res = await request(h.app)
    .post('/api/admin/verifications')
    .set('Cookie', admin.cookie)
    .send({ userId: person.id, reason: 'other', months: [month], dueDate: '2027-06-30' });
  expect(res.status).toBe(201);
  return res.body.id;
}

function notice(id: string, body: Record<string, unknown>) {
  return request(h.app).post(`/api/admin/verifications/${id}/notice`).set('Cookie', admin.cookie).send(body);
}

function hearing(id: string, cookie: string, reason = 'I worked those hours') {
  return request(h.app)
    .post(`/api/verifications/${id}/hearing-request`)
    .set('Cookie', cookie)
    .send({ reason });
}

describe('POST /api/admin/verifications/:id/notice', () => {
  it('opens the window from the mailing days, moved off a weekend, and tells the person', async () => {
    const person = await h.enrollee();
    await h.months(person.id, [answered('2027-05', 'not_met')]);
    const id = await askedOf(person);
    // Sent Tuesday 1 June 2027, taken as received on the 6th (5 mailing days): 30 days end on
    // Tuesday 6 July.
    const res = await notice(id, { sentOn: '2027-06-01' });
    expect(res.status).toBe(200);
    expect(res.body.notice).toMatchObject({
      sentOn: '2027-06-01',
      receivedOn: '2027-06-06',
      respondBy: '2027-07-06',
    });
    expect(res.body.status).toBe('needs_information');
    const recorded = (await h.events('verification.notice-recorded')).filter((e) => e.data.requestId === id);
    expect(recorded.map((e) => e.data)).toEqual([
      {
        requestId: id,
        userId: person.id,
        sentOn: '2027-06-01',
        receivedOn: '2027-06-06',
        respondBy: '2027-07-06',
        missingMonths: ['2027-05'],
        monthsToMeet: 1,
      },
    ]);
    // Received on Thursday 3 June: 30 days end on Saturday 3 July, moved to Monday 5 July.
    const replaced = await notice(id, { sentOn: '2027-06-01', receivedOn: '2027-06-03' });
    expect(replaced.body.notice.respondBy).toBe('2027-07-05');
  });

  it('says how many of the missing months a renewal still needs', async () => {
    const person = await h.enrollee();
    const months = ['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05'];
    await h.months(
      person.id,
      months.map((month) => answered(month, 'not_met')),
    );
    const created = await request(h.app)
      .post('/api/admin/verifications')
      .set('Cookie', admin.cookie)
      .send({ userId: person.id, reason: 'renewal', asOf: '2027-06', dueDate: '2027-06-30' });
    expect(created.body).toMatchObject({ status: 'needs_information', monthsToMeet: 1 });
    const determined = (await h.events('verification.determined')).filter(
      (e) => e.data.requestId === created.body.id,
    );
    expect(determined.at(-1)?.data).toMatchObject({ to: 'needs_information', monthsToMeet: 1 });
    await notice(created.body.id, { sentOn: '2027-06-01' });
    const recorded = (await h.events('verification.notice-recorded')).filter(
      (e) => e.data.requestId === created.body.id,
    );
    expect(recorded.map((e) => e.data)).toEqual([
      expect.objectContaining({ missingMonths: months, monthsToMeet: 1 }),
    ]);
  });

  it('refuses a notice sent in the future or received before it was sent, and one on a decided request', async () => {
    const person = await h.enrollee();
    const id = await askedOf(person);
    const future = await notice(id, { sentOn: '2027-06-02' });
    expect(future.status).toBe(422);
    expect(future.body.fieldErrors).toHaveProperty('sentOn');
    const backwards = await notice(id, { sentOn: '2027-05-20', receivedOn: '2027-05-19' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.fieldErrors).toHaveProperty('receivedOn');

    const met = await h.enrollee();
    await h.months(met.id, [answered('2027-05', 'met')]);
    const compliant = await askedOf(met);
    expect((await notice(compliant, { sentOn: '2027-06-01' })).status).toBe(409);
    const missing = await notice('3f0c6a52-1b7e-4c1d-9a4e-2f61d3c5b7a9', { sentOn: '2027-06-01' });
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/verifications/:id/hearing-request', () => {
  it('is the person’s own, once a notice exists, and once only', async () => {
    const person = await h.enrollee();
    const other = await h.enrollee();
    await h.months(person.id, [answered('2027-05', 'not_met')]);
    const id = await askedOf(person);
    expect((await hearing(id, person.cookie)).status).toBe(409);
    await notice(id, { sentOn: '2027-06-01' });
    expect((await hearing(id, other.cookie)).status).toBe(404);
    expect((await hearing(id, admin.cookie)).status).toBe(404);
    expect((await hearing('not-an-id', person.cookie)).status).toBe(404);
    const asked = await hearing(id, person.cookie);
    expect(asked.status).toBe(200);
    expect(asked.body.hearingRequest).toMatchObject({ reason: 'I worked those hours' });
    expect((await hearing(id, person.cookie)).status).toBe(409);
    const events = (await h.events('verification.hearing-requested')).filter((e) => e.data.requestId === id);
    expect(events).toHaveLength(1);
    const seen = await request(h.app).get(`/api/admin/verifications/${id}`).set('Cookie', admin.cookie);
    expect(seen.body.hearingRequest.reason).toBe('I worked those hours');
  });

  it('needs a reason', async () => {
    const person = await h.enrollee();
    const id = await askedOf(person);
    const res = await hearing(id, person.cookie, '');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('reason');
  });
});

describe('the sweep', () => {
  it('reminds once per threshold reached, then makes an unmet request noncompliant after the window', async () => {
    const person = await h.enrollee();
    await h.months(person.id, [answered('2027-04', 'not_met')]);
    const id = await askedOf(person, '2027-04');
    await notice(id, { sentOn: '2027-06-01', receivedOn: '2027-06-01' }); // respondBy Thursday 1 July
    const reminders = async () =>
      (await h.events('verification.reminder-due'))
        .filter((e) => e.data.requestId === id)
        .map((e) => e.data.daysLeft);

    await sweepVerifications(h.deps);
    await sweepVerifications(h.deps);
    expect(await reminders()).toEqual([30]);
    const [first] = (await h.events('verification.reminder-due')).filter((e) => e.data.requestId === id);
    expect(first?.data).toMatchObject({ missingMonths: ['2027-04'], monthsToMeet: 1 });
    h.setNow(new Date('2027-06-24T15:00:00Z'));
    await Promise.all([sweepVerifications(h.deps), sweepVerifications(h.deps)]);
    expect(await reminders()).toEqual([30, 7]);
    h.setNow(new Date('2027-07-01T15:00:00Z'));
    await sweepVerifications(h.deps);
    expect(await reminders()).toEqual([30, 7, 1]);

    h.setNow(new Date('2027-07-02T15:00:00Z'));
    await sweepVerifications(h.deps);
    const res = await request(h.app).get(`/api/admin/verifications/${id}`).set('Cookie', admin.cookie);
    expect(res.body.status).toBe('noncompliant');
    const determined = (await h.events('verification.determined')).filter((e) => e.data.requestId === id);
    expect(determined.at(-1)?.data).toMatchObject({
      from: 'needs_information',
      to: 'noncompliant',
      respondBy: '2027-07-01',
    });
    // Final: later data does not undo it, and the person may still ask for a hearing.
    await h.months(person.id, [answered('2027-04', 'met')]);
    await sweepVerifications(h.deps);
    const after = await request(h.app).get(`/api/admin/verifications/${id}`).set('Cookie', admin.cookie);
    expect(after.body.status).toBe('noncompliant');
    expect((await hearing(id, person.cookie)).status).toBe(200);
  });
});
