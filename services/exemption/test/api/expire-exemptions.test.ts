import { createLogger } from '@tracker/kit/runtime/logger';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpiryScheduler } from '../../src/expiry-scheduler.js';
import { expireExemptions } from '../../src/use-cases/expire-exemptions.js';
import { createHarness, type Harness, type TestUser } from './harness.js';
import { createExemption } from './requests.js';

let h: Harness;
let owner: TestUser;
let typeId: string;
beforeAll(async () => {
  h = await createHarness({ timeZone: 'America/New_York' });
  owner = await h.enrollee();
  typeId = (await h.exemptionType({ allowsPermanent: true })).id;
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.db.knex('user_exemptions').delete();
  await h.db.knex('outbox').delete();
});

/** A request approved until `expirationDate` (null: no end), or in another status. */
async function approvedUntil(expirationDate: string | null, fields: Record<string, unknown> = {}) {
  const { id } = await createExemption(h, owner, typeId);
  await h.db
    .knex('user_exemptions')
    .where('id', id)
    .update({
      status: 'approved',
      effective_date: '2026-01-01',
      expiration_date: expirationDate,
      is_permanent: expirationDate === null,
      ...fields,
    });
  return id;
}

async function statuses(): Promise<Record<string, string>> {
  const rows = await h.db.knex('user_exemptions').select('id', 'status');
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

describe('the expiry sweep', () => {
  it('expires approvals whose last day has passed in the configured zone, and nothing else', async () => {
    // 03:00 UTC on June 1 is still May 31 in New York: a request ending May 31 is in force today.
    h.setNow(new Date('2026-06-01T03:00:00Z'));
    const ended = await approvedUntil('2026-05-30');
    const lastDay = await approvedUntil('2026-05-31');
    const permanent = await approvedUntil(null);
    const denied = await approvedUntil('2026-01-31', { status: 'denied' });
    expect(await expireExemptions(h.deps)).toBe(1);
    expect(await statuses()).toEqual({
      [ended]: 'expired',
      [lastDay]: 'approved',
      [permanent]: 'approved',
      [denied]: 'denied',
    });

    const events = await h.events('exemption.status-changed');
    expect(events.map((event) => event.data)).toEqual([
      expect.objectContaining({
        exemptionId: ended,
        userId: owner.id,
        from: 'approved',
        to: 'expired',
        expirationDate: '2026-05-30',
        changedBy: null,
      }),
    ]);

    h.setNow(new Date('2026-06-01T05:00:00Z'));
    expect(await expireExemptions(h.deps)).toBe(1);
    expect((await statuses())[lastDay]).toBe('expired');
    expect(await expireExemptions(h.deps)).toBe(0);
    expect(await h.events('exemption.status-changed')).toHaveLength(2);
  });

  it('expires each request once when replicas sweep at the same time', async () => {
    h.setNow(new Date('2026-09-01T12:00:00Z'));
    const ids: string[] = [];
    for (let i = 0; i < 150; i++) ids.push(await approvedUntil('2026-08-01'));
    const counts = await Promise.all([
      expireExemptions(h.deps),
      expireExemptions(h.deps),
      expireExemptions(h.deps),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(150);
    expect(Object.values(await statuses()).every((status) => status === 'expired')).toBe(true);
    const events = await h.events('exemption.status-changed');
    expect(events).toHaveLength(150);
    expect(new Set(events.map((event) => event.data.exemptionId))).toEqual(new Set(ids));
  });

  it('runs once at start and then on its interval, and stops cleanly', async () => {
    h.setNow(new Date('2026-09-01T12:00:00Z'));
    await approvedUntil('2026-08-01');
    // Only the interval is faked, so each round comes when the test says; the database keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const rounds: Array<Promise<number>> = [];
      const scheduler = createExpiryScheduler({
        expire: () => {
          const round = expireExemptions(h.deps);
          rounds.push(round);
          return round;
        },
        intervalMs: 60_000,
        logger: createLogger('expiry-test', { level: 'silent' }),
      });
      /** The count of the `n`-th round, once it has begun and ended. */
      const round = async (n: number) => {
        while (rounds.length < n) await new Promise((resolve) => setImmediate(resolve));
        return rounds[n - 1];
      };
      scheduler.start();
      expect(await round(1)).toBe(1);
      expect(Object.values(await statuses())).toEqual(['expired']);
      vi.advanceTimersByTime(59_999);
      await new Promise((resolve) => setImmediate(resolve));
      expect(rounds).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(await round(2)).toBe(0);
      await scheduler.stop();
      vi.advanceTimersByTime(600_000);
      await new Promise((resolve) => setImmediate(resolve));
      expect(rounds).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps running after a failed sweep', async () => {
    let calls = 0;
    const scheduler = createExpiryScheduler({
      expire: async () => {
        calls++;
        if (calls === 1) throw new Error('database unavailable');
        return 3;
      },
      intervalMs: 60_000,
      logger: createLogger('expiry-test', { level: 'silent' }),
    });
    expect(await scheduler.sweep()).toBe(0);
    expect(await scheduler.sweep()).toBe(3);
    await scheduler.stop();
  });
});
