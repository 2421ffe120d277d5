import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, createHarness, type Harness, type TestUser } from '../support/harness.js';

let h: Harness;
let admin: TestUser;

beforeAll(async () => {
  h = await createHarness({ now: new Date('2027-06-10T15:00:00Z') });
  admin = await h.admin();
});

afterAll(async () => {
  await h.close();
});

function create(body: Record<string, unknown>, cookie = admin.cookie) {
  return request(h.app).post('/api/admin/verifications').set('Cookie', cookie).send(body);
}

function importCsv(text: string, name = 'requests.csv') {
  return request(h.app)
    .post('/api/admin/verifications/import')
    .set('Cookie', admin.cookie)
    .attach('file', Buffer.from(text), name);
}

describe('POST /api/admin/verifications', () => {
  it('asks for the look-back months of a known account and tells reporting', async () => {
    const person = await h.enrollee();
    const res = await create({ userId: person.id, reason: 'application', dueDate: '2027-07-10' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: person.id,
      reason: 'application',
      status: 'pending',
      monthsToMeet: 1,
      dueDate: '2027-07-10',
      notice: null,
      hearingRequest: null,
      person: { username: person.username },
      months: [{ month: '2027-05', status: 'unknown', decidedBy: null }],
    });
    const requested = (await h.events('verification.requested')).filter(
      (event) => event.data.requestId === res.body.id,
    );
    expect(requested.map((event) => event.data)).toEqual([
      { requestId: res.body.id, userId: person.id, months: ['2027-05'] },
    ]);
  });

  it('is compliant at once when reporting already answered the months', async () => {
    const person = await h.enrollee();
    await h.months(person.id, [answered('2027-04', 'met'), answered('2027-05', 'exempt')]);
    const res = await create({
      userId: person.id,
      reason: 'other',
      months: ['2027-04', '2027-05'],
      dueDate: '2027-07-10',
    });
    expect(res.body.status).toBe('compliant');
    const determined = (await h.events('verification.determined')).find(
      (event) => event.data.requestId === res.body.id,
    );
    expect(determined?.data).toMatchObject({ from: 'pending', to: 'compliant', userId: person.id });
  });

  it('keeps a request for a Medicaid id no account has, without the id', async () => {
    const res = await create({
      medicaidId: 'oh-123-456-789',
      reason: 'renewal',
      asOf: '2027-07',
      dueDate: '2027-07-10',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      userId: null,
      person: null,
      medicaidIdLast4: '6789',
      status: 'pending',
    });
    expect(res.body.months).toHaveLength(6);
    expect(res.body.monthsToMeet).toBe(1);
    const row = await h.db.knex('requests').where('id', res.body.id).first();
    expect(JSON.stringify(row)).not.toMatch(/123-?456-?789/i);
    expect(row.medicaid_id_index).toBe(h.deps.indexer.indexOf('OH123456789'));
    expect(await h.events('verification.requested')).not.toContainEqual(
      expect.objectContaining({ data: expect.objectContaining({ requestId: res.body.id }) }),
    );
  });

  it('matches a Medicaid id to the account that has it', async () => {
    const person = await h.enrollee({ medicaidId: 'MATCH0001' });
    const res = await create({ medicaidId: 'match-0001', reason: 'application', dueDate: '2027-07-10' });
    expect(res.body).toMatchObject({ userId: person.id, medicaidIdLast4: '0001' });
  });

  it('refuses an unknown account, future months and a past due date with 422 and field errors', async () => {
    const unknown = await create({
      userId: '3f0c6a52-1b7e-4c1d-9a4e-2f61d3c5b7a9',
      reason: 'application',
      dueDate: '2027-07-10',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.fieldErrors).toEqual({ userId: 'No account has this user id' });

    const person = await h.enrollee();
    const later = await create({
      userId: person.id,
      reason: 'other',
      months: ['2027-07'],
      dueDate: '2027-06-09',
    });
    expect(later.status).toBe(422);
    expect(Object.keys(later.body.fieldErrors).sort()).toEqual(['dueDate', 'months']);
  });

  it('refuses a second open request for the same person and months with 409', async () => {
    const person = await h.enrollee();
    const body = {
      userId: person.id,
      reason: 'other',
      months: ['2027-03', '2027-04'],
      dueDate: '2027-07-10',
    };
    expect((await create(body)).status).toBe(201);
    const again = await create({ ...body, months: ['2027-04'] });
    expect(again.status).toBe(409);
    expect((await create({ ...body, months: ['2027-02'] })).status).toBe(201);
  });

  it('refuses a malformed body with 400 and an enrollee with 403', async () => {
    const bad = await create({ reason: 'other', dueDate: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('medicaidId');
    const person = await h.enrollee();
    expect(
      (await create({ userId: person.id, reason: 'application', dueDate: '2027-07-10' }, person.cookie))
        .status,
    ).toBe(403);
  });
});

describe('POST /api/admin/verifications/import', () => {
  it('creates the valid rows and names the line and reason of each refused one', async () => {
    const person = await h.enrollee();
    const text = [
      '\ufeffmedicaidId,userId,months,dueDate,reason,asOf',
      `,${person.id},2027-01;2027-02,2027-07-01,other,`,
      'IMPORT-0001,,,2027-07-01,application,2027-06',
      '"IMPORT,0002",,2027-03 2027-04,2027-07-01,Renewal,',
      '',
      `,${person.id},2027-02,2027-07-01,other,`,
      ',3f0c6a52-1b7e-4c1d-9a4e-2f61d3c5b7a9,,2027-07-01,application,',
      'IMPORT-0003,,2027-09,2027-07-01,other,',
      'IMPORT-0004,,2027-01,2027-01-01,other,',
      'IMPORT-0005,,,2027-07-01,whatever,',
      'IMPORT-0006,,,,application,',
      'IMPORT-0007,,2027-01,2027-07-01,other,2027-13',
      `IMPORT-0008,${person.id},,2027-07-01,application,`,
      ',,,2027-07-01,application,',
      'IMPORT-0009,,2027-1,2027-07-01,other,',
    ].join('\r\n');
    const res = await importCsv(text);
    expect(res.status).toBe(200);
    expect(res.body.rows).toBe(13);
    expect(res.body.created).toBe(3);
    expect(res.body.refused.map((row: { line: number }) => row.line)).toEqual([
      6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    const reasons = Object.fromEntries(
      res.body.refused.map((row: { line: number; reason: string }) => [row.line, row.reason]),
    );
    expect(reasons[6]).toMatch(/already asks/);
    expect(reasons[7]).toBe('No account has this user id');
    expect(reasons[8]).toMatch(/after the current month/);
    expect(reasons[9]).toMatch(/due date/);
    expect(reasons[10]).toMatch(/Reason must be/);
    expect(JSON.stringify(res.body)).not.toMatch(/IMPORT/);
    expect(await h.db.knex('requests').where('medicaid_id_last4', '0002').first()).toBeDefined();
  });

  it('refuses a header without a needed column, an empty file and a file that is not CSV', async () => {
    const missing = await importCsv('medicaidId,months,reason\nX1,,application\n');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/"dueDate"/);
    expect((await importCsv('')).status).toBe(400);
    const binary = await importCsv('\u0000\u0001PK', 'requests.xlsx');
    expect(binary.status).toBe(400);
    const noFile = await request(h.app).post('/api/admin/verifications/import').set('Cookie', admin.cookie);
    expect(noFile.status).toBe(400);
  });

  it('creates a thousand rows in one go', async () => {
    const lines = ['medicaidId,months,dueDate,reason'];
    for (let index = 0; index < 1000; index++) lines.push(`BULK-${index},2027-05,2027-07-01,other`);
    const res = await importCsv(lines.join('\n'));
    expect(res.body).toMatchObject({ rows: 1000, created: 1000, refused: [] });
  });
});

describe('reading requests', () => {
  it('lists by due date with filters, pages and X-Total-Count', async () => {
    const person = await h.enrollee();
    for (const dueDate of ['2027-08-03', '2027-08-01', '2027-08-02']) {
      await create({ userId: person.id, reason: 'other', months: [`2027-0${dueDate.at(-1)}`], dueDate });
    }
    const res = await request(h.app)
      .get('/api/admin/verifications?status=pending&reason=other&dueBefore=2027-08-03&page=1&pageSize=2')
      .set('Cookie', admin.cookie);
    expect(res.status).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBe(res.body.total);
    expect(res.body.items).toHaveLength(2);
    const dues = res.body.items.map((item: { dueDate: string }) => item.dueDate);
    expect([...dues].sort()).toEqual(dues);
    expect(res.body.items.every((item: { status: string }) => item.status === 'pending')).toBe(true);
  });

  it('answers one request, and 404 for an unknown one', async () => {
    const person = await h.enrollee();
    const created = await create({
      userId: person.id,
      reason: 'other',
      months: ['2027-01'],
      dueDate: '2027-07-10',
    });
    const res = await request(h.app)
      .get(`/api/admin/verifications/${created.body.id}`)
      .set('Cookie', admin.cookie);
    expect(res.body).toEqual(created.body);
    const audits = (await h.events('audit.recorded')).filter(
      (event) => event.data.resourceId === created.body.id,
    );
    expect(audits.map((event) => event.data)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        subjectId: person.id,
        action: 'verification-request.viewed',
      }),
    ]);
    const missing = await request(h.app)
      .get('/api/admin/verifications/3f0c6a52-1b7e-4c1d-9a4e-2f61d3c5b7a9')
      .set('Cookie', admin.cookie);
    expect(missing.status).toBe(404);
  });

  it('shows the enrollee their own requests, open first, and nobody else’s', async () => {
    const person = await h.enrollee();
    const other = await h.enrollee();
    await h.months(person.id, [answered('2027-01', 'met')]);
    await create({ userId: person.id, reason: 'other', months: ['2027-01'], dueDate: '2027-06-20' });
    const open = await create({
      userId: person.id,
      reason: 'other',
      months: ['2027-02'],
      dueDate: '2027-07-20',
    });
    await create({ userId: other.id, reason: 'other', months: ['2027-02'], dueDate: '2027-07-20' });
    const res = await request(h.app).get('/api/verifications').set('Cookie', person.cookie);
    expect(res.status).toBe(200);
    expect(res.body.map((item: { status: string }) => item.status)).toEqual(['pending', 'compliant']);
    expect(res.body[0].id).toBe(open.body.id);
    expect(res.body[0]).not.toHaveProperty('userId');
    expect((await request(h.app).get('/api/verifications')).status).toBe(401);
  });

  it('exports every request as CSV, with cells that cannot run as formulas', async () => {
    const person = await h.enrollee({ medicaidId: 'CSV0001' });
    // A value a spreadsheet would run, as a state's system might have stored it.
    await h.db.knex('people').where('user_id', person.id).update({ medicaid_id_last4: '=1+2' });
    await h.months(person.id, [answered('2027-05', 'met', { route: 'income', decidedBy: 'wages' })]);
    await create({ userId: person.id, reason: 'other', months: ['2027-05'], dueDate: '2027-07-10' });
    const res = await request(h.app)
      .get('/api/admin/verifications/export?status=compliant')
      .set('Cookie', admin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,medicaidIdLast4,userId,reason,months,dueDate,status,determinedAt,decidedBy,noticeRespondBy,hearingRequestedAt',
    );
    const mine = lines.find((line) => line.includes(person.id));
    expect(mine).toContain(`,'=1+2,${person.id},`);
    expect(mine).toContain(',2027-05=met,');
    expect(mine).toContain(',2027-05=wages,');
    expect(lines.slice(1).every((line) => line.includes(',compliant,'))).toBe(true);
    const all = await request(h.app).get('/api/admin/verifications/export').set('Cookie', admin.cookie);
    expect(all.text.trim().split('\r\n').length).toBeGreaterThan(lines.length);
  });
});
