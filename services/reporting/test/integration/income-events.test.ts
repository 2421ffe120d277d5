import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  incomeDeleted,
  incomeReported,
  incomeUpdated,
  userData,
  userDeleted,
  userRegistered,
} from '../support/events.js';
import { createHarness, type Harness } from '../support/harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await createHarness({ now: '2026-11-18T15:00:00Z' });
});

afterAll(async () => {
  await harness?.close();
});

interface PayRow {
  year: number;
  month: number;
  cents: number;
  count: number;
}

async function payTotals(userId: string): Promise<PayRow[]> {
  const rows = await harness.db
    .knex('income_month_totals')
    .where({ user_id: userId })
    .orderBy(['year', 'month'])
    .select('year', 'month', 'gross_cents', 'count');
  return rows.map((row) => ({
    year: row.year,
    month: row.month,
    cents: Number(row.gross_cents),
    count: Number(row.count),
  }));
}

/** The totals recomputed from the record copies: what `income_month_totals` must always equal. */
async function recomputed(userId: string): Promise<PayRow[]> {
  const { knex } = harness.db;
  const rows = await knex('income_records')
    .where({ user_id: userId })
    .select(
      knex.raw('extract(year from pay_date)::integer as year'),
      knex.raw('extract(month from pay_date)::integer as month'),
      knex.raw('sum(gross_amount_cents)::bigint as cents'),
      knex.raw('count(*)::integer as count'),
    )
    .groupByRaw('1, 2')
    .orderByRaw('1, 2');
  return rows.map((row: PayRow) => ({ ...row, cents: Number(row.cents) }));
}

async function record(id: string) {
  return harness.db
    .knex('income_records')
    .where({ id })
    .select('gross_amount_cents', harness.db.knex.raw('pay_date::text as pay_date'))
    .first();
}

