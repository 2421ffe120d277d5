import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertActivity } from '../../src/store/activities.js';
import { insertIncome } from '../../src/store/income-records.js';
import { createHarness, type Harness, type TestUser } from './harness.js';
import { PAY, postIncome } from './income-requests.js';
import { call, FORM, postActivity } from './requests.js';

// The entry window on every write of an activity or a pay record, on a clock at noon on
// 25 November 2026 in New York under a day-15 reporting deadline: November is open, October closed
// on November 15, and November 26 is the future.

const NOW = new Date('2026-11-25T17:00:00.000Z');
const FUTURE_MESSAGE = 'Date cannot be in the future';
const OCTOBER_CLOSED =
  'Reporting for October 2026 closed on November 15, 2026. State staff can add a late entry.';
const REASON_REQUIRED = 'Please give the reason for this late entry';
const REASON = 'Paper timesheet mailed on November 10, entered late';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ startAt: NOW });
});
afterAll(async () => {
  await h.close();
});

/** An activity already stored (as records written before a month closed are), without the API. */
async function storedActivity(user: TestUser, date: string): Promise<string> {
  const id = randomUUID();
  await insertActivity(h.db.knex, {
    id,
    userId: user.id,
    type: 'employment',
    description: 'Shift',
    hours: 8,
    date,
    source: 'web',
  });
  return id;
}

async function storedPay(user: TestUser, payDate: string): Promise<string> {
  const id = randomUUID();
  await insertIncome(h.db.knex, {
    id,
    userId: user.id,
    source: 'web',
    employer: 'Walmart',
    grossAmountCents: 62000,
    payDate,
    periodStart: payDate,
    periodEnd: payDate,
    hoursWorked: null,
  });
  return id;
}

async function activityDate(id: string): Promise<string | undefined> {
  const row = await h.db.knex('activities').where('id', id).first<{ date: string | Date } | undefined>();
  if (!row) return undefined;
  return typeof row.date === 'string' ? row.date.slice(0, 10) : row.date.toISOString().slice(0, 10);
}

async function activityCount(userId: string): Promise<number> {
  const [row] = await h.db
    .knex('activities')
    .where('user_id', userId)
    .count<{ count: string }[]>('* as count');
  return Number(row?.count);
}

/** An administrator's session impersonating a new enrollee. */
async function staffFor(): Promise<{ enrollee: TestUser; staff: TestUser; adminId: string }> {
  const enrollee = await h.enrollee();
  const admin = await h.admin();
  return { enrollee, staff: await h.impersonation(enrollee.id, admin.id), adminId: admin.id };
}

async function auditsOf(resourceId: string) {
  return (await h.audits()).filter((audit) => audit.resourceId === resourceId);
}

const edit = { type: 'employment', description: 'Shift', hours: 8 };

