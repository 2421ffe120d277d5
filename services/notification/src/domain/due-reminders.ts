import {
  ADULT_STATUS_WARNING_DAYS,
  DEADLINE_WARNING_DAYS,
  EXEMPTION_EXPIRY_WARNING_DAYS,
} from '@tracker/contracts/constants/screens';
import { REQUIREMENT_MIN_AGE } from '@tracker/contracts/constants/compliance';
import { ageOn, birthdayOfAge } from '@tracker/contracts/rules/age';
import { daysBetween, formatIsoDate, type LocalDate, parseIsoDate } from '@tracker/contracts/rules/calendar';
import type { Determination } from '@tracker/contracts/rules/determination';
import { type ExemptionTerms, isActiveOn } from '@tracker/contracts/rules/exemption-terms';
import type { Notice } from './notice.js';

export const REMINDER_KINDS = ['deadline', 'exemption-expiring', 'turning-19'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export interface ReminderFacts {
  today: LocalDate;
  birthdate: string | null;
  requiredHours: number;
  /**
   * The determinations, judged today, of the months whose reporting deadline may not have passed: the
   * month before this one and this one.
   */
  months: readonly Determination[];
  exemptions: ReadonlyArray<ExemptionTerms & { id: string; typeName: string }>;
}

/**
 * A reminder that is due. `period` is what makes it once-only: the month for the deadline, the
 * exemption and its end date for an expiry, the birthday for turning 19.
 */
export interface DueReminder {
  kind: ReminderKind;
  period: string;
  notice: Notice;
}

/**
 * The reminders due for one person today, matching the dashboard's warnings: a month's reporting
 * deadline (the profile's, as its determination names it: the 15th of the next month under both
 * profiles, the same day the dashboard, the report and STATUS give) within 7 days while the month is
 * not met for want of hours (so never for a month met by pay or school, exempt, or outside the ages or
 * the profile's months; the hours named are the ones that count and those still missing, which with
 * pay counted alongside are fewer), an exemption in force that ends within 90 days, and a 19th
 * birthday within 90 days.
 */
export function dueReminders(facts: ReminderFacts): DueReminder[] {
  const { today } = facts;
  const due: DueReminder[] = [];

  for (const month of facts.months) {
    // A month whose deadline has passed has no step left (`reporting_closed`), so no reminder either.
    const step = month.nextStep;
    if (month.status !== 'not_met' || step.kind !== 'log_more' || step.hours <= 0) continue;
    const daysLeft = daysBetween(today, step.by);
    if (daysLeft < 0 || daysLeft > DEADLINE_WARNING_DAYS) continue;
    due.push({
      kind: 'deadline',
      period: month.month,
      notice: {
        topic: 'deadline',
        month: month.month,
        deadline: formatIsoDate(step.by),
        currentHours: month.countedHours,
        requiredHours: month.requiredHours,
        hoursStillNeeded: step.hours,
        incomeCentsStillNeeded: step.incomeCents !== null && step.incomeCents > 0 ? step.incomeCents : null,
      },
    });
  }

  for (const exemption of facts.exemptions) {
    if (exemption.isPermanent || exemption.expirationDate === null || !isActiveOn(exemption, today)) continue;
    const daysLeft = daysBetween(today, parseIsoDate(exemption.expirationDate));
    if (daysLeft > EXEMPTION_EXPIRY_WARNING_DAYS) continue;
    due.push({
      kind: 'exemption-expiring',
      period: `${exemption.id}:${exemption.expirationDate}`,
      notice: {
        topic: 'exemption-expiring',
        exemptionName: exemption.typeName,
        expirationDate: exemption.expirationDate,
      },
    });
  }

  if (facts.birthdate !== null && ageOn(facts.birthdate, today) < REQUIREMENT_MIN_AGE) {
    const birthday = birthdayOfAge(facts.birthdate, REQUIREMENT_MIN_AGE);
    const daysLeft = daysBetween(today, birthday);
    if (daysLeft <= ADULT_STATUS_WARNING_DAYS) {
      const day = formatIsoDate(birthday);
      due.push({
        kind: 'turning-19',
        period: day,
        notice: { topic: 'turning-19', birthday: day, requiredHours: facts.requiredHours },
      });
    }
  }
  return due;
}
