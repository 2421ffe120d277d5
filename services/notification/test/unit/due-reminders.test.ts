import { ACTIVITY_TYPES, type ActivityType } from '@tracker/contracts/constants/activities';
import { type LocalDate, monthOf, parseIsoDate, previousMonth } from '@tracker/contracts/rules/calendar';
import type { HoursByType } from '@tracker/contracts/rules/compliance';
import { seedProfile } from '@tracker/contracts/rules/profiles/seed';
import { describe, expect, it } from 'vitest';
import { dueReminders, type ReminderFacts } from '../../src/domain/due-reminders.js';
import type { ApprovedExemption } from '../../src/store/exemptions.js';
import { determinationOf } from '../../src/use-cases/shared/month-determination.js';

interface Situation {
  today: LocalDate;
  birthdate: string | null;
  requiredHours: number;
  /** The hours of last month; this month has none. */
  hoursByType: HoursByType;
  qualifyingTypes: readonly ActivityType[];
  exemptions: Array<Omit<ApprovedExemption, 'userId' | 'typeCode'>>;
}

/**
 * The reminders' facts for a situation, with last month and this one determined under the seed
 * profile as the service does: March's hours are due by April 15.
 */
function facts(overrides: Partial<Situation> = {}): ReminderFacts {
  const situation: Situation = {
    today: parseIsoDate('2026-04-10'),
    birthdate: '1990-05-17',
    requiredHours: 20,
    hoursByType: {},
    qualifyingTypes: ACTIVITY_TYPES,
    exemptions: [],
    ...overrides,
  };
  const exemptions = situation.exemptions.map((exemption) => ({
    ...exemption,
    userId: 'u1',
    typeCode: null,
  }));
  return {
    today: situation.today,
    birthdate: situation.birthdate,
    requiredHours: situation.requiredHours,
    months: [previousMonth(monthOf(situation.today)), monthOf(situation.today)].map((month, index) =>
      determinationOf(
        {
          profile: seedProfile,
          qualifyingTypes: situation.qualifyingTypes,
          reportingDay: seedProfile.reportingDay,
        },
        {
          birthdate: situation.birthdate,
          requiredMonthlyHours: situation.requiredHours,
          seasonalWorker: false,
        },
        exemptions,
        {
          hoursByType: index === 0 ? situation.hoursByType : {},
          jobSearchActivities: 0,
          incomeCents: 0,
          precedingIncomeCents: [],
          stateRecords: [],
        },
        month,
        situation.today,
      ),
    ),
    exemptions,
  };
}

const kinds = (input: ReminderFacts) => dueReminders(input).map((reminder) => reminder.kind);
const kindsOf = (situation: Partial<Situation>) => kinds(facts(situation));

const exemption = (expirationDate: string | null, overrides = {}) => ({
  id: 'e1',
  typeName: 'Caregiver',
  status: 'approved' as const,
  effectiveDate: '2026-01-01',
  expirationDate,
  isPermanent: false,
  ...overrides,
});

describe('the deadline reminder', () => {
  it('is due from 7 days before the profile’s deadline of a month (the 15th of the next) to that day', () => {
    expect(kinds(facts({ today: parseIsoDate('2026-04-07') }))).toEqual([]);
    expect(kinds(facts({ today: parseIsoDate('2026-04-08') }))).toEqual(['deadline']);
    expect(kinds(facts({ today: parseIsoDate('2026-04-15') }))).toEqual(['deadline']);
    // Reporting for March has closed; April's deadline is a month away.
    expect(kinds(facts({ today: parseIsoDate('2026-04-16') }))).toEqual([]);
  });

  it('is not due at the end of the month itself, when its deadline is two weeks away', () => {
    expect(kinds(facts({ today: parseIsoDate('2026-03-31'), hoursByType: { training: 20 } }))).toEqual([]);
  });

  it('says what is missing and by when, once per month', () => {
    const [reminder] = dueReminders(facts({ hoursByType: { employment: 12.5, job_search: 2 } }));
    expect(reminder).toEqual({
      kind: 'deadline',
      period: '2026-03',
      notice: {
        topic: 'deadline',
        month: '2026-03',
        deadline: '2026-04-15',
        currentHours: 14.5,
        requiredHours: 20,
        hoursStillNeeded: 5.5,
        // The seed profile: pay does not meet a month.
        incomeCentsStillNeeded: null,
      },
    });
  });

  it('counts only qualifying hours', () => {
    const situation = { hoursByType: { job_search: 20 } };
    expect(kindsOf(situation)).toEqual([]);
    expect(kindsOf({ ...situation, qualifyingTypes: ['employment', 'training', 'volunteer'] })).toEqual([
      'deadline',
    ]);
  });

  it('is not due when met, exempt or outside ages 19 to 64', () => {
    expect(kinds(facts({ hoursByType: { training: 20 } }))).toEqual([]);
    expect(kinds(facts({ exemptions: [exemption(null)] }))).toEqual([]);
    expect(kinds(facts({ birthdate: '1960-01-01' }))).toEqual([]);
    expect(kinds(facts({ birthdate: null }))).toEqual(['deadline']);
  });
});

