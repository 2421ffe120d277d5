import { randomUUID } from 'node:crypto';
import { monthlyReport } from '@tracker/contracts/http/reports';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogged, exemptionChanged, userData, userRegistered } from '../support/events.js';
import { createHarness, type Harness } from '../support/harness.js';
import { withoutJobSearch } from '../support/settings.js';

let harness: Harness;

beforeAll(async () => {
  harness = await createHarness({ now: '2026-11-18T15:00:00Z' });
});

afterAll(async () => {
  await harness?.close();
});

const ROUTES = [
  '/api/dashboard/stats',
  '/api/user/reporting-hours',
  '/api/reports/available-months',
  '/api/reports/monthly/2026/11',
  '/api/compliance/months?from=2026-10&to=2026-11',
];

/** A registered user with a session, in `language`. */
async function signedIn(overrides: Parameters<typeof userData>[0] = {}) {
  const data = userData(overrides);
  await harness.deliver(userRegistered(data));
  return { userId: data.userId, cookie: await harness.cookieFor(data.userId) };
}

function get(path: string, cookie?: string) {
  const req = request(harness.app).get(path);
  return cookie ? req.set('Cookie', cookie) : req;
}

describe('every route needs a session', () => {
  it.each(ROUTES)('%s answers 401 without one', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Not authenticated' });
  });

  it.each(ROUTES)('%s answers 401 to a forged or revoked session', async (path) => {
    expect((await get(path, 'tracker_session=not-a-token')).status).toBe(401);
    const userId = randomUUID();
    const cookie = await harness.cookieFor(userId);
    const sid = JSON.parse(Buffer.from(cookie.split('.')[1]!, 'base64url').toString()).sid as string;
    await harness.sessions.revoke(sid);
    expect((await get(path, cookie)).status).toBe(401);
  });

  it.each(ROUTES)('%s answers with a session, never to be cached', async (path) => {
    const { cookie } = await signedIn();
    const res = await get(path, cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('GET /api/dashboard/stats', () => {
  it('gives the six figures, the active exemptions and the month', async () => {
    const { userId, cookie } = await signedIn();
    await harness.deliver(
      activityLogged(userId, { type: 'employment', hours: 8, date: '2026-11-02' }),
      activityLogged(userId, { type: 'training', hours: 2.5, date: '2026-11-12' }),
      activityLogged(userId, { type: 'training', hours: 40, date: '2026-10-12' }),
    );
    // 18 November: 18/30 of the month has gone by, and 10.5 of 20 hours is less than that share.
    const res = await get('/api/dashboard/stats?timezone=America/Chicago', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      complianceStatus: 'behind_schedule',
      isCompliant: false,
      // To the deadline below, 15 December, not to the end of November: one deadline everywhere.
      daysUntilDeadline: 27,
      currentHours: 10.5,
      requiredHours: 20,
      progressPercentage: 52.5,
      activeExemptions: 0,
      year: 2026,
      month: 11,
      // The month's determination under the seed profile: the same hours, the 15th of the next month.
      determination: 'not_met',
      route: null,
      decidedBy: null,
      countedHours: 10.5,
      uncountedHours: [],
      income: 0,
      incomeThreshold: null,
      deadline: '2026-12-15',
      nextStep: { kind: 'log_more', hours: 9.5, incomeCents: null, jobSearchActivities: 0, by: '2026-12-15' },
      summary: "November isn't met yet: you have 10.5 of 20 hours.",
      nextStepText: 'Log 9.5 more hours of job search, work, training or volunteering by December 15.',
      uncountedText: null,
    });
  });

  it('answers before the identity event has arrived, with the defaults', async () => {
    const userId = randomUUID();
    const cookie = await harness.cookieFor(userId);
    const res = await get('/api/dashboard/stats', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      requiredHours: 20,
      currentHours: 0,
      complianceStatus: 'behind_schedule',
    });
  });

  it('counts the month in the caller’s time zone', async () => {
    const { userId, cookie } = await signedIn();
    await harness.deliver(
      activityLogged(userId, { hours: 20, date: '2026-11-30' }),
      activityLogged(userId, { hours: 1, date: '2026-12-01' }),
    );
    harness.setNow('2026-12-01T07:30:00Z');
    try {
      const losAngeles = await get('/api/dashboard/stats?timezone=America/Los_Angeles', cookie);
      expect(losAngeles.body).toMatchObject({
        month: 11,
        // November's hours may be reported until 15 December.
        daysUntilDeadline: 15,
        deadline: '2026-12-15',
        complianceStatus: 'completed',
      });
      const utc = await get('/api/dashboard/stats?timezone=UTC', cookie);
      expect(utc.body).toMatchObject({
        month: 12,
        daysUntilDeadline: 45,
        deadline: '2027-01-15',
        currentHours: 1,
        complianceStatus: 'on_track',
      });
      // Without a zone, the configured default: New York, where it is already 02:30 on 1 December.
      expect((await get('/api/dashboard/stats', cookie)).body).toMatchObject({ month: 12 });
    } finally {
      harness.setNow('2026-11-18T15:00:00Z');
    }
  });

  it('shows an approved exemption', async () => {
    const { userId, cookie } = await signedIn();
    await harness.deliver(exemptionChanged(userId, { effectiveDate: '2026-11-01', expirationDate: null }));
    expect((await get('/api/dashboard/stats', cookie)).body).toMatchObject({
      complianceStatus: 'exempt',
      isCompliant: true,
      activeExemptions: 1,
    });
  });

  it('refuses an unknown time zone', async () => {
    const { cookie } = await signedIn();
    const res = await get('/api/dashboard/stats?timezone=Mars/Olympus_Mons', cookie);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Unknown time zone',
      code: 'INVALID_REQUEST',
      fieldErrors: { timezone: 'Unknown time zone' },
    });
  });

  it('words the sentences in the language the page asks for, else in the person’s', async () => {
    const { userId, cookie } = await signedIn({ preferredLanguage: 'es' });
    await harness.deliver(activityLogged(userId, { type: 'employment', hours: 20, date: '2026-11-02' }));
    const asked = await get('/api/dashboard/stats?timezone=America/Chicago&language=en', cookie);
    expect(asked.body).toMatchObject({ summary: "You're done for November: 20 hours logged, 20 needed." });
    const own = await get('/api/dashboard/stats?timezone=America/Chicago', cookie);
    expect(own.body).toMatchObject({
      summary: 'Ya cumplió con noviembre: registró 20 horas y se necesitan 20.',
    });
    const hours = await get('/api/user/reporting-hours?timezone=America/Chicago&language=en', cookie);
    expect(hours.body.reason).toBe(
      'You have logged 20 of 20 hours for November. The requirement for November is met.',
    );
  });

  it('refuses a language it cannot speak', async () => {
    const { cookie } = await signedIn();
    const res = await get('/api/dashboard/stats?language=fr', cookie);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fieldErrors: { language: 'Language must be en or es' } });
  });

  it('reads only the caller’s own figures', async () => {
    const other = await signedIn();
    await harness.deliver(activityLogged(other.userId, { hours: 30, date: '2026-11-05' }));
    const { cookie } = await signedIn();
    expect((await get('/api/dashboard/stats', cookie)).body).toMatchObject({ currentHours: 0 });
  });
});

