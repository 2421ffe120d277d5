import { randomUUID } from 'node:crypto';
import type { ActivityType } from '@tracker/contracts/constants/activities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthDeltas } from '../../src/domain/month-delta.js';
import { monthSnapshotStatement } from '../../src/store/month-snapshot.js';
import { applyMonthDeltas } from '../../src/store/month-totals.js';
import { monthRangeSnapshotStatement } from '../../src/store/month-range-snapshot.js';
import { getComplianceMonths } from '../../src/use-cases/get-compliance-months.js';
import { getDashboardStats } from '../../src/use-cases/get-dashboard-stats.js';
import { getReportingHours } from '../../src/use-cases/get-reporting-hours.js';
import { listAvailableMonths } from '../../src/use-cases/list-available-months.js';
import { userData, userRegistered } from '../support/events.js';
import { createHarness, enrolleeReading, type Harness } from '../support/harness.js';
import { statementsSentBy } from '@tracker/kit/testing/statements';

let harness: Harness;

beforeAll(async () => {
  harness = await createHarness({ now: '2026-11-10T15:00:00Z' });
});

afterAll(async () => {
  await harness?.close();
});

const TYPES: readonly ActivityType[] = ['job_search', 'employment', 'training', 'volunteer'];

/**
 * A user with `count` activities spread over two months, written in bulk (copies and totals) with
 * the same delta arithmetic the event handlers use.
 */
async function userWithActivities(count: number): Promise<{ userId: string; hours: number }> {
  const data = userData();
  await harness.deliver(userRegistered(data));
  const activities = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    user_id: data.userId,
    type: TYPES[i % TYPES.length] as ActivityType,
    hours: 0.5,
    date: i % 2 === 0 ? '2026-11-03' : '2026-10-20',
    description: `Activity ${i}`,
    source: 'web',
    created_at: new Date(),
    updated_at: new Date(),
  }));
  await harness.db.knex.transaction(async (trx) => {
    await trx.batchInsert('activities', activities, 1000);
    const merged = new Map<string, ReturnType<typeof monthDeltas>[number]>();
    for (const activity of activities) {
      for (const delta of monthDeltas(null, activity)) {
        const key = `${delta.year}-${delta.month}-${delta.type}`;
        const sum = merged.get(key);
        merged.set(key, sum ? { ...sum, hours: sum.hours + delta.hours, count: sum.count + 1 } : delta);
      }
    }
    await applyMonthDeltas(trx, data.userId, [...merged.values()]);
  });
  const november = activities.filter((activity) => activity.date.startsWith('2026-11'));
  return { userId: data.userId, hours: november.length * 0.5 };
}

/** The SQL the call sends, in a stable order (its queries may run concurrently). */
async function queriesOf(call: () => Promise<unknown>): Promise<string[]> {
  const sent = await statementsSentBy(harness.db.knex, call);
  return sent.map((statement) => statement.text).sort((a, b) => a.localeCompare(b));
}

