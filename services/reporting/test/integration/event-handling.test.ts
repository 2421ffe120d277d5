import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDashboardStats } from '../../src/use-cases/get-dashboard-stats.js';
import {
  activityDeleted,
  activityLogged,
  filesCounted,
  activityUpdated,
  exemptionChanged,
  exemptionTypeRecorded,
  userData,
  userDeleted,
  userRegistered,
  userUpdated,
} from '../support/events.js';
import { recordedEvents } from '@tracker/kit/testing/environment';
import { createHarness, enrolleeReading, type Harness } from '../support/harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await createHarness({ now: '2026-11-18T15:00:00Z' });
});

afterAll(async () => {
  await harness?.close();
});

interface TotalRow {
  year: number;
  month: number;
  type: string;
  hours: number;
  count: number;
}

async function totals(userId: string): Promise<TotalRow[]> {
  const rows = await harness.db
    .knex('month_totals')
    .where({ user_id: userId })
    .orderBy(['year', 'month', 'type'])
    .select('year', 'month', 'type', 'hours', 'count');
  return rows.map((row) => ({ ...row, hours: Number(row.hours), count: Number(row.count) }));
}

/** The totals recomputed from the activity copies: what `month_totals` must always equal. */
async function recomputed(userId: string): Promise<TotalRow[]> {
  const rows = await harness.db
    .knex('activities')
    .where({ user_id: userId })
    .select(
      harness.db.knex.raw('extract(year from date)::integer as year'),
      harness.db.knex.raw('extract(month from date)::integer as month'),
      'type',
      harness.db.knex.raw('sum(hours) as hours'),
      harness.db.knex.raw('count(*)::integer as count'),
    )
    .groupByRaw('1, 2, type')
    .orderByRaw('1, 2, type');
  return rows.map((row: TotalRow) => ({ ...row, hours: Number(row.hours), count: Number(row.count) }));
}

async function activity(id: string) {
  return harness.db.knex('activities').where({ id }).select('type', 'hours', 'description', 'source').first();
}

