import { type MonthlyReport, monthlyReport } from '@tracker/contracts/http/reports';
import { federal2027Profile } from '@tracker/contracts/rules/profiles/federal-2027';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportingSettings } from '../../src/config.js';
import { composeMonthlyReport } from '../../src/pdf/compose-monthly-report.js';
import { renderPdf } from '../../src/pdf/render-pdf.js';
import { getMonthlyReport } from '../../src/use-cases/get-monthly-report.js';
import {
  activityLogged,
  dataMatched,
  filesCounted,
  exemptionChanged,
  incomeReported,
  userData,
  userRegistered,
  wageRecord,
} from '../support/events.js';
import { createHarness, enrolleeReading, type Harness } from '../support/harness.js';
import { federal as federalSettings } from '../support/settings.js';

// The monthly report says the month's determination in the dashboard's words, in its JSON and in its
// PDF. Today is November 18, 2026; the law's profile starts early (January 2026) so that October and
// November 2026 are judged by it.

const federal: ReportingSettings = {
  ...federalSettings,
  profile: { ...federal2027Profile, effectiveMonth: '2026-01' },
};

let law: Harness;
let seed: Harness;

beforeAll(async () => {
  law = await createHarness({ now: '2026-11-18T15:00:00Z', settings: federal });
  seed = await createHarness({ now: '2026-11-18T15:00:00Z' });
});

afterAll(async () => {
  await law?.close();
  await seed?.close();
});

async function enrollee(harness: Harness, overrides: Parameters<typeof userData>[0] = {}) {
  const data = userData({ requiredMonthlyHours: harness === law ? 80 : 20, ...overrides });
  await harness.deliver(userRegistered(data));
  return { userId: data.userId, cookie: await harness.cookieFor(data.userId) };
}

async function reportJson(harness: Harness, cookie: string, year: number, month: number) {
  const res = await request(harness.app)
    .get(`/api/reports/monthly/${year}/${month}?format=json`)
    .set('Cookie', cookie);
  expect(res.status).toBe(200);
  return monthlyReport.parse(res.body);
}

/** The text of the report's PDF, line by line, as the route renders it. */
async function pdfLines(harness: Harness, userId: string, year: number, month: number) {
  const document = await getMonthlyReport(harness.deps, enrolleeReading(userId), { year, month }, undefined);
  const { lines } = await renderPdf(composeMonthlyReport(document), {
    title: document.strings.report.title,
    language: document.strings.language,
  });
  return lines;
}

/** The lines of the result section: from its heading to the activities. */
function resultSection(lines: readonly string[], heading: string, next: string): string[] {
  const start = lines.indexOf(heading);
  expect(start).toBeGreaterThan(0);
  return lines.slice(start, lines.indexOf(next, start));
}

async function dashboardWords(harness: Harness, cookie: string) {
  const res = await request(harness.app).get('/api/dashboard/stats').set('Cookie', cookie);
  expect(res.status).toBe(200);
  return { summary: res.body.summary as string, nextStepText: res.body.nextStepText as string };
}

