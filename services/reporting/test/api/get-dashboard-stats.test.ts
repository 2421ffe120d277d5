import { getDashboardStatsResponse } from '@tracker/contracts/http/reports';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLogged,
  exemptionChanged,
  exemptionTypeRecorded,
  incomeReported,
  incomeUpdated,
  userData,
  userRegistered,
  userUpdated,
} from '../support/events.js';
import { createHarness, type Harness } from '../support/harness.js';
import { allTypes, federal } from '../support/settings.js';

// The dashboard's determination under both shipped profiles. Under federal-2027 the clock is in March
// 2027, after the requirement starts; identity gives everyone the profile's 80 hours.

let seed: Harness;
let law: Harness;

beforeAll(async () => {
  seed = await createHarness({ now: '2026-11-18T15:00:00Z' });
  law = await createHarness({ now: '2027-03-18T15:00:00Z', settings: federal });
});

afterAll(async () => {
  await seed?.close();
  await law?.close();
});

async function enrollee(harness: Harness, overrides: Parameters<typeof userData>[0] = {}) {
  const data = userData({ requiredMonthlyHours: harness === law ? 80 : 20, ...overrides });
  await harness.deliver(userRegistered(data));
  return { userId: data.userId, cookie: await harness.cookieFor(data.userId) };
}

async function stats(harness: Harness, cookie: string) {
  const res = await request(harness.app).get('/api/dashboard/stats').set('Cookie', cookie);
  expect(res.status).toBe(200);
  return getDashboardStatsResponse.parse(res.body);
}

