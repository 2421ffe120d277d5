import { monthDeterminationOf } from '@tracker/contracts/http/determinations';
import type { MonthlyReport } from '@tracker/contracts/http/reports';
import { determineMonth } from '@tracker/contracts/rules/determination';
import { personProfile } from '@tracker/contracts/rules/profiles/person-profile';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.js';
import { es } from '../../src/i18n/es.js';
import type { Strings } from '../../src/i18n/strings.js';
import { composeMonthlyReport } from '../../src/pdf/compose-monthly-report.js';
import { renderPdf } from '../../src/pdf/render-pdf.js';
import type { MonthlyReportDocument } from '../../src/use-cases/get-monthly-report.js';
import { withoutJobSearch } from '../support/settings.js';

const userId = '6f1c2a5e-3b7d-4c1e-9a2b-0c4d5e6f7a8b';

/** November's determination under the seed profile without job search, as of November 18. */
function novemberDetermination(language: 'en' | 'es' = 'en'): MonthlyReport['determination'] {
  const determination = determineMonth({
    profile: personProfile({ ...withoutJobSearch, reportingDay: withoutJobSearch.reportDeadlineDay }, 20),
    month: '2026-11',
    judgedOn: { year: 2026, month: 11, day: 18 },
    today: { year: 2026, month: 11, day: 18 },
    birthdate: '1990-05-17',
    hoursByType: { job_search: 3.5, employment: 8, volunteer: 4 },
    jobSearchActivities: 1,
    incomeCents: 0,
    precedingIncomeCents: [],
    seasonalWorker: false,
    exemptions: [],
    schoolEnrollment: null,
  });
  return monthDeterminationOf(determination, language);
}

function novemberReport(overrides: Partial<MonthlyReport> = {}): MonthlyReport {
  return {
    userId,
    year: 2026,
    month: 11,
    monthName: 'November',
    timezone: 'America/Chicago',
    requiredHours: 20,
    totalHours: 15.5,
    countedHours: 12,
    qualifyingTypes: ['employment', 'training', 'volunteer'],
    complianceStatus: 'on_track',
    isCompliant: false,
    progressPercentage: 60,
    statusAsOf: '2026-11-18',
    statusReason: 'You have logged 12 of 20 hours for November. 8 more hours are due by November 30.',
    language: 'en',
    reportingDeadline: '2026-12-15',
    activities: [
      {
        id: '0b8f2c1a-1111-4c1e-9a2b-0c4d5e6f7a8b',
        date: '2026-11-02',
        type: 'job_search',
        hours: 3.5,
        description: 'Applied at the\nhardware store',
        counted: false,
        reason: 'Job Search hours do not count toward the requirement in this state.',
        fileCount: 0,
      },
      {
        id: '0b8f2c1a-2222-4c1e-9a2b-0c4d5e6f7a8b',
        date: '2026-11-09',
        type: 'employment',
        hours: 8,
        description: 'Shift at the café',
        counted: true,
        reason: null,
        fileCount: 2,
      },
      {
        id: '0b8f2c1a-3333-4c1e-9a2b-0c4d5e6f7a8b',
        date: '2026-11-16',
        type: 'volunteer',
        hours: 4,
        description: 'Food bank',
        counted: true,
        reason: null,
        fileCount: 1,
      },
    ],
    pay: [
      {
        id: '0b8f2c1a-4444-4c1e-9a2b-0c4d5e6f7a8b',
        payDate: '2026-11-13',
        grossAmountCents: 21050,
        fileCount: 1,
      },
      {
        id: '0b8f2c1a-5555-4c1e-9a2b-0c4d5e6f7a8b',
        payDate: '2026-11-27',
        grossAmountCents: 19000,
        fileCount: 0,
      },
    ],
    exemptions: [
      {
        exemptionTypeName: 'Caregiver of a child under 6',
        effectiveDate: '2026-11-20',
        expirationDate: '2027-05-19',
        isPermanent: false,
      },
    ],
    determination: novemberDetermination(overrides.language),
    generatedAt: '2026-11-18T21:05:00.000Z',
    ...overrides,
  };
}

function documentOf(report: MonthlyReport, strings: Strings, statusLabel: string): MonthlyReportDocument {
  return {
    report,
    person: { firstName: 'María', lastName: 'Núñez', username: 'mnunez', medicaidIdLast4: '7665' },
    strings,
    statusLabel,
    reportingOpen: true,
    generatedAt: new Date(report.generatedAt),
  };
}

