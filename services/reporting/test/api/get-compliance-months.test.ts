import { randomUUID } from 'node:crypto';
import {
  getComplianceMonthsResponse,
  MONTH_FORMAT_MESSAGE,
  MONTHS_ORDER_MESSAGE,
  MONTHS_SPAN_MESSAGE,
} from '@tracker/contracts/http/compliance-months';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLogged,
  exemptionChanged,
  incomeReported,
  incomeUpdated,
  userData,
  userRegistered,
} from '../support/events.js';
import { createHarness, type Harness } from '../support/harness.js';
import { federal } from '../support/settings.js';

const NOW = '2027-03-18T15:00:00Z';
let harness: Harness;

beforeAll(async () => {
  harness = await createHarness({ now: NOW, settings: federal });
});

afterAll(async () => {
  await harness?.close();
});

async function enrollee(overrides: Parameters<typeof userData>[0] = {}) {
  const data = userData({ requiredMonthlyHours: 80, ...overrides });
  await harness.deliver(userRegistered(data));
  return { userId: data.userId, cookie: await harness.cookieFor(data.userId) };
}

function months(query: string, cookie?: string) {
  const req = request(harness.app).get(`/api/compliance/months${query}`);
  return cookie ? req.set('Cookie', cookie) : req;
}

describe('GET /api/compliance/months', () => {
  it('gives each month’s determination with its reasons and sentences, oldest first', async () => {
    const { userId, cookie } = await enrollee();
    await harness.deliver(
      activityLogged(userId, { type: 'job_search', hours: 85, date: '2027-01-12' }),
      activityLogged(userId, { type: 'employment', hours: 60, date: '2027-02-08' }),
      incomeReported(userId, {
        grossAmountCents: 60_000,
        payDate: '2027-02-19',
        periodStart: '2027-02-01',
        periodEnd: '2027-02-14',
      }),
      exemptionChanged(userId, {
        exemptionTypeName: 'Caregiver of a young child',
        exemptionTypeCode: 'CAREGIVER',
        effectiveDate: '2027-03-10',
        expirationDate: '2027-09-09',
      }),
    );
    const res = await months('?from=2026-12&to=2027-03', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = getComplianceMonthsResponse.parse(res.body);
    expect(body.language).toBe('en');
    expect(body.months.map((month) => [month.month, month.determination, month.route])).toEqual([
      ['2026-12', 'not_required', null],
      ['2027-01', 'not_met', null],
      ['2027-02', 'met', 'income'],
      ['2027-03', 'exempt', null],
    ]);
    const [december, january, february, march] = body.months;
    expect(december).toMatchObject({
      judgedOn: '2026-12-31',
      notRequired: { reason: 'before_effective_month', effectiveMonth: '2027-01' },
      summary: 'Nothing is required for December: the requirement starts in January 2027.',
    });
    // January fell short, and its reporting deadline (15 February) has passed.
    expect(january).toMatchObject({
      judgedOn: '2027-01-31',
      profileId: 'federal-2027',
      countedHours: 0,
      uncountedHours: [{ type: 'job_search', hours: 85, reason: 'job_search_not_counted' }],
      missing: { hours: 80, incomeCents: 58_000, jobSearchActivities: 0 },
      deadline: '2027-02-15',
      nextStep: { kind: 'reporting_closed', deadline: '2027-02-15' },
      summary:
        "January wasn't met: job search doesn't count, so you have 0 of 80 hours and $0 of $580 in pay.",
      nextStepText: 'Reporting for January closed on February 15.',
      uncountedText: 'Not counted toward the requirement: 85 hours of job search.',
    });
    expect(february).toMatchObject({
      countedHours: 60,
      income: 60_000,
      incomeThreshold: 58_000,
      missing: null,
      summary: "You're done for February: your pay of $600 reaches the $580 needed.",
    });
    expect(march).toMatchObject({
      judgedOn: '2027-03-18',
      deadline: '2027-04-15',
      exemptions: [
        {
          typeCode: 'CAREGIVER',
          name: 'Caregiver of a young child',
          effectiveDate: '2027-03-10',
          expirationDate: '2027-09-09',
          isPermanent: false,
        },
      ],
      summary: "You're exempt for March: Caregiver of a young child.",
    });
  });

  it('follows pay moved between months, and speaks the enrollee’s language', async () => {
    const { userId, cookie } = await enrollee({ preferredLanguage: 'es' });
    const paycheque = incomeReported(userId, { grossAmountCents: 58_000, payDate: '2027-01-29' });
    await harness.deliver(paycheque, incomeUpdated(paycheque.data, { payDate: '2027-02-01' }));
    const body = getComplianceMonthsResponse.parse((await months('?from=2027-01&to=2027-02', cookie)).body);
    expect(body.language).toBe('es');
    expect(body.months).toMatchObject([
      { month: '2027-01', determination: 'not_met', income: 0 },
      {
        month: '2027-02',
        determination: 'met',
        route: 'income',
        income: 58_000,
        summary: 'Ya cumplió con febrero: su pago de $580 alcanza los $580 necesarios.',
      },
    ]);
    // A page in English asks for its own language.
    const asked = getComplianceMonthsResponse.parse(
      (await months('?from=2027-02&to=2027-02&language=en', cookie)).body,
    );
    expect(asked).toMatchObject({
      language: 'en',
      months: [{ summary: "You're done for February: your pay of $580 reaches the $580 needed." }],
    });
  });

  it('gives twelve months, the most one call judges', async () => {
    const { cookie } = await enrollee();
    const body = getComplianceMonthsResponse.parse((await months('?from=2026-04&to=2027-03', cookie)).body);
    expect(body.months.map((month) => month.month)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
  });

  it('reads only the caller’s own months', async () => {
    const other = await enrollee();
    await harness.deliver(activityLogged(other.userId, { hours: 90, date: '2027-02-03' }));
    const { cookie } = await enrollee();
    const body = getComplianceMonthsResponse.parse((await months('?from=2027-02&to=2027-02', cookie)).body);
    expect(body.months).toMatchObject([{ determination: 'not_met', countedHours: 0 }]);
  });

  it('answers before the account’s identity event has arrived, in English with the profile’s hours', async () => {
    const cookie = await harness.cookieFor(randomUUID());
    const body = getComplianceMonthsResponse.parse((await months('?from=2027-03&to=2027-03', cookie)).body);
    expect(body).toMatchObject({ language: 'en', months: [{ requiredHours: 80, determination: 'not_met' }] });
  });

  it('needs a session', async () => {
    const res = await months('?from=2027-01&to=2027-03');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Not authenticated' });
  });

  it.each([
    ['?to=2027-03', 'from', 'The first month is required'],
    ['?from=2027-01', 'to', 'The last month is required'],
    ['?from=&to=2027-01', 'from', 'The first month is required'],
    ['?from=March&to=2027-03', 'from', MONTH_FORMAT_MESSAGE],
    ['?from=2027-1&to=2027-03', 'from', MONTH_FORMAT_MESSAGE],
    ['?from=2027-00&to=2027-03', 'from', MONTH_FORMAT_MESSAGE],
    ['?from=2027-01&to=2027-13', 'to', MONTH_FORMAT_MESSAGE],
    ['?from=2027-01&from=2027-02&to=2027-03', 'from', MONTH_FORMAT_MESSAGE],
    ['?from=1999-12&to=2027-03', 'from', 'Year is out of range'],
    ['?from=2027-03&to=2027-01', 'to', MONTHS_ORDER_MESSAGE],
    ['?from=2026-02&to=2027-02', 'to', MONTHS_SPAN_MESSAGE],
    ['?from=2027-01&to=2027-03&timezone=Mars/Olympus_Mons', 'timezone', 'Unknown time zone'],
  ])('refuses %s', async (query, field, message) => {
    const { cookie } = await enrollee();
    const res = await months(query, cookie);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'INVALID_REQUEST', fieldErrors: { [field]: message } });
  });

  it('names both months when neither is given', async () => {
    const { cookie } = await enrollee();
    const res = await months('', cookie);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'The first month is required',
      code: 'INVALID_REQUEST',
      fieldErrors: { from: 'The first month is required', to: 'The last month is required' },
    });
  });

  it('refuses a month that has not started, in the caller’s time zone', async () => {
    const { cookie } = await enrollee();
    const future = await months('?from=2027-03&to=2027-04', cookie);
    expect(future.status).toBe(400);
    expect(future.body).toEqual({
      message: 'There is no determination for a month that has not started yet.',
      code: 'FUTURE_MONTH',
      fieldErrors: { to: 'There is no determination for a month that has not started yet.' },
    });
    harness.setNow('2027-04-01T02:30:00Z');
    try {
      expect((await months('?from=2027-04&to=2027-04&timezone=UTC', cookie)).status).toBe(200);
      // Still 31 March in New York, the default.
      expect((await months('?from=2027-04&to=2027-04', cookie)).status).toBe(400);
      const march = getComplianceMonthsResponse.parse(
        (await months('?from=2027-03&to=2027-03', cookie)).body,
      );
      expect(march.months).toMatchObject([{ judgedOn: '2027-03-31', nextStep: { kind: 'log_more' } }]);
    } finally {
      harness.setNow(NOW);
    }
  });
});
