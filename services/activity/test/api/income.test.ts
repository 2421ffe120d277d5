import { randomUUID } from 'node:crypto';
import { incomeRecord } from '@tracker/contracts/http/income';
import { exeSample, pdfSample } from '@tracker/kit/testing/files';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestUser } from './harness.js';
import { INCOME_NOW, PAY, postIncome, reportIncome, TODAY, TOMORROW } from './income-requests.js';
import { call } from './requests.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ startAt: INCOME_NOW });
});
afterAll(async () => {
  await h.close();
});

async function incomeCount(userId: string): Promise<number> {
  const [row] = await h.db
    .knex('income_records')
    .where('user_id', userId)
    .count<{ count: string }[]>('* as count');
  return Number(row?.count);
}

async function eventsOf(type: string, incomeId: string) {
  return (await h.events(type)).filter((event) => event.data.incomeId === incomeId);
}

describe('POST /api/income', () => {
  it('records pay from a multipart form, the amount in cents and as dollars', async () => {
    const user = await h.enrollee();
    const nudges = h.nudges();
    const res = await postIncome(h, user, { ...PAY, employer: '  Walmart  ' });
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(incomeRecord.parse(res.body)).toEqual({
      id: expect.any(String),
      userId: user.id,
      employer: 'Walmart',
      grossAmount: '620.00',
      grossAmountCents: 62000,
      payDate: '2026-03-13',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-07',
      hoursWorked: 40,
      source: 'web',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      attachments: [],
    });
    expect(await h.db.knex('income_records').where('id', res.body.id).first()).toMatchObject({
      gross_amount_cents: 62000,
    });
    expect(h.nudges()).toBe(nudges + 1);
  });

  it('takes JSON, amounts as numbers, and no hours worked', async () => {
    const user = await h.enrollee();
    const { hoursWorked: _hours, ...withoutHours } = PAY;
    const res = await call(h, user, 'post', '/api/income').send({ ...withoutHours, grossAmount: 580.5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ grossAmount: '580.50', grossAmountCents: 58050, hoursWorked: null });
  });

  it('sets the owner and the source itself, whatever the client sends', async () => {
    const user = await h.enrollee();
    const res = await postIncome(h, user, {
      ...PAY,
      userId: randomUUID(),
      id: randomUUID(),
      source: 'sms',
      grossAmountCents: '1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: user.id, source: 'web', grossAmountCents: 62000 });
  });

  it('marks what an administrator reports while impersonating as entered by an administrator', async () => {
    const user = await h.enrollee();
    const admin = await h.admin();
    const res = await postIncome(h, await h.impersonation(user.id, admin.id));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: user.id, source: 'admin' });
  });

  it('records income.reported once, with the amount and dates and without the employer', async () => {
    const user = await h.enrollee();
    const created = await reportIncome(h, user);
    const events = await eventsOf('income.reported', created.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'income.reported',
      version: 1,
      producer: 'activity',
      subjectId: user.id,
    });
    expect(events[0]!.data).toEqual({
      incomeId: created.id,
      userId: user.id,
      grossAmountCents: 62000,
      payDate: '2026-03-13',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-07',
      hoursWorked: 40,
      source: 'web',
      createdAt: created.createdAt,
    });
  });

  it('carries the request correlation id into the event', async () => {
    const user = await h.enrollee();
    const res = await postIncome(h, user).set('x-correlation-id', 'corr-pay-1');
    const [event] = await eventsOf('income.reported', res.body.id);
    expect(event?.correlationId).toBe('corr-pay-1');
  });

  it.each([
    [{ grossAmount: '0' }, 'grossAmount', 'Gross amount must be more than $0.00'],
    [{ grossAmount: '0.00' }, 'grossAmount', 'Gross amount must be more than $0.00'],
    [{ grossAmount: '-620' }, 'grossAmount', 'Gross amount must be more than $0.00'],
    [
      { grossAmount: '100000.01' },
      'grossAmount',
      'Gross amount cannot be more than $100,000.00 for one pay record',
    ],
    [{ grossAmount: '620.001' }, 'grossAmount', 'Gross amount cannot have more than 2 decimal places'],
    [
      { grossAmount: 'a lot' },
      'grossAmount',
      'Please enter the gross amount in dollars and cents, like 620.00',
    ],
    [{ grossAmount: '' }, 'grossAmount', 'Gross amount is required'],
    [{ employer: '' }, 'employer', 'Employer is required'],
    [{ employer: '   ' }, 'employer', 'Employer is required'],
    [{ employer: 'x'.repeat(256) }, 'employer', 'Employer must be 255 characters or less'],
    [
      { periodStart: '2026-03-08', periodEnd: '2026-03-07' },
      'periodStart',
      'The pay period cannot start after it ends',
    ],
    [
      { periodEnd: '2026-03-14', payDate: '2026-03-13' },
      'periodEnd',
      'The pay period must end on or before the pay date',
    ],
    [{ payDate: TOMORROW }, 'payDate', 'Date cannot be in the future'],
    [{ payDate: '' }, 'payDate', 'Pay date is required'],
    [{ periodStart: 'last week' }, 'periodStart', 'Please enter a valid date'],
    [{ hoursWorked: '0' }, 'hoursWorked', 'Hours worked must be at least 0.25'],
    [{ hoursWorked: '7.1' }, 'hoursWorked', 'Hours worked must be in quarter hours, like 7.25 or 7.5'],
    [{ hoursWorked: '501' }, 'hoursWorked', 'Hours worked cannot be more than 500'],
  ])('refuses %j with "%s: %s" and records nothing', async (change, field, message) => {
    const user = await h.enrollee();
    const before = (await h.events()).length;
    const res = await postIncome(h, user, { ...PAY, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await incomeCount(user.id)).toBe(0);
    expect(await h.events()).toHaveLength(before);
  });

  it('refuses a missing employer sent as JSON', async () => {
    const user = await h.enrollee();
    const { employer: _employer, ...withoutEmployer } = PAY;
    const res = await call(h, user, 'post', '/api/income').send(withoutEmployer);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'INVALID_REQUEST',
      message: 'Employer is required',
      fieldErrors: { employer: 'Employer is required' },
    });
  });

  it('takes the largest amount and a pay date of today, where the enrollee is', async () => {
    const user = await h.enrollee();
    const res = await postIncome(h, user, { ...PAY, grossAmount: '100,000.00', payDate: TODAY });
    expect(res.status).toBe(201);
    expect(res.body.grossAmountCents).toBe(10_000_000);
  });

  it('dates “today” in the time zone the request names, else in the configured one', async () => {
    const user = await h.enrollee();
    // 23:30 in New York is already the next day in Tokyo.
    const tokyo = await postIncome(
      h,
      user,
      { ...PAY, payDate: TOMORROW },
      undefined,
      '/api/income?timezone=Asia/Tokyo',
    );
    expect(tokyo.status).toBe(201);
    const losAngeles = await postIncome(
      h,
      user,
      { ...PAY, payDate: TOMORROW },
      undefined,
      '/api/income?timezone=America/Los_Angeles',
    );
    expect(losAngeles.status).toBe(400);
    expect(losAngeles.body.fieldErrors).toEqual({ payDate: 'Date cannot be in the future' });
  });

  it('refuses an unknown time zone', async () => {
    const user = await h.enrollee();
    const res = await postIncome(h, user, PAY, undefined, '/api/income?timezone=Mars/Olympus');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'INVALID_REQUEST',
      message: 'Unknown time zone',
      fieldErrors: { timezone: 'Unknown time zone' },
    });
    expect(await incomeCount(user.id)).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const res = await postIncome(h, undefined);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Not authenticated');
  });
});