describe('the monthly report under the federal-2027 profile', () => {
  it('says a month of job search alone is not met, why, and what to log instead, as the dashboard does', async () => {
    const { userId, cookie } = await enrollee(law);
    await law.deliver(
      activityLogged(userId, { type: 'job_search', hours: 45, date: '2026-11-02' }),
      activityLogged(userId, { type: 'job_search', hours: 40, date: '2026-11-09' }),
    );
    const report = await reportJson(law, cookie, 2026, 11);
    expect(report).toMatchObject({
      countedHours: 0,
      requiredHours: 80,
      complianceStatus: 'behind_schedule',
      reportingDeadline: '2026-12-15',
      determination: {
        month: '2026-11',
        judgedOn: '2026-11-18',
        profileId: 'federal-2027',
        determination: 'not_met',
        route: null,
        countedHours: 0,
        requiredHours: 80,
        uncountedHours: [{ type: 'job_search', hours: 85, reason: 'job_search_not_counted' }],
        income: 0,
        incomeThreshold: 58_000,
        deadline: '2026-12-15',
        nextStep: { kind: 'log_more', hours: 80, incomeCents: 58_000, by: '2026-12-15' },
        summary:
          "November isn't met yet: job search doesn't count, so you have 0 of 80 hours and $0 of $580 in pay.",
        nextStepText:
          'Log 80 more hours of work, training or volunteering, or $580 more pay, by December 15.',
        uncountedText: 'Not counted toward the requirement: 85 hours of job search.',
      },
    });
    expect(await dashboardWords(law, cookie)).toEqual({
      summary: report.determination.summary,
      nextStepText: report.determination.nextStepText,
    });
    // The spec's status agrees (not met, behind), so its own sentence stays.
    expect(report.statusReason).toMatch(/^You have logged 0 of 80 hours for November\./);

    const lines = await pdfLines(law, userId, 2026, 11);
    expect(resultSection(lines, 'Result for November 2026', 'About this report')).toEqual([
      'Result for November 2026',
      "November isn't met yet: job search doesn't count, so you have 0 of 80 hours and $0 of $580 in pay.",
      'Log 80 more hours of work, training or volunteering, or $580 more pay, by December 15.',
      'Not counted toward the requirement: 85 hours of job search.',
      'Result: Not met',
      'Hours that count: 0 of 80 hours required',
      'Pay this month: $0 of $580 needed',
      'Reporting deadline: December 15, 2026',
    ]);
    expect(lines).toContain('Status as of November 18, 2026: Behind schedule');
  });

  it('says reporting closed for a past month that fell short, once', async () => {
    const { userId, cookie } = await enrollee(law);
    await law.deliver(activityLogged(userId, { type: 'job_search', hours: 30, date: '2026-10-06' }));
    const report = await reportJson(law, cookie, 2026, 10);
    expect(report.determination).toMatchObject({
      determination: 'not_met',
      deadline: '2026-11-15',
      nextStep: { kind: 'reporting_closed', deadline: '2026-11-15' },
      summary:
        "October wasn't met: job search doesn't count, so you have 0 of 80 hours and $0 of $580 in pay.",
      nextStepText: 'Reporting for October closed on November 15.',
    });
    const lines = await pdfLines(law, userId, 2026, 10);
    expect(lines).toContain('Reporting for October closed on November 15.');
    expect(lines).toContain('Status as of October 31, 2026: Not met');
    expect(lines.filter((line) => line.startsWith('Reporting for October'))).toHaveLength(1);
  });

  it('says a month with 60 hours of work and a $600 paycheque is met by pay, not that its hours fell short', async () => {
    const { userId, cookie } = await enrollee(law);
    await law.deliver(
      activityLogged(userId, { type: 'employment', hours: 60, date: '2026-10-05' }),
      incomeReported(userId, {
        grossAmountCents: 60_000,
        payDate: '2026-10-12',
        periodStart: '2026-10-01',
        periodEnd: '2026-10-07',
      }),
    );
    const report = await reportJson(law, cookie, 2026, 10);
    expect(report).toMatchObject({
      countedHours: 60,
      complianceStatus: 'behind_schedule',
      statusReason: "You're done for October: your pay of $600 reaches the $580 needed.",
      determination: {
        determination: 'met',
        route: 'income',
        countedHours: 60,
        income: 60_000,
        incomeThreshold: 58_000,
        nextStep: { kind: 'none' },
        summary: "You're done for October: your pay of $600 reaches the $580 needed.",
        nextStepText: 'Nothing more to do for October.',
        uncountedText: null,
      },
    });

    const lines = await pdfLines(law, userId, 2026, 10);
    expect(resultSection(lines, 'Result for October 2026', 'About this report')).toEqual([
      'Result for October 2026',
      "You're done for October: your pay of $600 reaches the $580 needed.",
      'Nothing more to do for October.',
      'Result: Met by pay',
      'Hours that count: 60 of 80 hours required',
      'Pay this month: $600 of $580 needed',
      'Reporting deadline: November 15, 2026',
    ]);
    // The spec's "not met, 20 hours short" would contradict the result, so the status says the result.
    expect(lines).toContain('Status as of October 31, 2026: Met by pay');
    expect(lines.some((line) => line.includes('short'))).toBe(false);
  });

  it('says which activities and which pay have proof, by the newest count of their files', async () => {
    const { userId, cookie } = await enrollee(law);
    const work = activityLogged(userId, { type: 'employment', hours: 20, date: '2026-10-05' });
    const training = activityLogged(userId, { type: 'training', hours: 4, date: '2026-10-06' });
    const paid = incomeReported(userId, { grossAmountCents: 30_000, payDate: '2026-10-12' });
    const activity = (recordId: string, fileCount: number, occurredAt: string) =>
      filesCounted({ recordKind: 'activity', recordId, userId, fileCount }, occurredAt);
    await law.deliver(
      // A count may arrive before its activity; a late, older one changes nothing.
      activity(work.data.activityId, 2, '2026-10-05T12:00:00.000Z'),
      work,
      training,
      activity(work.data.activityId, 1, '2026-10-05T11:00:00.000Z'),
      paid,
      filesCounted({ recordKind: 'income', recordId: paid.data.incomeId, userId, fileCount: 1 }),
    );

    const report = await reportJson(law, cookie, 2026, 10);
    expect(report.activities.map((entry) => [entry.id, entry.fileCount])).toEqual([
      [work.data.activityId, 2],
      [training.data.activityId, 0],
    ]);
    expect(report.pay).toEqual([
      { id: paid.data.incomeId, payDate: '2026-10-12', grossAmountCents: 30_000, fileCount: 1 },
    ]);
    const lines = await pdfLines(law, userId, 2026, 10);
    expect(lines).toContain('Oct 05, 2026 | Employment | 20 | Shift at the library | 2 files');
    expect(lines).toContain('Oct 06, 2026 | Training | 4 | Shift at the library | None');
    expect(lines).toContain('Oct 12, 2026 | $300 | 1 file');
  });

  it('names the exemption of an exempt month', async () => {
    const { userId, cookie } = await enrollee(law);
    await law.deliver(
      exemptionChanged(userId, {
        exemptionTypeName: 'Medically frail',
        exemptionTypeCode: 'FRAIL',
        effectiveDate: '2026-11-10',
        expirationDate: '2027-05-09',
      }),
    );
    const report = await reportJson(law, cookie, 2026, 11);
    expect(report.determination).toMatchObject({
      determination: 'exempt',
      exemptions: [{ typeCode: 'FRAIL', name: 'Medically frail', effectiveDate: '2026-11-10' }],
      summary: "You're exempt for November: Medically frail.",
    });
    const lines = await pdfLines(law, userId, 2026, 11);
    expect(resultSection(lines, 'Result for November 2026', 'About this report')).toEqual([
      'Result for November 2026',
      "You're exempt for November: Medically frail.",
      'Nothing more to do for November.',
      'Result: Exempt',
      'Exemption: Medically frail',
      'Hours that count: 0 of 80 hours required',
      'Pay this month: $0 of $580 needed',
      'Reporting deadline: December 15, 2026',
    ]);
  });

  it('says it all in Spanish for a Spanish speaker', async () => {
    const { userId, cookie } = await enrollee(law, { preferredLanguage: 'es' });
    await law.deliver(
      activityLogged(userId, { type: 'job_search', hours: 30, date: '2026-11-03' }),
      activityLogged(userId, { type: 'employment', hours: 20, date: '2026-11-04' }),
      incomeReported(userId, { grossAmountCents: 25_050, payDate: '2026-11-06' }),
    );
    const report = await reportJson(law, cookie, 2026, 11);
    expect(report.determination).toMatchObject({
      summary:
        'Todavía no cumple con noviembre: la búsqueda de empleo no cuenta, así que tiene 20 de 80 horas y $250.50 de $580 de pago.',
    });
    expect(await dashboardWords(law, cookie)).toEqual({
      summary: report.determination.summary,
      nextStepText: report.determination.nextStepText,
    });
    const lines = await pdfLines(law, userId, 2026, 11);
    expect(resultSection(lines, 'Resultado de noviembre de 2026', 'Sobre este informe')).toEqual([
      'Resultado de noviembre de 2026',
      'Todavía no cumple con noviembre: la búsqueda de empleo no cuenta, así que tiene 20 de 80 horas y $250.50 de $580 de pago.',
      report.determination.nextStepText,
      'No cuentan para el requisito: 30 horas de búsqueda de empleo.',
      'Resultado: No cumplido',
      'Horas que cuentan: 20 de 80 horas requeridas',
      'Pago de este mes: $250.50 de $580 necesarios',
      'Plazo para informar: 15 de diciembre de 2026',
    ]);
  });

  it('is met by pay and exempt in Spanish too', async () => {
    const paid = await enrollee(law, { preferredLanguage: 'es' });
    await law.deliver(incomeReported(paid.userId, { grossAmountCents: 58_000, payDate: '2026-10-20' }));
    const paidLines = await pdfLines(law, paid.userId, 2026, 10);
    expect(paidLines).toContain('Ya cumplió con octubre: su pago de $580 alcanza los $580 necesarios.');
    expect(paidLines).toContain('Resultado: Cumplido por pago');
    expect(paidLines).toContain('Estado al 31 de octubre de 2026: Cumplido por pago');

    const exempt = await enrollee(law, { preferredLanguage: 'es' });
    await law.deliver(exemptionChanged(exempt.userId, { exemptionTypeName: 'Embarazo' }));
    const exemptLines = await pdfLines(law, exempt.userId, 2026, 11);
    expect(exemptLines).toContain('Su exención cubre noviembre: Embarazo.');
    expect(exemptLines).toContain('Exención: Embarazo');
  });
});

