import type { VerificationMonth } from '@tracker/contracts/http/verifications';
import { recordedEvents } from '@tracker/kit/testing/environment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLogged,
  dataMatched,
  exemptionChanged,
  userData,
  userDeleted,
  userRegistered,
  verificationRequested,
  wageRecord,
} from '../support/events.js';
import { createHarness, type Harness } from '../support/harness.js';
import { federal } from '../support/settings.js';

// The months the state asked about are answered when asked, and again whenever a change to the
// person's records changes one of their answers; the clock is in April 2027, under federal-2027.

let h: Harness;

beforeAll(async () => {
  h = await createHarness({ now: '2027-04-10T15:00:00Z', settings: federal });
});

afterAll(async () => {
  await h?.close();
});

async function enrollee(): Promise<string> {
  const data = userData({ requiredMonthlyHours: 80 });
  await h.deliver(userRegistered(data));
  return data.userId;
}

/** The months each `reporting.months-determined` about `userId` carried, oldest event first. */
async function answers(userId: string): Promise<VerificationMonth[][]> {
  const events = await recordedEvents(h.db, 'reporting.months-determined');
  return events
    .filter((event) => event.subjectId === userId)
    .map((event) => (event.data as { months: VerificationMonth[] }).months);
}

const notMet = (month: string): VerificationMonth => ({
  month,
  status: 'not_met',
  route: null,
  decidedBy: null,
  exemptions: [],
  missing: { hours: 80, incomeCents: 58_000 },
});

describe('watched months', () => {
  it('are answered when the state asks, each as the dashboard determines it', async () => {
    const userId = await enrollee();
    await h.deliver(verificationRequested(userId, ['2027-01', '2027-02', '2027-05']));
    expect(await answers(userId)).toEqual([
      [
        notMet('2027-01'),
        notMet('2027-02'),
        // Not begun in the default zone: nothing to determine yet.
        { month: '2027-05', status: 'unknown', route: null, decidedBy: null, exemptions: [], missing: null },
      ],
    ]);
  });

  it('publish once when wage records meet a watched month, and not again for the same records', async () => {
    const userId = await enrollee();
    await h.deliver(verificationRequested(userId, ['2027-02', '2027-03']));
    await h.deliver(dataMatched(userId, [wageRecord('2027-02', 60_000, 70)]));
    const afterMatch = await answers(userId);
    expect(afterMatch).toHaveLength(2);
    expect(afterMatch[1]).toEqual([
      { month: '2027-02', status: 'met', route: 'income', decidedBy: 'wages', exemptions: [], missing: null },
    ]);

    // The same file imported again says nothing new.
    await h.deliver(dataMatched(userId, [wageRecord('2027-02', 60_000, 70)]));
    expect(await answers(userId)).toHaveLength(2);
  });

  it('publish nothing for an activity in a month not watched, nor for an activity that changes no answer', async () => {
    const userId = await enrollee();
    await h.deliver(verificationRequested(userId, ['2027-02']));
    await h.deliver(activityLogged(userId, { type: 'employment', hours: 10, date: '2027-03-02' }));
    expect(await answers(userId)).toHaveLength(1);

    await h.deliver(activityLogged(userId, { type: 'employment', hours: 80, date: '2027-02-02' }));
    expect((await answers(userId)).at(-1)).toEqual([
      {
        month: '2027-02',
        status: 'met',
        route: 'hours',
        decidedBy: 'enrollee',
        exemptions: [],
        missing: null,
      },
    ]);
  });

  it('publish exempt for the watched months an approved exemption covers', async () => {
    const userId = await enrollee();
    await h.deliver(verificationRequested(userId, ['2027-01', '2027-02', '2027-03']));
    await h.deliver(
      exemptionChanged(userId, {
        exemptionTypeName: 'Medically frail',
        effectiveDate: '2027-02-01',
        expirationDate: '2027-07-31',
      }),
    );
    const exempt = (month: string): VerificationMonth => ({
      month,
      status: 'exempt',
      route: null,
      decidedBy: 'enrollee',
      exemptions: ['Medically frail'],
      missing: null,
    });
    expect((await answers(userId)).at(-1)).toEqual([exempt('2027-02'), exempt('2027-03')]);
  });

  it('answer a month asked for again, even when its answer did not change', async () => {
    const userId = await enrollee();
    await h.deliver(verificationRequested(userId, ['2027-01']));
    await h.deliver(verificationRequested(userId, ['2027-01', '2027-02']));
    expect(await answers(userId)).toEqual([[notMet('2027-01')], [notMet('2027-01'), notMet('2027-02')]]);
  });

  it('are forgotten with the account', async () => {
    const userId = await enrollee();
    await h.deliver(verificationRequested(userId, ['2027-01']));
    await h.deliver(dataMatched(userId, [wageRecord('2027-01', 60_000)]), userDeleted(userId));
    expect(await h.db.knex('watched_months').where({ user_id: userId })).toEqual([]);
    expect(await h.db.knex('state_records').where({ user_id: userId })).toEqual([]);
    // A match arriving after the deletion is not kept.
    await h.deliver(dataMatched(userId, [wageRecord('2027-02', 60_000)]));
    expect(await h.db.knex('state_records').where({ user_id: userId })).toEqual([]);
  });
});