describe('activity events keep the month totals exact', () => {
  it('adds logged activities to their month and type', async () => {
    const userId = randomUUID();
    await harness.deliver(
      activityLogged(userId, { type: 'employment', hours: 4, date: '2026-11-02' }),
      activityLogged(userId, { type: 'employment', hours: 3.5, date: '2026-11-30' }),
      activityLogged(userId, { type: 'training', hours: 2, date: '2026-11-15' }),
      activityLogged(userId, { type: 'training', hours: 6, date: '2026-12-01' }),
    );
    expect(await totals(userId)).toEqual([
      { year: 2026, month: 11, type: 'employment', hours: 7.5, count: 2 },
      { year: 2026, month: 11, type: 'training', hours: 2, count: 1 },
      { year: 2026, month: 12, type: 'training', hours: 6, count: 1 },
    ]);
    expect(await recomputed(userId)).toEqual(await totals(userId));
  });

  it('moves the hours when an update changes the type', async () => {
    const userId = randomUUID();
    const logged = activityLogged(userId, { type: 'job_search', hours: 5, date: '2026-11-05' });
    await harness.deliver(
      logged,
      activityLogged(userId, { type: 'volunteer', hours: 1, date: '2026-11-06' }),
    );
    await harness.deliver(activityUpdated(logged.data, { type: 'volunteer', hours: 4.5 }));
    expect(await totals(userId)).toEqual([
      { year: 2026, month: 11, type: 'volunteer', hours: 5.5, count: 2 },
    ]);
    expect(await activity(logged.data.activityId)).toMatchObject({ type: 'volunteer', hours: '4.50' });
  });

  it('moves the hours when an update changes the month, and drops an emptied month', async () => {
    const userId = randomUUID();
    const logged = activityLogged(userId, { type: 'employment', hours: 8, date: '2026-10-31' });
    await harness.deliver(logged);
    await harness.deliver(activityUpdated(logged.data, { date: '2026-11-01', description: 'Moved shift' }));
    expect(await totals(userId)).toEqual([{ year: 2026, month: 11, type: 'employment', hours: 8, count: 1 }]);
    expect(await activity(logged.data.activityId)).toMatchObject({ description: 'Moved shift' });
  });

  it('takes a deleted activity off its month', async () => {
    const userId = randomUUID();
    const first = activityLogged(userId, { type: 'training', hours: 3, date: '2026-11-03' });
    const second = activityLogged(userId, { type: 'training', hours: 2, date: '2026-11-04' });
    await harness.deliver(first, second, activityDeleted(first.data));
    expect(await totals(userId)).toEqual([{ year: 2026, month: 11, type: 'training', hours: 2, count: 1 }]);
    await harness.deliver(activityDeleted(second.data));
    expect(await totals(userId)).toEqual([]);
    expect(await activity(second.data.activityId)).toBeUndefined();
  });

  it('applies a duplicate delivery once', async () => {
    const userId = randomUUID();
    const logged = activityLogged(userId, { hours: 4, date: '2026-11-10' });
    await harness.deliver(logged, logged);
    const update = activityUpdated(logged.data, { hours: 6 });
    await harness.deliver(update, update);
    expect(await totals(userId)).toEqual([{ year: 2026, month: 11, type: 'employment', hours: 6, count: 1 }]);
    const inboxRows = await harness.db.knex('inbox').whereIn('event_id', [logged.id, update.id]);
    expect(inboxRows).toHaveLength(2);
  });

  it('inserts an activity whose update arrives before its logged event, and keeps the update', async () => {
    const userId = randomUUID();
    const logged = activityLogged(userId, {
      type: 'employment',
      hours: 4,
      date: '2026-11-10',
      source: 'sms',
    });
    const update = activityUpdated(logged.data, { hours: 5, description: 'Corrected' });
    await harness.deliver(update);
    expect(await totals(userId)).toEqual([{ year: 2026, month: 11, type: 'employment', hours: 5, count: 1 }]);
    await harness.deliver(logged);
    expect(await totals(userId)).toEqual([{ year: 2026, month: 11, type: 'employment', hours: 5, count: 1 }]);
    expect(await activity(logged.data.activityId)).toMatchObject({
      hours: '5.00',
      description: 'Corrected',
      source: 'sms',
    });
  });

  it('ignores an update older than the copy it would change', async () => {
    const userId = randomUUID();
    const logged = activityLogged(userId, { hours: 4, date: '2026-11-10' });
    const older = activityUpdated(logged.data, { hours: 6 });
    const newer = activityUpdated({ ...logged.data, hours: 6 }, { hours: 7 });
    await harness.deliver(logged, newer, older);
    expect(await totals(userId)).toEqual([{ year: 2026, month: 11, type: 'employment', hours: 7, count: 1 }]);
  });

  it('ignores a delete for an unknown activity, and that activity’s logged event arriving after it', async () => {
    const userId = randomUUID();
    const logged = activityLogged(userId, { hours: 4, date: '2026-11-10' });
    await harness.deliver(activityDeleted(logged.data));
    expect(await totals(userId)).toEqual([]);
    await harness.deliver(logged, activityUpdated(logged.data, { hours: 2 }));
    expect(await totals(userId)).toEqual([]);
    expect(await activity(logged.data.activityId)).toBeUndefined();
  });

  it('keeps the totals equal to the activities through a long mixed sequence', async () => {
    const userId = randomUUID();
    const types = ['job_search', 'employment', 'training', 'volunteer'] as const;
    const dates = ['2026-09-30', '2026-10-01', '2026-10-31', '2026-11-01', '2026-11-18'];
    let seed = 7;
    const pick = <T>(items: readonly T[]): T => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return items[seed % items.length] as T;
    };
    const live: Array<ReturnType<typeof activityLogged>['data']> = [];
    for (let step = 0; step < 40; step++) {
      const action = live.length === 0 ? 'log' : pick(['log', 'log', 'update', 'delete'] as const);
      if (action === 'log') {
        const event = activityLogged(userId, {
          type: pick(types),
          hours: pick([0.5, 1, 2.5, 8]),
          date: pick(dates),
        });
        live.push(event.data);
        await harness.deliver(event);
      } else {
        const index = live.indexOf(pick(live));
        const current = live[index]!;
        if (action === 'update') {
          const event = activityUpdated(current, {
            type: pick(types),
            hours: pick([1, 3.5, 12]),
            date: pick(dates),
          });
          live[index] = { ...current, type: event.data.type, hours: event.data.hours, date: event.data.date };
          await harness.deliver(event);
        } else {
          live.splice(index, 1);
          await harness.deliver(activityDeleted(current));
        }
      }
    }
    const expected = new Map<string, TotalRow>();
    for (const item of live) {
      const [year, month] = item.date.split('-').map(Number) as [number, number];
      const key = `${year}-${String(month).padStart(2, '0')}-${item.type}`;
      const row = expected.get(key) ?? { year, month, type: item.type, hours: 0, count: 0 };
      expected.set(key, { ...row, hours: row.hours + item.hours, count: row.count + 1 });
    }
    const sorted = [...expected.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
    expect(await totals(userId)).toEqual(sorted);
    expect(await recomputed(userId)).toEqual(sorted);
  });
});

