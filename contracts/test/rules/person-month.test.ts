import { formatIsoDate, parseIsoDate, parseYearMonth } from '@tracker/contracts/rules/calendar';
import { type MonthFacts, determinePersonMonth, judgingDayOf } from '@tracker/contracts/rules/person-month';
import { federal2027Profile } from '@tracker/contracts/rules/profiles/federal-2027';
import { describe, expect, it } from 'vitest';

const today = parseIsoDate('2027-03-12');
const judged = (month: string) => formatIsoDate(judgingDayOf(parseYearMonth(month), today));

const settings = {
  profile: federal2027Profile,
  qualifyingTypes: federal2027Profile.qualifyingTypes,
  reportingDay: federal2027Profile.reportingDay,
};
const nothing: MonthFacts = {
  hoursByType: {},
  jobSearchActivities: 0,
  incomeCents: 0,
  precedingIncomeCents: [],
  stateRecords: [],
};
const person = { birthdate: '1990-05-17', requiredMonthlyHours: 80, seasonalWorker: false };

describe('judgingDayOf', () => {
  it('judges the running month today, a past one on its last day and one not started on its first', () => {
    expect(judged('2027-03')).toBe('2027-03-12');
    expect(judged('2027-02')).toBe('2027-02-28');
    expect(judged('2027-04')).toBe('2027-04-01');
  });
});

describe('determinePersonMonth', () => {
  it('counts by the hours set for the person, not only the profile’s', () => {
    const records = { ...nothing, hoursByType: { employment: 30 } };
    const month = parseYearMonth('2027-02');
    const byProfile = determinePersonMonth({ settings, person, exemptions: [], records, month, today });
    const bySetHours = determinePersonMonth({
      settings,
      person: { ...person, requiredMonthlyHours: 30 },
      exemptions: [],
      records,
      month,
      today,
    });
    expect(byProfile).toMatchObject({ status: 'not_met', requiredHours: 80 });
    expect(bySetHours).toMatchObject({ status: 'met', requiredHours: 30 });
  });

  it('judges on the day it is given instead of the usual one', () => {
    const month = parseYearMonth('2027-03');
    const input = { settings, person, exemptions: [], records: nothing, month, today };
    expect(formatIsoDate(determinePersonMonth(input).judgedOn)).toBe('2027-03-12');
    const onLastDay = determinePersonMonth({ ...input, judgedOn: parseIsoDate('2027-03-31') });
    expect(formatIsoDate(onLastDay.judgedOn)).toBe('2027-03-31');
  });
});