describe('the dashboard under the federal-2027 profile', () => {
  it('does not count 85 hours of job search, and says so and what to do instead', async () => {
    const { userId, cookie } = await enrollee(law);
    await law.deliver(
      activityLogged(userId, { type: 'job_search', hours: 45, date: '2027-03-02' }),
      activityLogged(userId, { type: 'job_search', hours: 40, date: '2027-03-09' }),
    );
    expect(await stats(law, cookie)).toMatchObject({
      // The spec's figures count the profile's types: job search is not among them.
      currentHours: 0,
      requiredHours: 80,
      isCompliant: false,
      determination: 'not_met',
      route: null,
      countedHours: 0,
      uncountedHours: [{ type: 'job_search', hours: 85, reason: 'job_search_not_counted' }],
      income: 0,
      incomeThreshold: 58_000,
      deadline: '2027-04-15',
      nextStep: {
        kind: 'log_more',
        hours: 80,
        incomeCents: 58_000,
        jobSearchActivities: 0,
        by: '2027-04-15',
      },
      summary:
        "March isn't met yet: job search doesn't count, so you have 0 of 80 hours and $0 of $580 in pay.",
      nextStepText: 'Log 80 more hours of work, training or volunteering, or $580 more pay, by April 15.',
      uncountedText: 'Not counted toward the requirement: 85 hours of job search.',
    });
  });

  it('is met by income with 60 hours of work and a $600 paycheque', async () => {
    const { userId, cookie } = await enrollee(law);
    await law.deliver(
      activityLogged(userId, { type: 'employment', hours: 60, date: '2027-03-05' }),
      incomeReported(userId, {
        grossAmountCents: 60_000,
        payDate: '2027-03-12',
        periodStart: '2027-03-01',
        periodEnd: '2027-03-07',
      }),
    );
    expect(await stats(law, cookie)).toMatchObject({
      currentHours: 60,
      determination: 'met',
      route: 'income',
      countedHours: 60,
      uncountedHours: [],
      income: 60_000,
      incomeThreshold: 58_000,
      nextStep: { kind: 'none' },
      summary: "You're done for March: your pay of $600 reaches the $580 needed.",
      nextStepText: 'Nothing more to do for March.',
      uncountedText: null,
    });
  });

  it('counts pay by its pay date’s month, and follows an edit that moves it to another month', async () => {
    const { userId, cookie } = await enrollee(law);
    const paycheque = incomeReported(userId, { grossAmountCents: 30_000, payDate: '2027-03-04' });
    await law.deliver(paycheque);
    expect(await stats(law, cookie)).toMatchObject({ income: 30_000, determination: 'not_met' });
    await law.deliver(incomeUpdated(paycheque.data, { payDate: '2027-02-26' }));
    expect(await stats(law, cookie)).toMatchObject({
      income: 0,
      nextStep: { kind: 'log_more', hours: 80, incomeCents: 58_000 },
    });
  });

  it('is exempt while an approved exemption is in force, naming it', async () => {
    const { userId, cookie } = await enrollee(law);
    await law.deliver(
      exemptionChanged(userId, {
        exemptionTypeName: 'Medically frail',
        exemptionTypeCode: 'FRAIL',
        effectiveDate: '2027-03-10',
        expirationDate: '2027-09-09',
      }),
    );
    expect(await stats(law, cookie)).toMatchObject({
      complianceStatus: 'exempt',
      activeExemptions: 1,
      determination: 'exempt',
      route: null,
      nextStep: { kind: 'none' },
      summary: "You're exempt for March: Medically frail.",
    });
  });

  it('meets the month by school for an approved student exemption, which the profile counts as school', async () => {
    const { userId, cookie } = await enrollee(law);
    await law.deliver(
      exemptionChanged(userId, {
        exemptionTypeName: 'Student',
        exemptionTypeCode: 'STUDENT',
        effectiveDate: '2027-01-15',
        expirationDate: '2027-06-30',
      }),
    );
    expect(await stats(law, cookie)).toMatchObject({
      determination: 'met',
      route: 'education',
      summary: "You're done for March: you are in school at least half time.",
    });
  });

  it('meets the month by school once the type code of a student exemption decided earlier is back-filled', async () => {
    const { userId, cookie } = await enrollee(law);
    // Decided before status changes carried the type's code: nothing says it is the student type.
    const decided = exemptionChanged(userId, {
      exemptionTypeName: 'Student',
      effectiveDate: '2027-01-15',
      expirationDate: '2027-06-30',
    });
    await law.deliver(decided);
    expect(await stats(law, cookie)).toMatchObject({ determination: 'exempt', route: null });

    await law.deliver(exemptionTypeRecorded(userId, decided.data.exemptionId, 'STUDENT'));
    expect(await stats(law, cookie)).toMatchObject({
      determination: 'met',
      route: 'education',
      summary: "You're done for March: you are in school at least half time.",
    });
  });

  it('speaks the enrollee’s language', async () => {
    const { userId, cookie } = await enrollee(law, { preferredLanguage: 'es' });
    await law.deliver(activityLogged(userId, { type: 'employment', hours: 74, date: '2027-03-03' }));
    expect(await stats(law, cookie)).toMatchObject({
      determination: 'not_met',
      summary: 'Todavía no cumple con marzo: tiene 74 de 80 horas y $0 de $580 de pago.',
      nextStepText:
        'Registre 6 horas más de trabajo, capacitación o voluntariado, o $580 más de pago, hasta el 15 de abril.',
    });
  });

  it('meets the month of a seasonal worker by the pay of the six months before, averaged', async () => {
    // $600 paid in each of September 2026 to February 2027, $100 in March: the month alone falls short.
    const paycheques = (userId: string) => [
      ...['2026-09-15', '2026-10-15', '2026-11-13', '2026-12-15', '2027-01-15', '2027-02-12'].map((payDate) =>
        incomeReported(userId, { grossAmountCents: 60_000, payDate }),
      ),
      incomeReported(userId, { grossAmountCents: 10_000, payDate: '2027-03-05' }),
    ];
    const seasonal = await enrollee(law, { seasonalWorker: true });
    await law.deliver(...paycheques(seasonal.userId));
    expect(await stats(law, seasonal.cookie)).toMatchObject({
      determination: 'met',
      route: 'seasonal_income',
      income: 10_000,
      summary: "You're done for March: your average pay of $600 reaches the $580 needed.",
    });

    const yearRound = await enrollee(law, { seasonalWorker: false });
    await law.deliver(...paycheques(yearRound.userId));
    expect(await stats(law, yearRound.cookie)).toMatchObject({
      determination: 'not_met',
      route: null,
      income: 10_000,
      nextStep: { kind: 'log_more', incomeCents: 48_000 },
    });
  });

  it('follows identity when the state stops counting someone as a seasonal worker', async () => {
    const data = userData({ requiredMonthlyHours: 80, seasonalWorker: true });
    await law.deliver(userRegistered(data));
    const cookie = await law.cookieFor(data.userId);
    await law.deliver(
      ...['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02'].map((month) =>
        incomeReported(data.userId, { grossAmountCents: 58_000, payDate: `${month}-10` }),
      ),
    );
    expect(await stats(law, cookie)).toMatchObject({ route: 'seasonal_income' });
    await law.deliver(userUpdated({ ...data, seasonalWorker: false }));
    expect(await stats(law, cookie)).toMatchObject({ determination: 'not_met' });
  });

  it('requires nothing before the effective month', async () => {
    const { cookie } = await enrollee(law);
    law.setNow('2026-12-10T15:00:00Z');
    try {
      expect(await stats(law, cookie)).toMatchObject({
        determination: 'not_required',
        route: null,
        deadline: '2027-01-15',
        nextStep: { kind: 'none' },
        summary: 'Nothing is required for December: the requirement starts in January 2027.',
      });
    } finally {
      law.setNow('2027-03-18T15:00:00Z');
    }
  });

  it('judges by the profile’s hours before the account’s identity event has arrived', async () => {
    const cookie = await law.cookieFor('0b5a4c0e-5d54-4f6f-9b0e-3f7f6f4e2a11');
    expect(await stats(law, cookie)).toMatchObject({
      determination: 'not_met',
      nextStep: { kind: 'log_more', hours: 80 },
    });
  });
});