describe('the monthly report under the seed profile', () => {
  it('says the determination beside the spec’s status, which it agrees with', async () => {
    const { userId, cookie } = await enrollee(seed);
    await seed.deliver(
      activityLogged(userId, { type: 'job_search', hours: 3, date: '2026-11-02' }),
      activityLogged(userId, { type: 'employment', hours: 2, date: '2026-11-03' }),
      incomeReported(userId, { grossAmountCents: 60_000, payDate: '2026-11-06' }),
    );
    const report: MonthlyReport = await reportJson(seed, cookie, 2026, 11);
    expect(report).toMatchObject({
      complianceStatus: 'behind_schedule',
      statusReason: 'You have logged 5 of 20 hours for November. 15 more hours are due by December 15.',
      reportingDeadline: '2026-12-15',
      determination: {
        profileId: 'seed',
        determination: 'not_met',
        incomeThreshold: null,
        summary: "November isn't met yet: you have 5 of 20 hours.",
        nextStepText: 'Log 15 more hours of job search, work, training or volunteering by December 15.',
        uncountedText: null,
      },
    });
    const lines = await pdfLines(seed, userId, 2026, 11);
    expect(resultSection(lines, 'Result for November 2026', 'About this report')).toEqual([
      'Result for November 2026',
      "November isn't met yet: you have 5 of 20 hours.",
      'Log 15 more hours of job search, work, training or volunteering by December 15.',
      'Result: Not met',
      'Hours that count: 5 of 20 hours required',
      'Reporting deadline: December 15, 2026',
    ]);
    expect(lines).toContain('Status as of November 18, 2026: Behind schedule');
  });
});