describe('identity events', () => {
  it('keeps the newest account state whatever the order of arrival', async () => {
    const data = userData({ requiredMonthlyHours: 20 });
    const registered = userRegistered(data, '2026-11-01T10:00:00.000Z');
    const updated = userUpdated(
      { ...data, requiredMonthlyHours: 80, preferredLanguage: 'es' },
      '2026-11-02T10:00:00.000Z',
    );
    await harness.deliver(updated, registered);
    const row = await harness.db.knex('users').where({ id: data.userId }).first();
    expect(row).toMatchObject({
      required_monthly_hours: '80.00',
      preferred_language: 'es',
      last_name: 'Díaz',
    });
  });

  it("keeps the Medicaid id's last 4 characters the event names, and none from an event before they were sent", async () => {
    const data = userData();
    await harness.deliver(userRegistered(data, '2026-11-01T10:00:00.000Z'));
    expect(await harness.db.knex('users').where({ id: data.userId }).first()).toMatchObject({
      medicaid_id_last4: null,
    });
    await harness.deliver(userUpdated({ ...data, medicaidIdLast4: '7665' }, '2026-11-02T10:00:00.000Z'));
    expect(await harness.db.knex('users').where({ id: data.userId }).first()).toMatchObject({
      medicaid_id_last4: '7665',
    });
  });

  it('erases everything about a deleted user and ignores late events about them', async () => {
    const data = userData();
    const logged = activityLogged(data.userId, { hours: 4, date: '2026-11-10' });
    await harness.deliver(userRegistered(data), logged, exemptionChanged(data.userId));
    await harness.deliver(activityDeleted(activityLogged(data.userId).data));
    const proof = { recordKind: 'activity' as const, recordId: logged.data.activityId, userId: data.userId };
    await harness.deliver(filesCounted({ ...proof, fileCount: 1 }));

    await harness.deliver(userDeleted(data.userId));
    for (const table of ['month_totals', 'activities', 'removed_activities', 'exemptions', 'record_files']) {
      expect(await harness.db.knex(table).where({ user_id: data.userId })).toEqual([]);
    }
    expect(await harness.db.knex('users').where({ id: data.userId })).toEqual([]);

    await harness.deliver(
      userUpdated(data),
      filesCounted({ ...proof, fileCount: 2 }),
      activityLogged(data.userId, { hours: 2 }),
      activityUpdated(logged.data, { hours: 1 }),
      exemptionChanged(data.userId),
    );
    expect(await harness.db.knex('users').where({ id: data.userId })).toEqual([]);
    expect(await totals(data.userId)).toEqual([]);
    expect(await harness.db.knex('exemptions').where({ user_id: data.userId })).toEqual([]);
    expect(await harness.db.knex('record_files').where({ user_id: data.userId })).toEqual([]);
  });
});

