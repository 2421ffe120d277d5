import { randomUUID } from 'node:crypto';
import { openTestDatabase, type TestDatabase } from '@tracker/kit/testing/environment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/migrations/migrations.js';
import { readMonthRangeSnapshot } from '../../src/store/month-range-snapshot.js';
import { readMonthSnapshot } from '../../src/store/month-snapshot.js';
import { monthsWithActivities } from '../../src/store/month-totals.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await openTestDatabase({ migrations, schemaPrefix: 'reporting' });
});

afterAll(async () => {
  await db?.drop();
});

async function addUser(fields: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  await db.knex('users').insert({
    id,
    username: `u_${id.slice(0, 8)}`,
    first_name: 'Rosa',
    last_name: 'Díaz',
    birthdate: '1990-05-17',
    preferred_language: 'es',
    required_monthly_hours: 80.5,
    state: 'CA',
    event_at: new Date(),
    ...fields,
  });
  return id;
}

function total(userId: string, year: number, month: number, type: string, hours: number, count = 1) {
  return { user_id: userId, year, month, type, hours, count };
}

function stateRecord(userId: string, month: string, source: string, fields: Record<string, unknown> = {}) {
  return {
    user_id: userId,
    month,
    source,
    amount_cents: null,
    hours: null,
    flag: null,
    updated_at: new Date(),
    ...fields,
  };
}

function pay(userId: string, year: number, month: number, cents: number, count = 1) {
  return { user_id: userId, year, month, gross_cents: cents, count };
}

function exemption(userId: string, fields: Record<string, unknown>) {
  return {
    id: randomUUID(),
    user_id: userId,
    status: 'approved',
    type_name: 'Caregiver',
    effective_date: null,
    expiration_date: null,
    is_permanent: false,
    event_at: new Date(),
    ...fields,
  };
}

const NOVEMBER = { year: 2026, month: 11 };
const OCTOBER = { year: 2026, month: 10 };