describe("a month the state's data decided", () => {
  it('says on the dashboard, in the months call and in the report that wage records met it, with nothing to do', async () => {
    const { userId, cookie } = await enrollee(law);
    await law.deliver(dataMatched(userId, [wageRecord('2026-10', 61_000), wageRecord('2026-11', 60_000)]));

    expect(await dashboardWords(law, cookie)).toEqual({
      summary: 'Verified from state wage records, no action needed.',
      nextStepText: 'Nothing more to do for November.',
    });
    const months = await request(law.app)
      .get('/api/compliance/months?from=2026-10&to=2026-11')
      .set('Cookie', cookie);
    expect(months.status).toBe(200);
    expect(months.body.months).toMatchObject([
      { month: '2026-10', determination: 'met', route: 'income', decidedBy: 'wages', income: 0 },
      { month: '2026-11', determination: 'met', route: 'income', decidedBy: 'wages' },
    ]);

    const report = await reportJson(law, cookie, 2026, 10);
    expect(report.determination).toMatchObject({
      determination: 'met',
      decidedBy: 'wages',
      summary: 'Verified from state wage records, no action needed.',
    });
    const lines = await pdfLines(law, userId, 2026, 10);
    expect(resultSection(lines, 'Result for October 2026', 'About this report')).toEqual([
      'Result for October 2026',
      'Verified from state wage records, no action needed.',
      'Nothing more to do for October.',
      'Result: Met by pay',
      'Verified from: State wage records',
      'Hours that count: 0 of 80 hours required',
      'Pay this month: $0 of $580 needed',
      'Reporting deadline: November 15, 2026',
    ]);
  });

  it('says so in Spanish for a Spanish speaker, and names a SNAP record that exempts the month', async () => {
    const { userId, cookie } = await enrollee(law, { preferredLanguage: 'es' });
    await law.deliver(
      dataMatched(userId, [{ month: '2026-11', source: 'snap', amountCents: null, hours: null, flag: true }]),
    );
    expect(await dashboardWords(law, cookie)).toEqual({
      summary: 'Verificado con los registros estatales de SNAP; no tiene que hacer nada.',
      nextStepText: 'No le queda nada por hacer en noviembre.',
    });
    const lines = await pdfLines(law, userId, 2026, 11);
    expect(lines).toContain('Verificado con: Registros estatales de SNAP');
  });

  it('lets a later match replace what a source said of a month', async () => {
    const { userId, cookie } = await enrollee(law);
    await law.deliver(dataMatched(userId, [wageRecord('2026-11', 60_000)]));
    await law.deliver(dataMatched(userId, [wageRecord('2026-11', 20_000)]));
    expect(await dashboardWords(law, cookie)).toMatchObject({
      summary: "November isn't met yet: you have 0 of 80 hours and $200 of $580 in pay.",
    });
  });
});
