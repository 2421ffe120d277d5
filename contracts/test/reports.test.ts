import {
  availableMonth,
  dashboardStats,
  dashboardStatsRequest,
  monthlyReportParams,
  monthlyReportRequest,
  reportingHours,
} from '@tracker/contracts/http/reports';
import { describe, expect, it } from 'vitest';
import { errors, valid } from './support/parse.js';

describe('time zone query', () => {
  it('accepts an IANA zone and treats blank as absent', () => {
    expect(valid(dashboardStatsRequest, { timezone: 'America/Chicago' })).toEqual({
      timezone: 'America/Chicago',
    });
    expect(valid(dashboardStatsRequest, { timezone: '' })).toEqual({});
    expect(valid(dashboardStatsRequest, {})).toEqual({});
  });

  it('refuses an unknown zone', () => {
    expect(errors(dashboardStatsRequest, { timezone: 'Mars/Olympus_Mons' })).toEqual({
      timezone: 'Unknown time zone',
    });
  });
});

describe('monthly report', () => {
  it('reads year and 1-based month from the path', () => {
    expect(valid(monthlyReportParams, { year: '2026', month: '3' })).toEqual({ year: 2026, month: 3 });
  });

  it.each([
    ['0', 'Month must be 1 to 12'],
    ['13', 'Month must be 1 to 12'],
    ['1.5', 'Month must be 1 to 12'],
    ['march', 'Month must be a number'],
  ])('refuses month %s', (month, message) => {
    expect(errors(monthlyReportParams, { year: '2026', month })).toEqual({ month: message });
  });

  it('is a page unless JSON is asked for', () => {
    expect(valid(monthlyReportRequest, {})).toEqual({ format: 'html' });
    expect(valid(monthlyReportRequest, { format: 'json', timezone: 'UTC' })).toEqual({
      format: 'json',
      timezone: 'UTC',
    });
    expect(Object.keys(errors(monthlyReportRequest, { format: 'pdf' }))).toEqual(['format']);
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
    };
    valid(dashboardStats, stats);
    expect(Object.keys(errors(dashboardStats, { ...stats, progressPercentage: 125 }))).toEqual([
      'progressPercentage',
    ]);
    expect(Object.keys(errors(dashboardStats, { ...stats, complianceStatus: 'compliant' }))).toEqual([
      'complianceStatus',
    ]);
  });

  it('describes reporting hours and available months', () => {
    valid(reportingHours, { hours: 20, reason: 'Standard requirement' });
    valid(availableMonth, { year: 2026, month: 2, count: 7, monthName: 'February' });
    expect(Object.keys(errors(availableMonth, { year: 2026, month: 0, count: 7, monthName: 'x' }))).toEqual([
      'month',
    ]);
  });
});