describe('the month snapshot, one statement', () => {
  it('gives the account, the hours by type of the months asked for and the approved exemptions', async () => {
    const userId = await addUser();
    const other = await addUser();
    await db
      .knex('month_totals')
      .insert([
        total(userId, 2026, 11, 'employment', 12.5, 3),
        total(userId, 2026, 11, 'volunteer', 0.5),
        total(userId, 2026, 10, 'training', 40, 4),
        total(userId, 2025, 11, 'employment', 99),
        total(other, 2026, 11, 'job_search', 7),
      ]);
    await db.knex('exemptions').insert([
      exemption(userId, { effective_date: '2026-12-01', expiration_date: '2027-02-28' }),
      exemption(userId, {
        effective_date: '2026-01-01',
        expiration_date: '2026-01-31',
        is_permanent: true,
      }),
      exemption(userId, {}),
      exemption(userId, { status: 'denied', effective_date: '2026-11-01' }),
      exemption(userId, { status: 'requested' }),
      exemption(other, { effective_date: '2026-11-01' }),
    ]);

    const snapshot = await readMonthSnapshot(db, userId, NOVEMBER, OCTOBER);
    expect(snapshot).toEqual({
      person: {
        birthdate: '1990-05-17',
        requiredMonthlyHours: 80.5,
        preferredLanguage: 'es',
        seasonalWorker: false,
      },
      hours: { employment: 12.5, volunteer: 0.5 },
      previousHours: { training: 40 },
      jobSearchActivities: 0,
      incomeCents: 0,
      precedingIncomeCents: [],
      stateRecords: [],
      // Oldest effective date first; one without a date last, where Postgres puts nulls.
      exemptions: [
        {
          status: 'approved',
          effectiveDate: '2026-01-01',
          expirationDate: '2026-01-31',
          isPermanent: true,
          typeCode: null,
          name: 'Caregiver',
        },
        {
          status: 'approved',
          effectiveDate: '2026-12-01',
          expirationDate: '2027-02-28',
          isPermanent: false,
          typeCode: null,
          name: 'Caregiver',
        },
        {
          status: 'approved',
          effectiveDate: null,
          expirationDate: null,
          isPermanent: false,
          typeCode: null,
          name: 'Caregiver',
        },
      ],
    });

    const currentOnly = await readMonthSnapshot(db, userId, NOVEMBER);
    expect(currentOnly).toEqual({ ...snapshot, previousHours: null });
  });

  it('answers for someone the read model knows nothing of yet', async () => {
    expect(await readMonthSnapshot(db, randomUUID(), NOVEMBER, OCTOBER)).toEqual({
      person: null,
      hours: {},
      previousHours: {},
      jobSearchActivities: 0,
      incomeCents: 0,
      precedingIncomeCents: [],
      exemptions: [],
      stateRecords: [],
    });
    expect((await readMonthSnapshot(db, randomUUID(), NOVEMBER, undefined, 3)).precedingIncomeCents).toEqual([
      0, 0, 0,
    ]);
  });

  it('gives the month’s job-search activities and pay, the pay of the months asked for before it, and the exemption types', async () => {
    const userId = await addUser();
    const other = await addUser();
    await db
      .knex('month_totals')
      .insert([
        total(userId, 2026, 11, 'job_search', 6, 4),
        total(userId, 2026, 11, 'employment', 10, 2),
        total(userId, 2026, 10, 'job_search', 3, 9),
        total(other, 2026, 11, 'job_search', 1, 7),
      ]);
    await db.knex('income_month_totals').insert([
      pay(userId, 2026, 11, 60_000),
      pay(userId, 2026, 10, 12_345),
      // Three months back: within the months asked for, past a month without pay.
      pay(userId, 2026, 8, 50_000),
      // Just before the months asked for, and just after the month itself: neither counts.
      pay(userId, 2026, 7, 99_999),
      pay(userId, 2026, 12, 88_888),
      pay(other, 2026, 11, 70_000),
    ]);
    await db
      .knex('exemptions')
      .insert([
        exemption(userId, { type_code: 'STUDENT', type_name: 'Student', effective_date: '2026-09-01' }),
      ]);

    const snapshot = await readMonthSnapshot(db, userId, NOVEMBER, undefined, 3);
    expect(snapshot).toMatchObject({
      hours: { job_search: 6, employment: 10 },
      jobSearchActivities: 4,
      incomeCents: 60_000,
      // October, September (none), August.
      precedingIncomeCents: [12_345, 0, 50_000],
      exemptions: [
        {
          status: 'approved',
          effectiveDate: '2026-09-01',
          expirationDate: null,
          isPermanent: false,
          typeCode: 'STUDENT',
          name: 'Student',
        },
      ],
    });
    // Across a year end.
    expect(
      (await readMonthSnapshot(db, userId, { year: 2027, month: 1 }, undefined, 3)).precedingIncomeCents,
    ).toEqual([88_888, 60_000, 12_345]);
    // None asked for: the month's pay alone.
    expect(await readMonthSnapshot(db, userId, NOVEMBER)).toMatchObject({
      incomeCents: 60_000,
      precedingIncomeCents: [],
    });
  });

  it("gives the state's records of the month, and of no other month", async () => {
    const userId = await addUser();
    await db
      .knex('state_records')
      .insert([
        stateRecord(userId, '2026-11', 'wages', { amount_cents: 58_000, hours: 40 }),
        stateRecord(userId, '2026-11', 'school', { flag: true }),
        stateRecord(userId, '2026-10', 'snap', { flag: true }),
      ]);
    expect((await readMonthSnapshot(db, userId, NOVEMBER, OCTOBER)).stateRecords).toEqual([
      { source: 'school', amountCents: null, hours: null, flag: true },
      { source: 'wages', amountCents: 58_000, hours: 40, flag: null },
    ]);
  });

  it('gives totals without an account row, and no birthdate as null', async () => {
    const userId = randomUUID();
    await db.knex('month_totals').insert(total(userId, 2026, 11, 'training', 3));
    expect(await readMonthSnapshot(db, userId, NOVEMBER)).toMatchObject({
      person: null,
      hours: { training: 3 },
    });
    const withoutBirthdate = await addUser({
      birthdate: null,
      preferred_language: 'en',
      seasonal_worker: true,
    });
    expect((await readMonthSnapshot(db, withoutBirthdate, NOVEMBER)).person).toEqual({
      birthdate: null,
      requiredMonthlyHours: 80.5,
      preferredLanguage: 'en',
      seasonalWorker: true,
    });
  });
});