describe('the monthly report document', () => {
  it('writes who, which month, every activity, the totals, what counted and why, exemptions and status', async () => {
    const { pdf, lines } = await renderPdf(
      composeMonthlyReport(documentOf(novemberReport(), en, 'On track')),
      { title: 'Monthly activity report - November 2026', language: 'en' },
    );

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(lines).toEqual([
      'Monthly activity report',
      'Result for November 2026',
      "November isn't met yet: job search doesn't count, so you have 12 of 20 hours.",
      'Log 8 more hours of work, training or volunteering by December 15.',
      'Not counted toward the requirement: 3.5 hours of job search.',
      'Result: Not met',
      'Hours that count: 12 of 20 hours required',
      'Reporting deadline: December 15, 2026',
      'About this report',
      'Name: María Núñez (mnunez)',
      'Medicaid ID: ending 7665',
      'Month: November 2026',
      'Time zone: Central Time (America/Chicago)',
      'Generated: November 18, 2026 at 3:05 PM',
      'Activities',
      'Date | Type | Hours | Description | Proof',
      'Nov 02, 2026 | Job Search | 3.5 | Applied at the hardware store | None',
      'Nov 09, 2026 | Employment | 8 | Shift at the café | 2 files',
      'Nov 16, 2026 | Volunteer Work | 4 | Food bank | 1 file',
      'Pay',
      'Pay date | Gross pay | Proof',
      'Nov 13, 2026 | $210.50 | 1 file',
      'Nov 27, 2026 | $190 | None',
      'Totals by type',
      'Type | Activities | Hours | Counts',
      'Job Search | 1 | 3.5 | No',
      'Employment | 1 | 8 | Yes',
      'Training | 0 | 0 | Yes',
      'Volunteer Work | 1 | 4 | Yes',
      'Which hours count',
      'Hours of Employment, Training and Volunteer Work count toward the requirement.',
      'Job Search hours are not counted: this state does not count them toward the work requirement.',
      'Qualifying hours: 12 of 20 hours required (60%).',
      'All hours logged: 15.5.',
      'Exemptions in force this month',
      'Caregiver of a child under 6: from November 20, 2026 until May 19, 2027',
      'Compliance status',
      'Status as of November 18, 2026: On track',
      'You have logged 12 of 20 hours for November. 8 more hours are due by November 30.',
      'Hours for November 2026 may be reported until December 15, 2026.',
    ]);
  });

  it('says so when the month has no activities, and that every type counts by default', async () => {
    const report = novemberReport({
      activities: [],
      pay: [],
      exemptions: [],
      totalHours: 0,
      countedHours: 0,
      progressPercentage: 0,
      qualifyingTypes: ['job_search', 'employment', 'training', 'volunteer'],
    });
    const document = { ...documentOf(report, en, 'Not met'), reportingOpen: false };
    const { pdf, lines } = await renderPdf(composeMonthlyReport(document), {
      title: 'Report',
      language: 'en',
    });

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(lines).toContain('No activities were logged in November 2026.');
    expect(lines).not.toContain('Date | Type | Hours | Description | Proof');
    // Pay cannot meet a month under these rules, so no pay is nothing to mention.
    expect(lines).not.toContain('Pay');
    expect(lines.some((line) => line.startsWith('No pay'))).toBe(false);
    expect(lines).toContain(
      'Hours of every activity type count toward the requirement: Job Search, Employment, Training and Volunteer Work.',
    );
    expect(lines).toContain('No approved exemption was in force this month.');
    expect(lines).toContain('Reporting for November 2026 closed on December 15, 2026.');
  });

  it('is written in Spanish for a Spanish speaker', async () => {
    const report = novemberReport({
      language: 'es',
      statusReason: 'Ha registrado 12 de 20 horas en noviembre.',
    });
    const document = { ...documentOf(report, es, 'Al día'), person: null };
    const { lines } = await renderPdf(composeMonthlyReport(document), { title: 'Informe', language: 'es' });

    expect(lines.slice(0, lines.indexOf('Actividades'))).toEqual([
      'Informe mensual de actividades',
      'Resultado de noviembre de 2026',
      'Todavía no cumple con noviembre: la búsqueda de empleo no cuenta, así que tiene 12 de 20 horas.',
      'Registre 8 horas más de trabajo, capacitación o voluntariado hasta el 15 de diciembre.',
      'No cuentan para el requisito: 3.5 horas de búsqueda de empleo.',
      'Resultado: No cumplido',
      'Horas que cuentan: 12 de 20 horas requeridas',
      'Plazo para informar: 15 de diciembre de 2026',
      'Sobre este informe',
      'Nombre: —',
      'Mes: noviembre de 2026',
      'Zona horaria: Hora central (America/Chicago)',
      'Generado: 18 de noviembre de 2026 a las 3:05 p.m.',
    ]);
    expect(lines).toContain('Fecha | Tipo | Horas | Descripción | Comprobante');
    expect(lines).toContain(
      '02 nov 2026 | Búsqueda de empleo | 3.5 | Applied at the hardware store | Ninguno',
    );
    expect(lines).toContain('09 nov 2026 | Empleo | 8 | Shift at the café | 2 archivos');
    expect(lines).toContain('Fecha de pago | Pago bruto | Comprobante');
    expect(lines.filter((line) => line.startsWith('13 nov 2026 |'))).toEqual([
      expect.stringMatching(/^13 nov 2026 \| .*210[.,]50 \| 1 archivo$/),
    ]);
    expect(lines).toContain('Búsqueda de empleo | 1 | 3.5 | No');
    expect(lines).toContain(
      'No se cuentan las horas de: Búsqueda de empleo. Este estado no las cuenta para el requisito de trabajo.',
    );
    expect(lines).toContain('Horas que cuentan: 12 de 20 horas requeridas (60%).');
    expect(lines).toContain(
      'Caregiver of a child under 6: desde el 20 de noviembre de 2026 hasta el 19 de mayo de 2027',
    );
    expect(lines).toContain('Estado al 18 de noviembre de 2026: Al día');
    expect(lines.at(-1)).toBe(
      'Las horas de noviembre de 2026 pueden informarse hasta el 15 de diciembre de 2026.',
    );
  });

  it('names the case by the last 4 of the Medicaid id in Spanish, and leaves the line out when none is known', async () => {
    const report = novemberReport({ language: 'es' });
    const { lines } = await renderPdf(composeMonthlyReport(documentOf(report, es, 'Al día')), {
      title: 'Informe',
      language: 'es',
    });
    expect(lines).toContain('Número de Medicaid: termina en 7665');

    const unknown = documentOf(novemberReport(), en, 'On track');
    unknown.person = { ...unknown.person!, medicaidIdLast4: null };
    const without = await renderPdf(composeMonthlyReport(unknown), { title: 'Report', language: 'en' });
    expect(without.lines.some((line) => line.startsWith('Medicaid ID'))).toBe(false);
  });

  it('describes permanent and open-ended exemptions', async () => {
    const report = novemberReport({
      exemptions: [
        {
          exemptionTypeName: 'Disability',
          effectiveDate: '2025-01-01',
          expirationDate: null,
          isPermanent: true,
        },
        { exemptionTypeName: 'Pregnancy', effectiveDate: null, expirationDate: null, isPermanent: false },
      ],
    });
    const { lines } = await renderPdf(composeMonthlyReport(documentOf(report, en, 'Exempt')), {
      title: 'Report',
      language: 'en',
    });
    expect(lines).toContain('Disability: from January 1, 2025, permanent');
    expect(lines).toContain('Pregnancy: in force, no end date');
  });

  it('is a tagged PDF in the report language, read as headings, paragraphs, a list and tables', async () => {
    const render = (language: 'en' | 'es') => {
      const report = novemberReport({ language });
      const strings = language === 'es' ? es : en;
      return renderPdf(composeMonthlyReport(documentOf(report, strings, 'On track')), {
        title: 'Report',
        language,
      });
    };
    const bytes = (await render('en')).pdf.toString('latin1');

    expect(bytes.startsWith('%PDF-1.7')).toBe(true);
    expect(bytes).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(bytes).toContain('/Marked true');
    expect(bytes).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(bytes).toContain('/Lang (en)');
    expect(bytes).toContain('/DisplayDocTitle true');
    for (const element of ['Document', 'H1', 'H2', 'P', 'L', 'LI', 'Table', 'TR', 'TH', 'TD']) {
      expect(bytes).toContain(`/S /${element}\n`);
    }
    expect(bytes).toContain('/Scope /Column');
    expect((await render('es')).pdf.toString('latin1')).toContain('/Lang (es)');
  });

  it('spreads a long month over several pages', async () => {
    const activities = Array.from({ length: 120 }, (_, i) => ({
      id: `0b8f2c1a-${String(i).padStart(4, '0')}-4c1e-9a2b-0c4d5e6f7a8b`,
      date: '2026-11-03',
      type: 'training' as const,
      hours: 1,
      description: 'Welding class, module '.repeat(5) + i,
      counted: true,
      reason: null,
      fileCount: 0,
    }));
    const { pdf, lines } = await renderPdf(
      composeMonthlyReport(documentOf(novemberReport({ activities }), en, 'Completed')),
      { title: 'Report', language: 'en' },
    );
    expect(lines.filter((line) => line.startsWith('Nov 03, 2026 | Training | 1 |'))).toHaveLength(120);
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
  });
});