describe('the dashboard under the seed profile', () => {
  it('counts job search toward the 20 hours, as it always did', async () => {
    const { userId, cookie } = await enrollee(seed);
    await seed.deliver(activityLogged(userId, { type: 'job_search', hours: 85, date: '2026-11-04' }));
    expect(await stats(seed, cookie)).toMatchObject({
      complianceStatus: 'completed',
      isCompliant: true,
      currentHours: 85,
      requiredHours: 20,
      progressPercentage: 100,
      determination: 'met',
      route: 'hours',
      countedHours: 85,
      uncountedHours: [],
      incomeThreshold: null,
      deadline: '2026-12-15',
      summary: "You're done for November: 85 hours logged, 20 needed.",
    });
  });

  it('does not count pay: a $600 paycheque leaves the hours to log', async () => {
    const { userId, cookie } = await enrollee(seed);
    await seed.deliver(
      activityLogged(userId, { type: 'employment', hours: 5, date: '2026-11-02' }),
      incomeReported(userId, { grossAmountCents: 60_000, payDate: '2026-11-06' }),
    );
    expect(await stats(seed, cookie)).toMatchObject({
      complianceStatus: 'behind_schedule',
      currentHours: 5,
      determination: 'not_met',
      income: 60_000,
      incomeThreshold: null,
      nextStep: { kind: 'log_more', hours: 15, incomeCents: null, jobSearchActivities: 0, by: '2026-12-15' },
      summary: "November isn't met yet: you have 5 of 20 hours.",
      nextStepText: 'Log 15 more hours of job search, work, training or volunteering by December 15.',
    });
  });

  it('judges by the hours an administrator set for the person, as the spec’s figures do', async () => {
    const { userId, cookie } = await enrollee(seed, { requiredMonthlyHours: 10 });
    await seed.deliver(activityLogged(userId, { type: 'training', hours: 12, date: '2026-11-04' }));
    expect(await stats(seed, cookie)).toMatchObject({
      complianceStatus: 'completed',
      requiredHours: 10,
      determination: 'met',
      route: 'hours',
      summary: "You're done for November: 12 hours logged, 10 needed.",
    });
  });

  it('leaves out the types an older QUALIFYING_TYPES setting leaves out', async () => {
    const excluding = await createHarness({
      now: '2026-11-18T15:00:00Z',
      settings: { ...allTypes, qualifyingTypes: ['employment', 'training', 'volunteer'] },
    });
    try {
      const { userId, cookie } = await enrollee(excluding);
      await excluding.deliver(
        activityLogged(userId, { type: 'job_search', hours: 10, date: '2026-11-02' }),
        activityLogged(userId, { type: 'volunteer', hours: 12, date: '2026-11-03' }),
      );
      expect(await stats(excluding, cookie)).toMatchObject({
        currentHours: 12,
        countedHours: 12,
        uncountedHours: [{ type: 'job_search', hours: 10, reason: 'job_search_not_counted' }],
        nextStepText: 'Log 8 more hours of work, training or volunteering by December 15.',
      });
    } finally {
      await excluding.close();
    }
  });
});