describe('GET /api/user/reporting-hours', () => {
  it('gives the hours still needed and why, in English', async () => {
    const { userId, cookie } = await signedIn();
    await harness.deliver(activityLogged(userId, { hours: 12, date: '2026-11-03' }));
    const res = await get('/api/user/reporting-hours?timezone=America/Chicago', cookie);
    expect(res.body).toEqual({
      hours: 8,
      reason: 'You have logged 12 of 20 hours for November. 8 more hours are due by December 15.',
    });
  });

  it('speaks Spanish to a Spanish speaker and mentions last month until the 15th', async () => {
    const { userId, cookie } = await signedIn({ preferredLanguage: 'es' });
    await harness.deliver(activityLogged(userId, { hours: 15, date: '2026-10-03' }));
    harness.setNow('2026-11-10T15:00:00Z');
    try {
      const res = await get('/api/user/reporting-hours', cookie);
      expect(res.body).toEqual({
        hours: 20,
        reason:
          'Ha registrado 0 de 20 horas en noviembre. Le faltan 20 horas, a más tardar el 15 de diciembre. ' +
          'A octubre le faltan 5 horas; todavía puede informarlas hasta el 15 de noviembre.',
      });
    } finally {
      harness.setNow('2026-11-18T15:00:00Z');
    }
  });

  it('needs nothing when the age rule or an exemption applies', async () => {
    const minor = await signedIn({ birthdate: '2010-04-04' });
    expect((await get('/api/user/reporting-hours', minor.cookie)).body).toEqual({
      hours: 0,
      reason: 'The work requirement applies to ages 19 to 64.',
    });
    const exempt = await signedIn();
    await harness.deliver(exemptionChanged(exempt.userId));
    expect((await get('/api/user/reporting-hours', exempt.cookie)).body).toEqual({
      hours: 0,
      reason: 'An approved exemption covers you this month.',
    });
  });

  it('refuses an unknown time zone', async () => {
    const { cookie } = await signedIn();
    const res = await get('/api/user/reporting-hours?timezone=Nowhere', cookie);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown time zone');
  });
});