describe('the cost of the dashboard figures', () => {
  it('is the same one statement for 10 activities and for 10,000, not reading the activities', async () => {
    const few = await userWithActivities(10);
    const many = await userWithActivities(10_000);

    const fewQueries = await queriesOf(() =>
      getDashboardStats(harness.deps, enrolleeReading(few.userId), 'America/Chicago'),
    );
    const manyQueries = await queriesOf(() =>
      getDashboardStats(harness.deps, enrolleeReading(many.userId), 'America/Chicago'),
    );

    expect(manyQueries).toEqual(fewQueries);
    expect(fewQueries).toHaveLength(1);
    expect(fewQueries.some((sql) => /\bactivities\b/.test(sql))).toBe(false);

    // And the figures are right for both.
    expect(
      await getDashboardStats(harness.deps, enrolleeReading(few.userId), 'America/Chicago'),
    ).toMatchObject({
      currentHours: few.hours,
    });
    expect(
      await getDashboardStats(harness.deps, enrolleeReading(many.userId), 'America/Chicago'),
    ).toMatchObject({
      currentHours: many.hours,
      complianceStatus: 'completed',
      progressPercentage: 100,
    });
  });

  it('adds the audit record only when an administrator reads while impersonating', async () => {
    const few = await userWithActivities(10);
    const own = await queriesOf(() =>
      getDashboardStats(harness.deps, enrolleeReading(few.userId), 'America/Chicago'),
    );
    const impersonated = await queriesOf(() =>
      getDashboardStats(
        harness.deps,
        {
          ...enrolleeReading(few.userId),
          caller: { userId: few.userId, isAdmin: false, actorId: randomUUID() },
        },
        'America/Chicago',
      ),
    );
    expect(own.some((sql) => /\boutbox\b/.test(sql))).toBe(false);
    expect(impersonated.filter((sql) => /\boutbox\b/.test(sql))).toEqual([expect.stringMatching(/^insert/)]);
    expect(impersonated.filter((sql) => !/\boutbox\b/.test(sql))).toEqual(expect.arrayContaining(own));
  });

  it('sends it as a prepared statement, named on a Postgres server', async () => {
    const few = await userWithActivities(10);
    const sent = await statementsSentBy(harness.db.knex, () =>
      getDashboardStats(harness.deps, enrolleeReading(few.userId), 'America/Chicago'),
    );
    // PGlite's one session outlives the clients knex opens on it, so the kit sends it unnamed there.
    expect(sent).toEqual([
      harness.db.embedded
        ? { text: monthSnapshotStatement.text }
        : { text: monthSnapshotStatement.text, name: monthSnapshotStatement.name },
    ]);
  });

  it('holds for the reporting hours, which also read last month', async () => {
    const few = await userWithActivities(10);
    const many = await userWithActivities(10_000);
    const fewQueries = await queriesOf(() =>
      getReportingHours(harness.deps, enrolleeReading(few.userId), 'America/Chicago'),
    );
    const manyQueries = await queriesOf(() =>
      getReportingHours(harness.deps, enrolleeReading(many.userId), 'America/Chicago'),
    );
    expect(manyQueries).toEqual(fewQueries);
    expect(fewQueries).toHaveLength(1);
    expect(fewQueries.some((sql) => /\bactivities\b/.test(sql))).toBe(false);
  });

  it("holds for the months' determinations, one prepared statement for a year of months", async () => {
    const few = await userWithActivities(10);
    const many = await userWithActivities(10_000);
    const year = { from: { year: 2025, month: 12 }, to: { year: 2026, month: 11 } };
    const fewQueries = await queriesOf(() =>
      getComplianceMonths(harness.deps, enrolleeReading(few.userId), year, 'America/Chicago'),
    );
    const manyQueries = await queriesOf(() =>
      getComplianceMonths(harness.deps, enrolleeReading(many.userId), year, 'America/Chicago'),
    );
    expect(manyQueries).toEqual(fewQueries);
    expect(fewQueries).toEqual([monthRangeSnapshotStatement.text]);
    expect(fewQueries.some((sql) => /\bactivities\b/.test(sql))).toBe(false);
    const { months } = await getComplianceMonths(
      harness.deps,
      enrolleeReading(many.userId),
      year,
      'America/Chicago',
    );
    expect(months.slice(-2).map((month) => [month.month, month.countedHours])).toEqual([
      ['2026-10', 2_500],
      ['2026-11', 2_500],
    ]);
  });

  it('holds for the available months', async () => {
    const few = await userWithActivities(10);
    const many = await userWithActivities(10_000);
    const fewQueries = await queriesOf(() => listAvailableMonths(harness.deps, enrolleeReading(few.userId)));
    const manyQueries = await queriesOf(() =>
      listAvailableMonths(harness.deps, enrolleeReading(many.userId)),
    );
    expect(manyQueries).toEqual(fewQueries);
    expect(fewQueries).toHaveLength(1);
    expect(fewQueries.some((sql) => /\bactivities\b/.test(sql))).toBe(false);
    expect(await listAvailableMonths(harness.deps, enrolleeReading(many.userId))).toEqual([
      { year: 2026, month: 11, count: 5_000, monthName: 'November' },
      { year: 2026, month: 10, count: 5_000, monthName: 'October' },
    ]);
  });
});
