import {
  availableMonth,
  dashboardStats,
  getDashboardStatsRequest,
  monthlyReport,
  monthlyReportFileName,
  getMonthlyReportParams,
  getMonthlyReportRequest,
  reportingHours,
} from '@tracker/contracts/http/reports';
import { monthDeterminationOf } from '@tracker/contracts/http/determinations';
import { determineMonth } from '@tracker/contracts/rules/determination';
import { describe, expect, it } from 'vitest';
import { monthInput } from './support/determination-inputs.js';
import { errors, valid } from './support/parse.js';

describe('time zone query', () => {
  it('accepts an IANA zone and treats blank as absent', () => {
    expect(valid(getDashboardStatsRequest, { timezone: 'America/Chicago' })).toEqual({
      timezone: 'America/Chicago',
    });
    expect(valid(getDashboardStatsRequest, { timezone: '' })).toEqual({});
    expect(valid(getDashboardStatsRequest, {})).toEqual({});
  });

  it('refuses an unknown zone', () => {
    expect(errors(getDashboardStatsRequest, { timezone: 'Mars/Olympus_Mons' })).toEqual({
      timezone: 'Unknown time zone',
    });
  });

  it('takes the language the sentences are wanted in, and treats blank as absent', () => {
    expect(valid(getDashboardStatsRequest, { language: 'es' })).toEqual({ language: 'es' });
    expect(valid(getDashboardStatsRequest, { language: '' })).toEqual({});
    expect(errors(getDashboardStatsRequest, { language: 'fr' })).toEqual({
      language: 'Language must be en or es',
    });
  });
});

describe('monthly report', () => {
  it('reads year and 1-based month from the path', () => {
    expect(valid(getMonthlyReportParams, { year: '2026', month: '3' })).toEqual({ year: 2026, month: 3 });
  });

  it.each([
    ['0', 'Month must be 1 to 12'],
    ['13', 'Month must be 1 to 12'],
    ['1.5', 'Month must be 1 to 12'],
    ['march', 'Month must be a number'],
  ])('refuses month %s', (month, message) => {
    expect(errors(getMonthlyReportParams, { year: '2026', month })).toEqual({ month: message });
  });

  it('is a PDF unless JSON is asked for', () => {
    expect(valid(getMonthlyReportRequest, {})).toEqual({ format: 'pdf' });
    expect(valid(getMonthlyReportRequest, { format: '' })).toEqual({ format: 'pdf' });
    expect(valid(getMonthlyReportRequest, { format: 'json', timezone: 'UTC' })).toEqual({
      format: 'json',
      timezone: 'UTC',
    });
    expect(Object.keys(errors(getMonthlyReportRequest, { format: 'html' }))).toEqual(['format']);
  });

  it('carries the status day, the status in words, the determination and the language of its texts', () => {
    const report = {
      userId: '6f1c2a5e-3b7d-4c1e-9a2b-0c4d5e6f7a8b',
      year: 2026,
      month: 10,
      monthName: 'Octubre',
      timezone: 'America/Chicago',
      requiredHours: 20,
      totalHours: 21,
      countedHours: 18,
      qualifyingTypes: ['employment', 'training', 'volunteer'],
      complianceStatus: 'behind_schedule',
      isCompliant: false,
      progressPercentage: 90,
      statusAsOf: '2026-10-31',
      statusReason: 'Al requisito de octubre de 2026 le faltan 2 horas.',
      language: 'es',
      reportingDeadline: '2026-11-15',
      activities: [
        {
          id: '0b8f2c1a-1111-4c1e-9a2b-0c4d5e6f7a8b',
          date: '2026-10-02',
          type: 'job_search',
          hours: 3,
          description: 'Solicitudes',
          counted: false,
          reason: 'Las horas de Búsqueda de empleo no cuentan para el requisito en este estado.',
          fileCount: 1,
        },
      ],
      pay: [
        {
          id: '0b8f2c1a-2222-4c1e-9a2b-0c4d5e6f7a8b',
          payDate: '2026-10-09',
          grossAmountCents: 25_000,
          fileCount: 0,
        },
      ],
      exemptions: [],
      determination: monthDeterminationOf(determineMonth(monthInput()), 'es'),
      generatedAt: '2026-11-18T15:00:00.000Z',
    };
    valid(monthlyReport, report);
    const { statusAsOf: _day, language: _language, determination: _result, ...withoutThem } = report;
    expect(Object.keys(errors(monthlyReport, withoutThem)).sort()).toEqual([
      'determination',
      'language',
      'statusAsOf',
    ]);
    expect(Object.keys(errors(monthlyReport, { ...report, language: 'fr' }))).toEqual(['language']);
  });

  it('names the file after the year and the two-digit month', () => {
    expect(monthlyReportFileName(2026, 3)).toBe('activity-report-2026-03.pdf');
    expect(monthlyReportFileName(2026, 11)).toBe('activity-report-2026-11.pdf');
  });
});

describe('dashboard answers', () => {
  it('caps progress at 100 percent', () => {
    const stats = {
      complianceStatus: 'completed',
      isCompliant: true,
      daysUntilDeadline: 12,
      currentHours: 25,
      requiredHours: 20,
      progressPercentage: 100,
      activeExemptions: 0,
      year: 2026,
      month: 11,
    };
    valid(dashboardStats, stats);
    expect(Object.keys(errors(dashboardStats, { ...stats, progressPercentage: 125 }))).toEqual([
      'progressPercentage',
    ]);
    expect(Object.keys(errors(dashboardStats, { ...stats, complianceStatus: 'compliant' }))).toEqual([
      'complianceStatus',
    ]);
  });

  it('names the month the figures are for and counts active exemptions', () => {
    const stats = {
      complianceStatus: 'exempt',
      isCompliant: true,
      daysUntilDeadline: 0,
      currentHours: 0,
      requiredHours: 20,
      progressPercentage: 0,
      activeExemptions: 1,
      year: 2026,
      month: 11,
    };
    valid(dashboardStats, stats);
    const { activeExemptions: _count, month: _month, ...sixSpecFields } = stats;
    expect(Object.keys(errors(dashboardStats, sixSpecFields)).sort()).toEqual(['activeExemptions', 'month']);
    expect(
      Object.keys(errors(dashboardStats, { ...stats, month: 13, activeExemptions: 1.5 })).sort(),
    ).toEqual(['activeExemptions', 'month']);
  });

  it('describes reporting hours and available months', () => {
    valid(reportingHours, { hours: 20, reason: 'Standard requirement' });
    valid(availableMonth, { year: 2026, month: 2, count: 7, monthName: 'February' });
    expect(Object.keys(errors(availableMonth, { year: 2026, month: 0, count: 7, monthName: 'x' }))).toEqual([
      'month',
    ]);
  });
});