describe('GET /api/income', () => {
  it('lists the caller’s own pay records, newest pay date first, then newest reported', async () => {
    const user = await h.enrollee();
    const other = await h.enrollee();
    const early = await reportIncome(h, user, {
      ...PAY,
      payDate: '2026-02-27',
      periodStart: '2026-02-16',
      periodEnd: '2026-02-22',
    });
    const lateA = await reportIncome(h, user);
    const lateB = await reportIncome(h, user);
    await reportIncome(h, other);
    const res = await call(h, user, 'get', '/api/income');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers.link).toBeUndefined();
    expect(res.body.map((record: { id: string }) => record.id)).toEqual([lateB.id, lateA.id, early.id]);
  });

  it('pages with a cursor, never repeating or skipping a record', async () => {
    const user = await h.enrollee();
    const ids: string[] = [];
    for (const day of ['01', '02', '03', '04', '05']) {
      const record = await reportIncome(h, user, {
        ...PAY,
        payDate: `2026-03-${day}`,
        periodStart: '2026-02-20',
        periodEnd: '2026-02-27',
      });
      ids.unshift(record.id);
    }
    const seen: string[] = [];
    let path: string | undefined = '/api/income?limit=2';
    while (path) {
      const res = await call(h, user, 'get', path);
      expect(res.status).toBe(200);
      expect(res.headers['x-total-count']).toBe('5');
      seen.push(...res.body.map((record: { id: string }) => record.id));
      path = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
    }
    expect(seen).toEqual(ids);
  });

  it('refuses a cursor it did not make and a limit out of bounds', async () => {
    const user = await h.enrollee();
    const cursor = await call(h, user, 'get', '/api/income?before=bm90LWEtY3Vyc29y');
    expect(cursor.status).toBe(400);
    expect(cursor.body.message).toBe('Invalid page cursor');
    const limit = await call(h, user, 'get', '/api/income?limit=201');
    expect(limit.status).toBe(400);
    expect(limit.body.fieldErrors.limit).toBe('Limit must be a whole number from 1 to 200');
  });

  it('gives an administrator their own pay records only', async () => {
    const admin = await h.admin();
    await reportIncome(h, await h.enrollee());
    const own = await reportIncome(h, admin);
    const res = await call(h, admin, 'get', '/api/income');
    expect(res.body.map((record: { id: string }) => record.id)).toEqual([own.id]);
  });

  it('answers 401 without a session, or with a revoked one', async () => {
    expect((await request(h.app).get('/api/income')).status).toBe(401);
    const user = await h.enrollee();
    const sid = JSON.parse(Buffer.from(user.cookie.split('=')[1]!.split('.')[1]!, 'base64url').toString())
      .sid as string;
    await h.sessions.revoke(sid);
    expect((await call(h, user, 'get', '/api/income')).status).toBe(401);
  });
});

