import { DATA_MATCH_INLINE_ROWS } from '@tracker/contracts/http/verifications';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processPendingImports } from '../../src/use-cases/process-pending-imports.js';
import { createHarness, type Harness, type TestUser } from '../support/harness.js';

let h: Harness;
let admin: TestUser;

beforeAll(async () => {
  h = await createHarness({ now: new Date('2027-06-10T15:00:00Z') });
  admin = await h.admin();
});

afterAll(async () => {
  await h.close();
});

function upload(text: string, name = 'state.csv', cookie = admin.cookie) {
  return request(h.app)
    .post('/api/admin/data-matches/import')
    .set('Cookie', cookie)
    .attach('file', Buffer.from(text), name);
}

describe('POST /api/admin/data-matches/import', () => {
  it('matches rows to accounts by Medicaid id, keeps the rest, and names each refused row', async () => {
    const person = await h.enrollee({ medicaidId: 'DM-0001' });
    const waiting = await request(h.app)
      .post('/api/admin/verifications')
      .set('Cookie', admin.cookie)
      .send({ medicaidId: 'DM-0002', reason: 'application', dueDate: '2027-07-10' });
    expect(waiting.body.status).toBe('pending');
    const text = [
      'medicaidId,month,source,amount,hours,flag',
      'dm-0001,2027-05,wages,"1,250.00",,',
      'DM 0001,2027-04,snap,,,yes',
      'DM-0002,2027-05,wages,620,,',
      'DM-0003,2027-05,school,,,Y',
      ',2027-05,wages,620,,',
      'DM-0001,2027-5,wages,620,,',
      'DM-0001,2027-07,wages,620,,',
      'DM-0001,2027-05,lottery,620,,',
      'DM-0001,2027-05,wages,12.345,,',
      'DM-0001,2027-05,wages,,800,',
      'DM-0001,2027-05,snap,,,maybe',
      'DM-0001,2027-05,wages,,,',
      `${'X'.repeat(51)},2027-05,wages,620,,`,
    ].join('\n');
    const res = await upload(text);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'finished',
      fileName: 'state.csv',
      rows: 13,
      processed: 13,
      matched: 2,
      unmatched: 2,
      duplicateOf: null,
    });
    expect(res.body.refused).toEqual([
      { line: 6, reason: 'Medicaid ID is missing' },
      { line: 7, reason: 'Month must be YYYY-MM' },
      { line: 8, reason: 'Month must not be after the current month' },
      { line: 9, reason: expect.stringMatching(/^Source must be one of wages/) },
      { line: 10, reason: 'Amount must be dollars with at most 2 decimals' },
      { line: 11, reason: expect.stringMatching(/^Hours must be/) },
      { line: 12, reason: 'Flag must be yes or no' },
      { line: 13, reason: 'Give an amount, hours or a flag' },
      { line: 14, reason: 'Medicaid ID must be at most 50 characters' },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/DM/);

    const matched = (await h.events('verification.data-matched')).filter((e) => e.data.userId === person.id);
    expect(matched).toHaveLength(1);
    expect(matched[0]?.data.records).toEqual(
      expect.arrayContaining([
        { month: '2027-05', source: 'wages', amountCents: 125_000, hours: null, flag: null },
        { month: '2027-04', source: 'snap', amountCents: null, hours: null, flag: true },
      ]),
    );
    const kept = await h.db.knex('unmatched_records').orderBy('month');
    expect(kept.map((row) => row.medicaid_id_index).sort()).toEqual(
      [h.deps.indexer.indexOf('DM-0002'), h.deps.indexer.indexOf('DM-0003')].sort(),
    );
    expect(JSON.stringify(await h.db.knex('data_match_imports'))).not.toMatch(/DM-?000/);
    expect(h.logText()).not.toMatch(/DM-?000/);

    // State wage records meet the month of the request no account has yet.
    const after = await request(h.app)
      .get(`/api/admin/verifications/${waiting.body.id}`)
      .set('Cookie', admin.cookie);
    expect(after.body.status).toBe('compliant');
    expect(after.body.months).toEqual([
      expect.objectContaining({ month: '2027-05', status: 'met', route: 'income', decidedBy: 'wages' }),
    ]);
  });

  it('keeps one import when the same file is uploaded twice at once', async () => {
    const text = 'medicaidId,month,source,amount\nRACE-1,2027-05,wages,100\nRACE-2,2027-05,wages,200\n';
    const importsBefore = (await h.db.knex('data_match_imports')).length;
    const answers = await Promise.all([upload(text, 'a.csv'), upload(text, 'b.csv')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await h.db.knex('data_match_imports')).toHaveLength(importsBefore + 1);
  });

  it('answers the first import for the same file again and changes nothing', async () => {
    const text = 'medicaidId,month,source,amount\nDUP-1,2027-05,wages,100\n';
    const first = await upload(text, 'may.csv');
    const eventsBefore = (await h.events()).length;
    const importsBefore = (await h.db.knex('data_match_imports')).length;
    const again = await upload(text, 'may-again.csv');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, duplicateOf: first.body.id, fileName: 'may.csv' });
    expect((await h.events()).length).toBe(eventsBefore);
    expect(await h.db.knex('data_match_imports')).toHaveLength(importsBefore);
  });

  it('finishes 3,000 rows within the request', async () => {
    const lines = ['medicaidId,month,source,amount'];
    for (let index = 0; index < 3000; index++) lines.push(`INLINE-${index},2027-05,wages,700`);
    const res = await upload(lines.join('\n'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'finished', rows: 3000, processed: 3000, unmatched: 3000 });
  });

  it('runs a larger file in the background, with progress and then the result', async () => {
    const person = await h.enrollee({ medicaidId: 'BIG-7' });
    const lines = ['medicaidId,month,source,hours'];
    for (let index = 0; index <= DATA_MATCH_INLINE_ROWS; index++) lines.push(`BIG-${index},2027-05,wages,80`);
    const res = await upload(lines.join('\n'));
    expect(res.status).toBe(202);
    const location = String(res.headers.location);
    expect(location).toBe(`/api/admin/data-matches/imports/${res.body.id}`);
    expect(res.body).toMatchObject({ status: 'processing', rows: DATA_MATCH_INLINE_ROWS + 1, processed: 0 });
    const progress = await request(h.app).get(location).set('Cookie', admin.cookie);
    expect(progress.body.status).toBe('processing');

    expect(await processPendingImports(h.deps)).toBeGreaterThan(1);
    const done = await request(h.app).get(location).set('Cookie', admin.cookie);
    expect(done.body).toMatchObject({
      status: 'finished',
      processed: DATA_MATCH_INLINE_ROWS + 1,
      matched: 1,
      unmatched: DATA_MATCH_INLINE_ROWS,
    });
    expect(done.body.finishedAt).not.toBeNull();
    expect(await h.db.knex('data_match_rows').where('import_id', res.body.id)).toHaveLength(0);
    const matched = (await h.events('verification.data-matched')).filter((e) => e.data.userId === person.id);
    expect(matched).toHaveLength(1);
    expect(await processPendingImports(h.deps)).toBe(0);
  });

  it('refuses a header without a needed column, a file that is not CSV, an enrollee and an unknown import', async () => {
    const header = await upload('medicaidId,source,amount\nA,wages,1\n');
    expect(header.status).toBe(400);
    expect(header.body.message).toMatch(/"month"/);
    expect((await upload('%PDF-1.4\u0000', 'state.pdf')).status).toBe(400);
    const person = await h.enrollee();
    expect((await upload('medicaidId,month,source\n', 'x.csv', person.cookie)).status).toBe(403);
    const missing = await request(h.app)
      .get('/api/admin/data-matches/imports/3f0c6a52-1b7e-4c1d-9a4e-2f61d3c5b7a9')
      .set('Cookie', admin.cookie);
    expect(missing.status).toBe(404);
  });
});