describe('GET /api/reports/available-months', () => {
  it('lists the months with activities, newest first, named in the user’s language', async () => {
    const { userId, cookie } = await signedIn({ preferredLanguage: 'es' });
    await harness.deliver(
      activityLogged(userId, { date: '2026-10-03' }),
      activityLogged(userId, { date: '2026-11-03', type: 'training' }),
      activityLogged(userId, { date: '2026-11-04' }),
      activityLogged(userId, { date: '2025-12-31' }),
    );
    const res = await get('/api/reports/available-months', cookie);
    expect(res.body).toEqual([
      { year: 2026, month: 11, count: 2, monthName: 'Noviembre' },
      { year: 2026, month: 10, count: 1, monthName: 'Octubre' },
      { year: 2025, month: 12, count: 1, monthName: 'Diciembre' },
    ]);
  });

  it('is empty for someone with no activities, whoever else has some', async () => {
    const other = await signedIn();
    await harness.deliver(activityLogged(other.userId));
    const { cookie } = await signedIn();
    expect((await get('/api/reports/available-months', cookie)).body).toEqual([]);
  });
});

describe('GET /api/reports/monthly/:year/:month', () => {
  it('is a PDF shown inline, named after the month, never cached', async () => {
    const { userId, cookie } = await signedIn();
    await harness.deliver(activityLogged(userId, { hours: 3, date: '2026-11-02' }));
    const res = await get('/api/reports/monthly/2026/11', cookie).responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="activity-report-2026-11.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-language']).toBe('en');
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(body.length);
  });

  it('is a PDF for a month without activities too', async () => {
    const { cookie } = await signedIn({ preferredLanguage: 'es' });
    const res = await get('/api/reports/monthly/2026/3', cookie).responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('inline; filename="activity-report-2026-03.pdf"');
    expect(res.headers['content-language']).toBe('es');
    expect((res.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('gives the same report as data with format=json, the caller’s activities only', async () => {
    const { userId, cookie } = await signedIn();
    const other = await signedIn();
    await harness.deliver(
      activityLogged(userId, {
        type: 'job_search',
        hours: 3,
        date: '2026-10-02',
        description: 'Applications',
      }),
      activityLogged(userId, { type: 'employment', hours: 18, date: '2026-10-31' }),
      activityLogged(userId, { type: 'employment', hours: 5, date: '2026-11-01' }),
      activityLogged(other.userId, { type: 'employment', hours: 9, date: '2026-10-15' }),
      exemptionChanged(userId, {
        effectiveDate: '2026-10-20',
        expirationDate: '2026-10-25',
        exemptionTypeName: 'Short stay',
      }),
    );
    const res = await get('/api/reports/monthly/2026/10?format=json&timezone=America/Denver', cookie);
    expect(res.status).toBe(200);
    const report = monthlyReport.parse(res.body);
    expect(report).toMatchObject({
      userId,
      year: 2026,
      month: 10,
      monthName: 'October',
      timezone: 'America/Denver',
      requiredHours: 20,
      totalHours: 21,
      countedHours: 21,
      complianceStatus: 'completed',
      isCompliant: true,
      statusAsOf: '2026-10-31',
      reportingDeadline: '2026-11-15',
      language: 'en',
      exemptions: [
        {
          exemptionTypeName: 'Short stay',
          effectiveDate: '2026-10-20',
          expirationDate: '2026-10-25',
          isPermanent: false,
        },
      ],
      generatedAt: '2026-11-18T15:00:00.000Z',
    });
    expect(
      report.activities.map((activity) => [activity.date, activity.type, activity.hours, activity.counted]),
    ).toEqual([
      ['2026-10-02', 'job_search', 3, true],
      ['2026-10-31', 'employment', 18, true],
    ]);
  });

  it('says which hours did not count when job search is excluded', async () => {
    const excluding = await createHarness({
      now: '2026-11-18T15:00:00Z',
      settings: withoutJobSearch,
    });
    try {
      const data = userData();
      await excluding.deliver(
        userRegistered(data),
        activityLogged(data.userId, { type: 'job_search', hours: 10, date: '2026-10-02' }),
        activityLogged(data.userId, { type: 'volunteer', hours: 12, date: '2026-10-03' }),
      );
      const res = await request(excluding.app)
        .get('/api/reports/monthly/2026/10?format=json')
        .set('Cookie', await excluding.cookieFor(data.userId));
      expect(res.body).toMatchObject({
        totalHours: 22,
        countedHours: 12,
        qualifyingTypes: ['employment', 'training', 'volunteer'],
        complianceStatus: 'behind_schedule',
        statusReason: 'The requirement for October 2026 is 8 hours short.',
      });
      expect(res.body.activities[0]).toMatchObject({
        type: 'job_search',
        counted: false,
        reason: 'Job Search hours do not count toward the requirement in this state.',
      });
    } finally {
      await excluding.close();
    }
  });

  it.each([
    ['/api/reports/monthly/2026/13', 'month', 'Month must be 1 to 12'],
    ['/api/reports/monthly/2026/0', 'month', 'Month must be 1 to 12'],
    ['/api/reports/monthly/2026/june', 'month', 'Month must be a number'],
    ['/api/reports/monthly/1999/5', 'year', 'Year is out of range'],
  ])('refuses %s', async (path, field, message) => {
    const { cookie } = await signedIn();
    const res = await get(path, cookie);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'INVALID_REQUEST', fieldErrors: { [field]: message } });
  });

  it('refuses a month that has not started, in the caller’s time zone', async () => {
    const { cookie } = await signedIn();
    const res = await get('/api/reports/monthly/2026/12', cookie);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'There is no report for a month that has not started yet.',
      code: 'FUTURE_MONTH',
    });
    harness.setNow('2026-12-01T07:30:00Z');
    try {
      expect((await get('/api/reports/monthly/2026/12?timezone=UTC', cookie)).status).toBe(200);
      expect((await get('/api/reports/monthly/2026/12?timezone=America/Los_Angeles', cookie)).status).toBe(
        400,
      );
    } finally {
      harness.setNow('2026-11-18T15:00:00Z');
    }
  });

  it('refuses an unknown format or time zone', async () => {
    const { cookie } = await signedIn();
    expect((await get('/api/reports/monthly/2026/11?format=html', cookie)).status).toBe(400);
    const res = await get('/api/reports/monthly/2026/11?timezone=Mars/Olympus_Mons', cookie);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown time zone');
  });
});

describe('unknown paths', () => {
  it('answer the JSON 404', async () => {
    const { cookie } = await signedIn();
    const res = await get('/api/reports/yearly/2026', cookie);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});
