import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { describe, expect, it } from 'vitest';
import { type LocalDate, parseIsoDate, type YearMonth } from '@tracker/contracts/rules/calendar';
import { evaluateCompliance, type HoursByType } from '@tracker/contracts/rules/compliance';
import { reportStatusLabel, reportStatusReason } from '../../src/domain/report-status.js';
import { reportingDeadline, statusDayFor } from '../../src/domain/reporting-window.js';
import { en } from '../../src/i18n/en.js';
import { es } from '../../src/i18n/es.js';
import type { Strings } from '../../src/i18n/strings.js';

function status(strings: Strings, month: YearMonth, today: string, hoursByType: HoursByType, exempt = false) {
  const day = parseIsoDate(today);
  const asOf = statusDayFor(month, day) as LocalDate;
  const compliance = evaluateCompliance({
    asOf,
    birthdate: '1990-05-17',
    requiredHours: 20,
    hoursByType,
    qualifyingTypes: ACTIVITY_TYPES,
    exemptions: exempt
      ? [{ status: 'approved', effectiveDate: '2026-10-01', expirationDate: null, isPermanent: false }]
      : [],
  });
  const input = { strings, month, compliance, today: day, deadline: reportingDeadline(month, 15) };
  return { label: reportStatusLabel(input), reason: reportStatusReason(input) };
}

const october = { year: 2026, month: 10 };
const november = { year: 2026, month: 11 };

describe('the day a month is judged on', () => {
  it('is today in the current month, the last day of a past one, and none for a future one', () => {
    const today = parseIsoDate('2026-11-18');
    expect(statusDayFor(november, today)).toEqual(today);
    expect(statusDayFor(october, today)).toEqual({ year: 2026, month: 10, day: 31 });
    expect(statusDayFor({ year: 2028, month: 2 }, parseIsoDate('2028-03-01'))).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
    expect(statusDayFor({ year: 2026, month: 12 }, today)).toBeNull();
  });
});

describe('report status', () => {
  it('reads like the dashboard while the month runs', () => {
    expect(status(en, november, '2026-11-18', { employment: 12 })).toEqual({
      label: 'On track',
      reason: 'You have logged 12 of 20 hours for November. 8 more hours are due by December 15.',
    });
    expect(status(en, november, '2026-11-18', { employment: 2 }).label).toBe('Behind schedule');
  });

  it('calls a past month that ended short not met', () => {
    expect(status(en, october, '2026-11-18', { employment: 12 })).toEqual({
      label: 'Not met',
      reason: 'The requirement for October 2026 is 8 hours short.',
    });
    expect(status(es, october, '2026-11-18', { employment: 19 })).toEqual({
      label: 'No cumplido',
      reason: 'Al requisito de octubre de 2026 le falta 1 hora.',
    });
  });

  it('names a completed month, an exemption and the age rule', () => {
    expect(status(en, october, '2026-11-18', { training: 20 })).toEqual({
      label: 'Completed',
      reason: 'You have logged 20 of 20 hours for October. The requirement for October is met.',
    });
    expect(status(es, october, '2026-11-18', {}, true)).toEqual({
      label: 'Exento',
      reason: 'Una exención aprobada estaba vigente el 31 de octubre de 2026.',
    });
  });
});