describe('activities in the entry window', () => {
  it('refuses a date after today, on the date field, and stores nothing', async () => {
    const user = await h.enrollee();
    const res = await postActivity(h, user, { ...FORM, date: '2026-11-26' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: FUTURE_MESSAGE, fieldErrors: { date: FUTURE_MESSAGE } });
    expect(await activityCount(user.id)).toBe(0);
  });

  it('accepts today and the first day of the open month', async () => {
    const user = await h.enrollee();
    expect((await postActivity(h, user, { ...FORM, date: '2026-11-25' })).status).toBe(201);
    expect((await postActivity(h, user, { ...FORM, date: '2026-11-01' })).status).toBe(201);
  });

  it('refuses a date in a month whose reporting deadline passed, naming the month and deadline', async () => {
    const user = await h.enrollee();
    const res = await postActivity(h, user, { ...FORM, date: '2026-10-31' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: OCTOBER_CLOSED, fieldErrors: { date: OCTOBER_CLOSED } });
    expect(await activityCount(user.id)).toBe(0);
  });

  it('refuses an edit of an activity dated in a closed month, even one that keeps its date', async () => {
    const user = await h.enrollee();
    const id = await storedActivity(user, '2026-10-20');
    for (const date of ['2026-10-20', '2026-11-20']) {
      const res = await call(h, user, 'patch', `/api/activities/${id}`).send({ ...edit, hours: 9, date });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ date: OCTOBER_CLOSED });
    }
    expect(await activityDate(id)).toBe('2026-10-20');
    expect(await h.events('activity.updated')).not.toContainEqual(
      expect.objectContaining({ data: expect.objectContaining({ activityId: id }) }),
    );
  });

  it('refuses moving an activity into a closed month', async () => {
    const user = await h.enrollee();
    const id = await storedActivity(user, '2026-11-20');
    const res = await call(h, user, 'patch', `/api/activities/${id}`).send({ ...edit, date: '2026-10-31' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: OCTOBER_CLOSED, fieldErrors: { date: OCTOBER_CLOSED } });
    expect(await activityDate(id)).toBe('2026-11-20');
  });

  it('refuses moving an activity into the future', async () => {
    const user = await h.enrollee();
    const id = await storedActivity(user, '2026-11-20');
    const res = await call(h, user, 'patch', `/api/activities/${id}`).send({ ...edit, date: '2026-12-01' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ date: FUTURE_MESSAGE });
  });

  it('refuses deleting an activity dated in a closed month, and deletes one in the open month', async () => {
    const user = await h.enrollee();
    const closed = await storedActivity(user, '2026-10-20');
    const res = await call(h, user, 'delete', `/api/activities/${closed}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: OCTOBER_CLOSED, fieldErrors: { date: OCTOBER_CLOSED } });
    expect(await activityDate(closed)).toBe('2026-10-20');
    const open = await storedActivity(user, '2026-11-02');
    expect((await call(h, user, 'delete', `/api/activities/${open}`)).status).toBe(204);
  });

  it('still lets a file be added to an activity of a closed month: it changes no hours', async () => {
    const user = await h.enrollee();
    const id = await storedActivity(user, '2026-10-20');
    const res = await call(h, user, 'patch', `/api/activities/${id}`).attach(
      'file',
      Buffer.from('%PDF-1.4\n'),
      {
        filename: 'timesheet.pdf',
        contentType: 'application/pdf',
      },
    );
    expect(res.status).toBe(200);
  });

  it('gives an enrollee who sends a late-entry reason nothing more than a refusal', async () => {
    const user = await h.enrollee();
    const res = await postActivity(h, user, { ...FORM, date: '2026-10-31', lateEntryReason: REASON });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ date: OCTOBER_CLOSED });
    expect(await activityCount(user.id)).toBe(0);
  });
});

describe('late entries by state staff', () => {
  it('lets an administrator acting for the enrollee log into a closed month with a reason, audited', async () => {
    const { enrollee, staff, adminId } = await staffFor();
    const res = await postActivity(h, staff, {
      ...FORM,
      date: '2026-10-31',
      lateEntryReason: `  ${REASON}  `,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: enrollee.id, date: '2026-10-31', source: 'admin' });
    expect(await auditsOf(res.body.id)).toEqual([
      expect.objectContaining({ actorId: adminId, action: 'activity.logged', reason: REASON }),
    ]);
  });

  it('asks staff for the reason and writes nothing without one', async () => {
    const { enrollee, staff } = await staffFor();
    const res = await postActivity(h, staff, { ...FORM, date: '2026-10-31', lateEntryReason: '   ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: REASON_REQUIRED,
      fieldErrors: { lateEntryReason: REASON_REQUIRED },
    });
    expect(await activityCount(enrollee.id)).toBe(0);
  });

  it.each([
    ['too short', 'late', 'The reason must be at least 10 characters'],
    ['too long', 'x'.repeat(501), 'The reason must be 500 characters or less'],
  ])('refuses a reason that is %s', async (_, reason, message) => {
    const { staff } = await staffFor();
    const res = await postActivity(h, staff, { ...FORM, date: '2026-10-31', lateEntryReason: reason });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ lateEntryReason: message });
  });

  it('never lets staff date an entry in the future, whatever the reason', async () => {
    const { staff } = await staffFor();
    const res = await postActivity(h, staff, { ...FORM, date: '2026-11-26', lateEntryReason: REASON });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ date: FUTURE_MESSAGE });
  });

  it('lets staff edit and delete a closed month’s activity with a reason, each audited with it', async () => {
    const { enrollee, staff } = await staffFor();
    const id = await storedActivity(enrollee, '2026-10-20');
    const refused = await call(h, staff, 'patch', `/api/activities/${id}`).send({
      ...edit,
      hours: 9,
      date: '2026-10-20',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ lateEntryReason: REASON_REQUIRED });
    const edited = await call(h, staff, 'patch', `/api/activities/${id}`).send({
      ...edit,
      hours: 9,
      date: '2026-10-20',
      lateEntryReason: REASON,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.hours).toBe(9);
    const deleted = await call(h, staff, 'delete', `/api/activities/${id}`).send({ lateEntryReason: REASON });
    expect(deleted.status).toBe(204);
    expect((await auditsOf(id)).map((audit) => [audit.action, audit.reason])).toEqual([
      ['activity.updated', REASON],
      ['activity.deleted', REASON],
    ]);
  });

  it('keeps no reason for a write inside the window', async () => {
    const { staff } = await staffFor();
    const res = await postActivity(h, staff, { ...FORM, date: '2026-11-20', lateEntryReason: REASON });
    expect(res.status).toBe(201);
    const [audit] = await auditsOf(res.body.id);
    expect(audit).toBeDefined();
    expect(audit).not.toHaveProperty('reason');
  });
});

describe('pay records in the entry window', () => {
  const pay = { ...PAY, payDate: '2026-10-30', periodStart: '2026-10-20', periodEnd: '2026-10-26' };
  const novemberPay = { ...PAY, payDate: '2026-11-20', periodStart: '2026-11-09', periodEnd: '2026-11-15' };

  it('refuses a pay date in a closed month with the same words as an activity', async () => {
    const user = await h.enrollee();
    const res = await postIncome(h, user, pay);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: OCTOBER_CLOSED, fieldErrors: { payDate: OCTOBER_CLOSED } });
  });

  it('refuses a pay date after today with the activities’ message', async () => {
    const user = await h.enrollee();
    const res = await postIncome(h, user, { ...novemberPay, payDate: '2026-11-26' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ payDate: FUTURE_MESSAGE });
  });

  it('refuses editing, moving into, and deleting pay of a closed month', async () => {
    const user = await h.enrollee();
    const closed = await storedPay(user, '2026-10-30');
    const open = await storedPay(user, '2026-11-20');
    const editClosed = await call(h, user, 'patch', `/api/income/${closed}`).send(novemberPay);
    expect(editClosed.status).toBe(400);
    expect(editClosed.body.fieldErrors).toEqual({ payDate: OCTOBER_CLOSED });
    const moveIn = await call(h, user, 'patch', `/api/income/${open}`).send(pay);
    expect(moveIn.status).toBe(400);
    expect(moveIn.body.fieldErrors).toEqual({ payDate: OCTOBER_CLOSED });
    const remove = await call(h, user, 'delete', `/api/income/${closed}`);
    expect(remove.status).toBe(400);
    expect(remove.body.fieldErrors).toEqual({ payDate: OCTOBER_CLOSED });
    expect(await h.db.knex('income_records').whereIn('id', [closed, open])).toHaveLength(2);
  });

  it('lets staff report late pay with a reason, audited, and refuses it without one', async () => {
    const { staff, adminId } = await staffFor();
    const without = await postIncome(h, staff, pay);
    expect(without.status).toBe(400);
    expect(without.body.fieldErrors).toEqual({ lateEntryReason: REASON_REQUIRED });
    const late = await postIncome(h, staff, { ...pay, lateEntryReason: REASON });
    expect(late.status).toBe(201);
    expect(await auditsOf(late.body.id)).toEqual([
      expect.objectContaining({ actorId: adminId, action: 'income-record.reported', reason: REASON }),
    ]);
  });
});

describe('the reporting day', () => {
  // 22:30 on November 15 in New York, the reporting day itself; already November 16 in Tokyo.
  const DEADLINE_EVENING = new Date('2026-11-16T03:30:00.000Z');
  let deadline: Harness;
  beforeAll(async () => {
    deadline = await createHarness({ startAt: DEADLINE_EVENING });
  });
  afterAll(async () => {
    await deadline.close();
  });

  it('dates today in the time zone the request names, else in the service’s', async () => {
    const user = await deadline.enrollee();
    const tokyo = { timezone: 'Asia/Tokyo' };
    const november16 = { ...FORM, date: '2026-11-16' };
    const october = { ...FORM, date: '2026-10-01' };
    expect((await postActivity(deadline, user, november16)).body.fieldErrors).toEqual({
      date: FUTURE_MESSAGE,
    });
    expect((await postActivity(deadline, user, november16).query(tokyo)).status).toBe(201);
    expect((await postActivity(deadline, user, october).query(tokyo)).body.fieldErrors).toEqual({
      date: OCTOBER_CLOSED,
    });
    expect((await postActivity(deadline, user, october)).status).toBe(201);
  });

  it('keeps last month open up to and including the reporting day, and closes it the day after', async () => {
    const user = await deadline.enrollee();
    const october = { ...FORM, date: '2026-10-01' };
    expect((await postActivity(deadline, user, october)).status).toBe(201);
    deadline.advance(24 * 60 * 60 * 1000);
    const late = await postActivity(deadline, user, october);
    expect(late.status).toBe(400);
    expect(late.body.fieldErrors).toEqual({ date: OCTOBER_CLOSED });
  });
});