describe('pay events keep the pay per month exact', () => {
  it('adds reported pay to the month of its pay date, whatever its period', async () => {
    const userId = randomUUID();
    await harness.deliver(
      incomeReported(userId, { grossAmountCents: 30_000, payDate: '2026-11-06' }),
      // Paid in November for work at the end of October: November's pay.
      incomeReported(userId, {
        grossAmountCents: 28_050,
        payDate: '2026-11-02',
        periodStart: '2026-10-20',
        periodEnd: '2026-10-31',
      }),
      incomeReported(userId, { grossAmountCents: 12_345, payDate: '2026-12-01' }),
    );
    expect(await payTotals(userId)).toEqual([
      { year: 2026, month: 11, cents: 58_050, count: 2 },
      { year: 2026, month: 12, cents: 12_345, count: 1 },
    ]);
    expect(await recomputed(userId)).toEqual(await payTotals(userId));
  });

  it('changes the amount of its month when an edit changes the amount', async () => {
    const userId = randomUUID();
    const reported = incomeReported(userId, { grossAmountCents: 60_000, payDate: '2026-11-13' });
    await harness.deliver(
      reported,
      incomeReported(userId, { grossAmountCents: 5_000, payDate: '2026-11-20' }),
    );
    await harness.deliver(incomeUpdated(reported.data, { grossAmountCents: 45_000, payDate: '2026-11-14' }));
    expect(await payTotals(userId)).toEqual([{ year: 2026, month: 11, cents: 50_000, count: 2 }]);
    expect(await record(reported.data.incomeId)).toEqual({
      gross_amount_cents: 45_000,
      pay_date: '2026-11-14',
    });
  });

  it('moves the pay when an edit moves the pay date to another month, and drops an emptied month', async () => {
    const userId = randomUUID();
    const reported = incomeReported(userId, { grossAmountCents: 60_000, payDate: '2026-10-30' });
    await harness.deliver(
      reported,
      incomeReported(userId, { grossAmountCents: 7_000, payDate: '2026-11-05' }),
    );
    const moved = incomeUpdated(reported.data, { payDate: '2026-11-02', grossAmountCents: 61_000 });
    await harness.deliver(moved);
    expect(await payTotals(userId)).toEqual([{ year: 2026, month: 11, cents: 68_000, count: 2 }]);
    // And back across the year end, into a month with no pay yet.
    await harness.deliver(
      incomeUpdated(
        { ...reported.data, grossAmountCents: 61_000, payDate: '2026-11-02' },
        { payDate: '2027-01-04' },
      ),
    );
    expect(await payTotals(userId)).toEqual([
      { year: 2026, month: 11, cents: 7_000, count: 1 },
      { year: 2027, month: 1, cents: 61_000, count: 1 },
    ]);
    expect(await recomputed(userId)).toEqual(await payTotals(userId));
  });

  it('takes deleted pay off its month', async () => {
    const userId = randomUUID();
    const first = incomeReported(userId, { grossAmountCents: 40_000, payDate: '2026-11-03' });
    const second = incomeReported(userId, { grossAmountCents: 20_000, payDate: '2026-11-17' });
    await harness.deliver(first, second, incomeDeleted(first.data));
    expect(await payTotals(userId)).toEqual([{ year: 2026, month: 11, cents: 20_000, count: 1 }]);
    await harness.deliver(incomeDeleted(second.data));
    expect(await payTotals(userId)).toEqual([]);
    expect(await record(second.data.incomeId)).toBeUndefined();
  });

  it('applies each event once when it is delivered again', async () => {
    const userId = randomUUID();
    const reported = incomeReported(userId, { grossAmountCents: 30_000, payDate: '2026-11-10' });
    await harness.deliver(reported, reported);
    expect(await payTotals(userId)).toEqual([{ year: 2026, month: 11, cents: 30_000, count: 1 }]);
    const moved = incomeUpdated(reported.data, { payDate: '2026-10-31' });
    await harness.deliver(moved, moved);
    expect(await payTotals(userId)).toEqual([{ year: 2026, month: 10, cents: 30_000, count: 1 }]);
    const deleted = incomeDeleted({ ...reported.data, payDate: '2026-10-31' });
    await harness.deliver(deleted, deleted);
    expect(await payTotals(userId)).toEqual([]);
    const inboxRows = await harness.db.knex('inbox').whereIn('event_id', [reported.id, moved.id, deleted.id]);
    expect(inboxRows).toHaveLength(3);
  });

  it('counts a record whose edit arrives before its reported event once, with the edit', async () => {
    const userId = randomUUID();
    const reported = incomeReported(userId, { grossAmountCents: 30_000, payDate: '2026-11-10' });
    const edit = incomeUpdated(reported.data, { grossAmountCents: 35_000, payDate: '2026-12-01' });
    await harness.deliver(edit, reported);
    expect(await payTotals(userId)).toEqual([{ year: 2026, month: 12, cents: 35_000, count: 1 }]);
    expect(await recomputed(userId)).toEqual(await payTotals(userId));
  });

  it('ignores an edit older than the copy it would change', async () => {
    const userId = randomUUID();
    const reported = incomeReported(userId, { grossAmountCents: 30_000, payDate: '2026-11-10' });
    const older = incomeUpdated(reported.data, { grossAmountCents: 40_000 });
    const newer = incomeUpdated({ ...reported.data, grossAmountCents: 40_000 }, { grossAmountCents: 50_000 });
    await harness.deliver(reported, newer, older);
    expect(await payTotals(userId)).toEqual([{ year: 2026, month: 11, cents: 50_000, count: 1 }]);
  });

  it('ignores a delete of a record never seen, and that record’s events arriving after it', async () => {
    const userId = randomUUID();
    const reported = incomeReported(userId, { grossAmountCents: 30_000, payDate: '2026-11-10' });
    await harness.deliver(incomeDeleted(reported.data));
    await harness.deliver(reported, incomeUpdated(reported.data, { grossAmountCents: 10_000 }));
    expect(await payTotals(userId)).toEqual([]);
    expect(await record(reported.data.incomeId)).toBeUndefined();
  });

  it('keeps the totals equal to the records through a long mixed sequence', async () => {
    const userId = randomUUID();
    const dates = ['2026-09-30', '2026-10-01', '2026-10-31', '2026-11-01', '2026-11-18'];
    const amounts = [1, 9_999, 58_000, 250_000];
    let seed = 11;
    const pick = <T>(items: readonly T[]): T => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return items[seed % items.length] as T;
    };
    const live: Array<ReturnType<typeof incomeReported>['data']> = [];
    for (let step = 0; step < 30; step++) {
      const action = live.length === 0 ? 'report' : pick(['report', 'report', 'edit', 'delete'] as const);
      if (action === 'report') {
        const event = incomeReported(userId, { grossAmountCents: pick(amounts), payDate: pick(dates) });
        live.push(event.data);
        await harness.deliver(event);
      } else {
        const index = live.indexOf(pick(live));
        const current = live[index]!;
        if (action === 'edit') {
          const event = incomeUpdated(current, { grossAmountCents: pick(amounts), payDate: pick(dates) });
          live[index] = {
            ...current,
            grossAmountCents: event.data.grossAmountCents,
            payDate: event.data.payDate,
          };
          await harness.deliver(event);
        } else {
          live.splice(index, 1);
          await harness.deliver(incomeDeleted(current));
        }
      }
    }
    const expected = new Map<string, PayRow>();
    for (const item of live) {
      const [year, month] = item.payDate.split('-').map(Number) as [number, number];
      const key = `${year}-${String(month).padStart(2, '0')}`;
      const row = expected.get(key) ?? { year, month, cents: 0, count: 0 };
      expected.set(key, { ...row, cents: row.cents + item.grossAmountCents, count: row.count + 1 });
    }
    const sorted = [...expected.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
    expect(await payTotals(userId)).toEqual(sorted);
    expect(await recomputed(userId)).toEqual(sorted);
  });
});

describe('deleting an account', () => {
  it('erases its pay and ignores pay events about it arriving later', async () => {
    const data = userData();
    const reported = incomeReported(data.userId, { grossAmountCents: 30_000, payDate: '2026-11-10' });
    await harness.deliver(userRegistered(data), reported);
    await harness.deliver(incomeDeleted(incomeReported(data.userId).data));

    await harness.deliver(userDeleted(data.userId));
    for (const table of ['income_month_totals', 'income_records', 'removed_income']) {
      expect(await harness.db.knex(table).where({ user_id: data.userId })).toEqual([]);
    }

    await harness.deliver(
      incomeReported(data.userId, { grossAmountCents: 10_000 }),
      incomeUpdated(reported.data, { grossAmountCents: 20_000 }),
      incomeDeleted(reported.data),
    );
    expect(await payTotals(data.userId)).toEqual([]);
    expect(await harness.db.knex('income_records').where({ user_id: data.userId })).toEqual([]);
    expect(await harness.db.knex('removed_income').where({ user_id: data.userId })).toEqual([]);
  });
});
