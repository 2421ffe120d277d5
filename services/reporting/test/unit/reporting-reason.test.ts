import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { describe, expect, it } from 'vitest';
import { type LocalDate, lastDayOf, monthOf, parseIsoDate } from '@tracker/contracts/rules/calendar';
import { type ComplianceInput, evaluateCompliance } from '@tracker/contracts/rules/compliance';
import { reportingReason } from '../../src/domain/reporting-reason.js';
import { openPreviousMonth, reportingDeadline } from '../../src/domain/reporting-window.js';
import { en } from '../../src/i18n/en.js';
import { es } from '../../src/i18n/es.js';
import type { Strings } from '../../src/i18n/strings.js';

function compliance(asOf: LocalDate, overrides: Partial<ComplianceInput> = {}) {
  return evaluateCompliance({
    asOf,
    birthdate: '1990-05-17',
    requiredHours: 20,
    hoursByType: {},
    qualifyingTypes: ACTIVITY_TYPES,
    exemptions: [],
    ...overrides,
  });
}

/** The reason on `today`, with this month's and last month's qualifying hours. */
function reason(
  strings: Strings,
  today: string,
  hours: number,
  options: { lastMonthHours?: number; overrides?: Partial<ComplianceInput> } = {},
) {
  const day = parseIsoDate(today);
  const window = openPreviousMonth(day, 15);
  return reportingReason({
    strings,
    current: compliance(day, { hoursByType: { employment: hours }, ...options.overrides }),
    deadline: reportingDeadline(monthOf(day), 15),
    previous: window && {
      ...window,
      compliance: compliance(lastDayOf(window.month), {
        hoursByType: { employment: options.lastMonthHours ?? 20 },
      }),
    },
  });
}

const approved = {
  status: 'approved' as const,
  effectiveDate: '2026-11-01',
  expirationDate: null,
  isPermanent: false,
};

describe('reporting-hours reason in English', () => {
  it('says what is logged and what is still due by the reporting deadline, not the end of the month', () => {
    expect(reason(en, '2026-11-20', 12)).toBe(
      'You have logged 12 of 20 hours for November. 8 more hours are due by December 15.',
    );
  });

  it('speaks of one hour in the singular, and of half hours', () => {
    expect(reason(en, '2026-11-20', 19)).toBe(
      'You have logged 19 of 20 hours for November. 1 more hour is due by December 15.',
    );
    expect(reason(en, '2026-11-20', 7.5)).toBe(
      'You have logged 7.5 of 20 hours for November. 12.5 more hours are due by December 15.',
    );
  });

  it('says when the month is met', () => {
    expect(reason(en, '2026-11-20', 24)).toBe(
      'You have logged 24 of 20 hours for November. The requirement for November is met.',
    );
  });

  it('names an exemption or the age rule', () => {
    expect(reason(en, '2026-11-20', 0, { overrides: { exemptions: [approved] } })).toBe(
      'An approved exemption covers you this month.',
    );
    expect(reason(en, '2026-11-20', 0, { overrides: { birthdate: '1950-02-02' } })).toBe(
      'The work requirement applies to ages 19 to 64.',
    );
  });

  it('mentions last month until the 15th, with what it still lacks', () => {
    expect(reason(en, '2026-12-10', 4, { lastMonthHours: 15 })).toBe(
      'You have logged 4 of 20 hours for December. 16 more hours are due by January 15. ' +
        'November is 5 hours short; you can still report them until December 15.',
    );
    expect(reason(en, '2026-12-15', 4, { lastMonthHours: 20 })).toBe(
      'You have logged 4 of 20 hours for December. 16 more hours are due by January 15. ' +
        'Hours for November can still be reported until December 15.',
    );
    expect(reason(en, '2027-01-03', 0, { lastMonthHours: 19, overrides: { exemptions: [approved] } })).toBe(
      'An approved exemption covers you this month. December is 1 hour short; you can still report them until January 15.',
    );
  });

  it('stops mentioning last month after the 15th', () => {
    expect(reason(en, '2026-12-16', 4, { lastMonthHours: 0 })).toBe(
      'You have logged 4 of 20 hours for December. 16 more hours are due by January 15.',
    );
  });
});

describe('reporting-hours reason in Spanish', () => {
  it('says what is logged and what is still due', () => {
    expect(reason(es, '2026-11-20', 12)).toBe(
      'Ha registrado 12 de 20 horas en noviembre. Le faltan 8 horas, a más tardar el 15 de diciembre.',
    );
    expect(reason(es, '2026-11-20', 19)).toBe(
      'Ha registrado 19 de 20 horas en noviembre. Le falta 1 hora, a más tardar el 15 de diciembre.',
    );
  });

  it('says when the month is met', () => {
    expect(reason(es, '2026-11-20', 20)).toBe(
      'Ha registrado 20 de 20 horas en noviembre. Cumplió el requisito de noviembre.',
    );
  });

  it('names an exemption or the age rule', () => {
    expect(reason(es, '2026-11-20', 0, { overrides: { exemptions: [approved] } })).toBe(
      'Una exención aprobada lo cubre este mes.',
    );
    expect(reason(es, '2026-11-20', 0, { overrides: { birthdate: '2010-02-02' } })).toBe(
      'El requisito de trabajo se aplica a personas de 19 a 64 años.',
    );
  });

  it('mentions last month until the 15th', () => {
    expect(reason(es, '2026-12-01', 0, { lastMonthHours: 15 })).toBe(
      'Ha registrado 0 de 20 horas en diciembre. Le faltan 20 horas, a más tardar el 15 de enero. ' +
        'A noviembre le faltan 5 horas; todavía puede informarlas hasta el 15 de diciembre.',
    );
    expect(reason(es, '2026-12-01', 0, { lastMonthHours: 25 })).toBe(
      'Ha registrado 0 de 20 horas en diciembre. Le faltan 20 horas, a más tardar el 15 de enero. ' +
        'Todavía puede informar horas de noviembre hasta el 15 de diciembre.',
    );
  });
});

describe('the reporting window', () => {
  it('is open through the deadline day and names last month, across a year end', () => {
    expect(openPreviousMonth(parseIsoDate('2027-01-15'), 15)).toEqual({
      month: { year: 2026, month: 12 },
      deadline: { year: 2027, month: 1, day: 15 },
    });
    expect(openPreviousMonth(parseIsoDate('2027-01-16'), 15)).toBeNull();
    expect(openPreviousMonth(parseIsoDate('2027-01-05'), 5)).not.toBeNull();
    expect(openPreviousMonth(parseIsoDate('2027-01-06'), 5)).toBeNull();
  });
});
