import {
  ADULT_STATUS_WARNING_DAYS,
  type ActivityType,
  DEADLINE_WARNING_DAYS,
  EXEMPTION_EXPIRY_WARNING_DAYS,
  REQUIREMENT_MIN_AGE,
} from '@tracker/contracts/constants';
import { ageOn, birthdayOfAge } from '@tracker/contracts/rules/age';
import {
  daysBetween,
  formatIsoDate,
  type LocalDate,
  lastDayOf,
  parseIsoDate,
} from '@tracker/contracts/rules/calendar';
import { evaluateCompliance, type HoursByType } from '@tracker/contracts/rules/compliance';
import { type ExemptionTerms, isActiveOn } from '@tracker/contracts/rules/exemption-terms';
import type { Notice } from './notice.js';

export const REMINDER_KINDS = ['deadline', 'exemption-expiring', 'turning-19'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export interface ReminderFacts {
  today: LocalDate;
  birthdate: string | null;
  requiredHours: number;
  /** This month's hours by type. */
  hoursByType: HoursByType;
  qualifyingTypes: readonly ActivityType[];
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
 * The reminders due for one person today, matching the dashboard's warnings: the month's deadline
 * within 7 days with hours still short (only while the requirement applies: age 19 to 64 and no
 * exemption in force), an exemption in force that ends within 90 days, and a 19th birthday within 90
 * days.
 */
export function dueReminders(facts: ReminderFacts): DueReminder[] {
  const { today } = facts;
  const due: DueReminder[] = [];

  const compliance = evaluateCompliance({
    asOf: today,
    birthdate: facts.birthdate,
    requiredHours: facts.requiredHours,
    hoursByType: facts.hoursByType,
    qualifyingTypes: facts.qualifyingTypes,
    exemptions: facts.exemptions,
  });
  const short =
    compliance.complianceStatus === 'on_track' || compliance.complianceStatus === 'behind_schedule';
  if (short && compliance.daysUntilDeadline <= DEADLINE_WARNING_DAYS) {
    const deadline = formatIsoDate(lastDayOf(today));
    due.push({
      kind: 'deadline',
      period: deadline.slice(0, 7),
      notice: {
        topic: 'deadline',
        deadline,
        currentHours: compliance.currentHours,
        requiredHours: compliance.requiredHours,
        hoursStillNeeded: compliance.hoursStillNeeded,
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