// February's hours are due by March 15: met, so its deadline reminder does not mix in.
const lastMonthMet = { training: 20 };

describe('the exemption expiry reminder', () => {
  const today = parseIsoDate('2026-03-10');

  it('is due from 90 days before the end, not 91, until the end', () => {
    expect(kinds(facts({ today, hoursByType: lastMonthMet, exemptions: [exemption('2026-06-09')] }))).toEqual(
      [],
    );
    expect(kinds(facts({ today, hoursByType: lastMonthMet, exemptions: [exemption('2026-06-08')] }))).toEqual(
      ['exemption-expiring'],
    );
    expect(kinds(facts({ today, hoursByType: lastMonthMet, exemptions: [exemption('2026-03-10')] }))).toEqual(
      ['exemption-expiring'],
    );
    expect(kinds(facts({ today, hoursByType: lastMonthMet, exemptions: [exemption('2026-03-09')] }))).toEqual(
      [],
    );
  });

  it('is once per exemption and end date', () => {
    const [reminder] = dueReminders(
      facts({ today, hoursByType: lastMonthMet, exemptions: [exemption('2026-04-30')] }),
    );
    expect(reminder).toMatchObject({ period: 'e1:2026-04-30' });
  });

  it('is not due for a permanent exemption, one not yet in force, or one not approved', () => {
    expect(
      kinds(
        facts({
          today,
          hoursByType: lastMonthMet,
          exemptions: [exemption('2026-04-30', { isPermanent: true })],
        }),
      ),
    ).toEqual([]);
    expect(
      kinds(
        facts({
          today,
          hoursByType: lastMonthMet,
          exemptions: [exemption('2026-04-30', { effectiveDate: '2026-04-01' })],
        }),
      ),
    ).toEqual([]);
    expect(
      kinds(
        facts({
          today,
          hoursByType: lastMonthMet,
          exemptions: [exemption('2026-04-30', { status: 'denied' })],
        }),
      ),
    ).toEqual([]);
  });
});

describe('the turning-19 reminder', () => {
  const today = parseIsoDate('2026-03-10');

  it('is due from 90 days before the 19th birthday, not 91', () => {
    expect(kinds(facts({ today, hoursByType: lastMonthMet, birthdate: '2007-06-09' }))).toEqual([]);
    expect(kinds(facts({ today, hoursByType: lastMonthMet, birthdate: '2007-06-08' }))).toEqual([
      'turning-19',
    ]);
    expect(kinds(facts({ today, hoursByType: lastMonthMet, birthdate: '2007-03-11' }))).toEqual([
      'turning-19',
    ]);
    expect(kinds(facts({ today, hoursByType: lastMonthMet, birthdate: '2007-03-10' }))).not.toContain(
      'turning-19',
    );
  });

  it('names the birthday, once', () => {
    const [reminder] = dueReminders(
      facts({ today: parseIsoDate('2027-01-15'), birthdate: '2008-02-29', hoursByType: lastMonthMet }),
    );
    expect(reminder).toEqual({
      kind: 'turning-19',
      period: '2027-03-01',
      notice: { topic: 'turning-19', birthday: '2027-03-01', requiredHours: 20 },
    });
  });
});