describe('exemption events', () => {
  it('makes the user exempt while approved and not once expired', async () => {
    const data = userData();
    await harness.deliver(userRegistered(data));
    const stats = () => getDashboardStats(harness.deps, enrolleeReading(data.userId), 'America/Chicago');
    expect(await stats()).toMatchObject({ complianceStatus: 'behind_schedule', activeExemptions: 0 });

    const approved = exemptionChanged(data.userId, { from: 'under_review', to: 'approved' });
    await harness.deliver(approved);
    expect(await stats()).toMatchObject({
      complianceStatus: 'exempt',
      isCompliant: true,
      activeExemptions: 1,
    });

    await harness.deliver(
      exemptionChanged(data.userId, { ...approved.data, from: 'approved', to: 'expired', changedBy: null }),
    );
    expect(await stats()).toMatchObject({ complianceStatus: 'behind_schedule', activeExemptions: 0 });
  });

  it("keeps the type's name and code, and no code from a change recorded before changes carried one", async () => {
    const userId = randomUUID();
    const student = exemptionChanged(userId, { exemptionTypeName: 'Student', exemptionTypeCode: 'STUDENT' });
    const older = exemptionChanged(userId, { exemptionTypeName: 'Caregiver' });
    expect(older.data).not.toHaveProperty('exemptionTypeCode');
    await harness.deliver(student, older);
    const stored = await harness.db
      .knex('exemptions')
      .where({ user_id: userId })
      .orderBy('type_name')
      .select('type_name', 'type_code');
    expect(stored).toEqual([
      { type_name: 'Caregiver', type_code: null },
      { type_name: 'Student', type_code: 'STUDENT' },
    ]);
  });

  it('stores a back-filled type code, harmlessly twice, keeps it through a later change without one, and announces nothing', async () => {
    const userId = randomUUID();
    const older = exemptionChanged(userId, { exemptionTypeName: 'Student' });
    await harness.deliver(older);
    const eventsBefore = (await recordedEvents(harness.db)).length;
    const code = async () =>
      (await harness.db.knex('exemptions').where({ id: older.data.exemptionId }).first('type_code'))
        ?.type_code;
    expect(await code()).toBeNull();

    await harness.deliver(exemptionTypeRecorded(userId, older.data.exemptionId, 'STUDENT'));
    expect(await code()).toBe('STUDENT');
    await harness.deliver(exemptionTypeRecorded(userId, older.data.exemptionId, 'STUDENT'));
    expect(await code()).toBe('STUDENT');
    // A status change recorded before changes carried the code does not take it away again.
    await harness.deliver(
      exemptionChanged(userId, { ...older.data, from: 'approved', to: 'expired', changedBy: null }),
    );
    expect(await harness.db.knex('exemptions').where({ id: older.data.exemptionId }).first()).toMatchObject({
      status: 'expired',
      type_code: 'STUDENT',
    });
    expect(await recordedEvents(harness.db)).toHaveLength(eventsBefore);
  });

  it('ignores a back-filled type code of an exemption it never heard of, or of someone else', async () => {
    const userId = randomUUID();
    const known = exemptionChanged(userId, { exemptionTypeName: 'Student' });
    await harness.deliver(known);
    const unknownId = randomUUID();
    await harness.deliver(
      exemptionTypeRecorded(userId, unknownId, 'STUDENT'),
      exemptionTypeRecorded(randomUUID(), known.data.exemptionId, 'STUDENT'),
    );
    expect(await harness.db.knex('exemptions').where({ id: unknownId })).toEqual([]);
    expect(
      await harness.db.knex('exemptions').where({ id: known.data.exemptionId }).first('type_code'),
    ).toEqual({ type_code: null });
  });

  it('lets the latest status win when changes arrive out of order', async () => {
    const userId = randomUUID();
    const exemptionId = randomUUID();
    const approved = exemptionChanged(userId, { exemptionId, to: 'approved' });
    const withdrawn = exemptionChanged(userId, { exemptionId, from: 'approved', to: 'withdrawn' });
    await harness.deliver(withdrawn, approved);
    expect(await harness.db.knex('exemptions').where({ id: exemptionId }).first()).toMatchObject({
      status: 'withdrawn',
    });
  });
});