describe('the snapshot of a range of months, one statement', () => {
  it('gives each month of the range with its hours, job-search activities and pay, and the pay before each', async () => {
    const userId = await addUser();
    const other = await addUser();
    await db.knex('month_totals').insert([
      total(userId, 2026, 12, 'job_search', 6, 3),
      total(userId, 2026, 12, 'employment', 10, 2),
      total(userId, 2027, 2, 'volunteer', 4.5, 1),
      // Outside the range.
      total(userId, 2026, 11, 'employment', 99),
      total(userId, 2027, 3, 'employment', 99),
      total(other, 2027, 1, 'employment', 7),
    ]);
    await db.knex('income_month_totals').insert([
      pay(userId, 2026, 10, 10_000),
      pay(userId, 2026, 12, 30_000),
      pay(userId, 2027, 2, 58_000),
      // Before the first month of pay asked for, and after the range.
      pay(userId, 2026, 9, 99_999),
      pay(userId, 2027, 3, 88_888),
      pay(other, 2027, 1, 70_000),
    ]);
    await db.knex('exemptions').insert([exemption(userId, { type_code: 'STUDENT', type_name: 'Student' })]);
    await db.knex('state_records').insert([
      stateRecord(userId, '2027-01', 'wages', { amount_cents: 61_000, hours: 32.5 }),
      stateRecord(userId, '2027-01', 'snap', { flag: true }),
      // Outside the range, and someone else's.
      stateRecord(userId, '2027-03', 'wages', { amount_cents: 99_999 }),
      stateRecord(other, '2027-01', 'tanf', { flag: true }),
    ]);

    const snapshot = await readMonthRangeSnapshot(
      db,
      userId,
      { year: 2026, month: 12 },
      { year: 2027, month: 2 },
      2,
    );
    expect(snapshot).toEqual({
      person: {
        birthdate: '1990-05-17',
        requiredMonthlyHours: 80.5,
        preferredLanguage: 'es',
        seasonalWorker: false,
      },
      months: [
        {
          month: { year: 2026, month: 12 },
          hoursByType: { employment: 10, job_search: 6 },
          jobSearchActivities: 3,
          incomeCents: 30_000,
          precedingIncomeCents: [0, 10_000],
          stateRecords: [],
        },
        {
          month: { year: 2027, month: 1 },
          hoursByType: {},
          jobSearchActivities: 0,
          incomeCents: 0,
          precedingIncomeCents: [30_000, 0],
          stateRecords: [
            { source: 'snap', amountCents: null, hours: null, flag: true },
            { source: 'wages', amountCents: 61_000, hours: 32.5, flag: null },
          ],
        },
        {
          month: { year: 2027, month: 2 },
          hoursByType: { volunteer: 4.5 },
          jobSearchActivities: 0,
          incomeCents: 58_000,
          precedingIncomeCents: [0, 30_000],
          stateRecords: [],
        },
      ],
      exemptions: [
        {
          status: 'approved',
          effectiveDate: null,
          expirationDate: null,
          isPermanent: false,
          typeCode: 'STUDENT',
          name: 'Student',
        },
      ],
    });
  });

  it('gives every month, empty, for someone the read model knows nothing of', async () => {
    expect(await readMonthRangeSnapshot(db, randomUUID(), OCTOBER, NOVEMBER)).toEqual({
      person: null,
      months: [
        {
          month: OCTOBER,
          hoursByType: {},
          jobSearchActivities: 0,
          incomeCents: 0,
          precedingIncomeCents: [],
          stateRecords: [],
        },
        {
          month: NOVEMBER,
          hoursByType: {},
          jobSearchActivities: 0,
          incomeCents: 0,
          precedingIncomeCents: [],
          stateRecords: [],
        },
      ],
      exemptions: [],
    });
  });
});

describe('the months with activities, one statement', () => {
  it('lists them newest first with their counts, and the account language', async () => {
    const userId = await addUser({ preferred_language: 'es' });
    await db
      .knex('month_totals')
      .insert([
        total(userId, 2026, 11, 'employment', 2, 2),
        total(userId, 2026, 11, 'training', 1, 3),
        total(userId, 2025, 12, 'training', 1, 1),
        total(userId, 2026, 2, 'volunteer', 1, 4),
      ]);
    expect(await monthsWithActivities(db, userId)).toEqual({
      months: [
        { year: 2026, month: 11, count: 5 },
        { year: 2026, month: 2, count: 4 },
        { year: 2025, month: 12, count: 1 },
      ],
      language: 'es',
    });
  });

  it('is empty without activities, and has no language without an account row', async () => {
    expect(await monthsWithActivities(db, await addUser())).toEqual({ months: [], language: null });
    const userId = randomUUID();
    await db.knex('month_totals').insert(total(userId, 2026, 1, 'training', 1));
    expect(await monthsWithActivities(db, userId)).toEqual({
      months: [{ year: 2026, month: 1, count: 1 }],
      language: null,
    });
  });
});