describe('GET /api/income/:id', () => {
  it('answers the record with its attachments', async () => {
    const user = await h.enrollee();
    const created = await reportIncome(h, user);
    const res = await call(h, user, 'get', `/api/income/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
  });

  it('answers 404 for an unknown, malformed or someone else’s record', async () => {
    const user = await h.enrollee();
    const theirs = await reportIncome(h, await h.enrollee());
    for (const id of [randomUUID(), 'not-an-id', theirs.id]) {
      const res = await call(h, user, 'get', `/api/income/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Pay record not found');
    }
  });
});

describe('PATCH /api/income/:id', () => {
  const edit = {
    employer: 'Target',
    grossAmount: '712.34',
    payDate: '2026-03-12',
    periodStart: '2026-03-02',
    periodEnd: '2026-03-08',
    hoursWorked: 38.5,
  };

  it('replaces the values, answers the record and records the values before the edit', async () => {
    const user = await h.enrollee();
    const created = await reportIncome(h, user);
    const res = await call(h, user, 'patch', `/api/income/${created.id}`).send(edit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...edit,
      grossAmount: '712.34',
      grossAmountCents: 71234,
      id: created.id,
      userId: user.id,
      source: 'web',
    });
    const events = await eventsOf('income.updated', created.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({
      incomeId: created.id,
      userId: user.id,
      grossAmountCents: 71234,
      payDate: '2026-03-12',
      periodStart: '2026-03-02',
      periodEnd: '2026-03-08',
      hoursWorked: 38.5,
      updatedAt: res.body.updatedAt,
      previous: {
        grossAmountCents: 62000,
        payDate: '2026-03-13',
        periodStart: '2026-03-01',
        periodEnd: '2026-03-07',
        hoursWorked: 40,
      },
    });
    expect((await call(h, user, 'get', `/api/income/${created.id}`)).body).toEqual(res.body);
  });

  it('edits with a multipart form and clears hours worked left blank', async () => {
    const user = await h.enrollee();
    const created = await reportIncome(h, user);
    const req = call(h, user, 'patch', `/api/income/${created.id}`);
    for (const [name, value] of Object.entries({ ...PAY, grossAmount: '$1,005.10', hoursWorked: '' })) {
      req.field(name, value);
    }
    const res = await req;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ grossAmount: '1005.10', grossAmountCents: 100510, hoursWorked: null });
  });

  it.each([
    [{ ...edit, grossAmount: 0 }, 'grossAmount', 'Gross amount must be more than $0.00'],
    [
      { ...edit, grossAmount: 100_000.01 },
      'grossAmount',
      'Gross amount cannot be more than $100,000.00 for one pay record',
    ],
    [{ ...edit, payDate: TOMORROW }, 'payDate', 'Date cannot be in the future'],
    [{ ...edit, periodEnd: '2026-03-13' }, 'periodEnd', 'The pay period must end on or before the pay date'],
    [{ ...edit, employer: undefined }, 'employer', 'Employer is required'],
  ])('refuses %j with "%s: %s" and changes nothing', async (body, field, message) => {
    const user = await h.enrollee();
    const created = await reportIncome(h, user);
    const before = (await h.events()).length;
    const res = await call(h, user, 'patch', `/api/income/${created.id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect((await call(h, user, 'get', `/api/income/${created.id}`)).body).toEqual(created);
    expect(await h.events()).toHaveLength(before);
  });

  it('attaches a paystub sent with the edit, and refuses a bad one changing nothing', async () => {
    const user = await h.enrollee();
    const created = await reportIncome(h, user);
    const withFile = (name: string, bytes: Buffer) => {
      const req = call(h, user, 'patch', `/api/income/${created.id}`);
      for (const [field, value] of Object.entries({ ...PAY, employer: 'Target' })) req.field(field, value);
      return req.attach('file', bytes, name);
    };
    const refused = await withFile('stub.pdf', exeSample());
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.file).toBe("This file's content does not match its .pdf extension");
    expect((await call(h, user, 'get', `/api/income/${created.id}`)).body).toEqual(created);

    const res = await withFile('stub.pdf', pdfSample());
    expect(res.status).toBe(200);
    expect(res.body.employer).toBe('Target');
    expect(res.body.attachments).toEqual([
      expect.objectContaining({ originalName: 'stub.pdf', incomeId: created.id }),
    ]);
  });

  it('answers 404 for someone else’s record, changes nothing and records nothing', async () => {
    const user = await h.enrollee();
    const theirs = await reportIncome(h, await h.enrollee());
    const before = (await h.events()).length;
    const res = await call(h, user, 'patch', `/api/income/${theirs.id}`).send(edit);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Pay record not found');
    expect(await h.db.knex('income_records').where('id', theirs.id).first()).toMatchObject({
      employer: 'Walmart',
    });
    expect(await h.events()).toHaveLength(before);
  });
});

describe('DELETE /api/income/:id', () => {
  it('answers 204, removes the record and records income.deleted once', async () => {
    const user = await h.enrollee();
    const created = await reportIncome(h, user);
    const res = await call(h, user, 'delete', `/api/income/${created.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await call(h, user, 'get', `/api/income/${created.id}`)).status).toBe(404);
    const events = await eventsOf('income.deleted', created.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ subjectId: user.id });
    expect(events[0]!.data).toEqual({
      incomeId: created.id,
      userId: user.id,
      grossAmountCents: 62000,
      payDate: '2026-03-13',
      periodStart: '2026-03-01',
      periodEnd: '2026-03-07',
      hoursWorked: 40,
    });

    const again = await call(h, user, 'delete', `/api/income/${created.id}`);
    expect(again.status).toBe(404);
    expect(await eventsOf('income.deleted', created.id)).toHaveLength(1);
  });

  it('answers 404 for someone else’s record and keeps it', async () => {
    const user = await h.enrollee();
    const owner = await h.enrollee();
    const theirs = await reportIncome(h, owner);
    expect((await call(h, user, 'delete', `/api/income/${theirs.id}`)).status).toBe(404);
    expect(await incomeCount(owner.id)).toBe(1);
    expect(await eventsOf('income.deleted', theirs.id)).toEqual([]);
  });
});

describe('a record someone else reads', () => {
  it('is the same 404 as a missing one on every call', async () => {
    const owner: TestUser = await h.enrollee();
    const intruder = await h.enrollee();
    const theirs = await reportIncome(h, owner);
    for (const [method, path] of [
      ['get', `/api/income/${theirs.id}/attachments`],
      ['post', `/api/income/${theirs.id}/attachments`],
      ['delete', `/api/income/${theirs.id}/attachments/${randomUUID()}`],
    ] as const) {
      const res = await call(h, intruder, method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe('Pay record not found');
    }
  });
});
