import type { Strings } from '../i18n/strings.js';
import type { LocalDate, YearMonth } from '@tracker/contracts/rules/calendar';
import type { Compliance } from '@tracker/contracts/rules/compliance';

export interface ReportingReasonInput {
  strings: Strings;
  /** This month, as of today. */
  current: Compliance;
  /** The last day this month's hours may be reported: the same deadline its determination names. */
  deadline: LocalDate;
  /** Last month while its hours may still be reported, judged as of its last day. */
  previous: { month: YearMonth; deadline: LocalDate; compliance: Compliance } | null;
}

function currentMonthSentences(strings: Strings, compliance: Compliance, deadline: LocalDate): string[] {
  const month = { year: compliance.year, month: compliance.month };
  switch (compliance.complianceStatus) {
    case 'exempt':
      return [strings.reason.exempt];
    case 'not_required':
      return [strings.reason.notRequired];
    case 'completed':
      return [
        strings.reason.logged(compliance.currentHours, compliance.requiredHours, month),
        strings.reason.met(month),
      ];
    case 'on_track':
    case 'behind_schedule':
      return [
        strings.reason.logged(compliance.currentHours, compliance.requiredHours, month),
        strings.reason.stillDue(compliance.hoursStillNeeded, deadline),
      ];
  }
}

/** Why the person must report the hours they must, in their language, for `/api/user/reporting-hours`. */
export function reportingReason({ strings, current, deadline, previous }: ReportingReasonInput): string {
  const sentences = currentMonthSentences(strings, current, deadline);
  if (previous) {
    const missing = previous.compliance.hoursStillNeeded;
    sentences.push(
      missing > 0
        ? strings.reason.previousShort(previous.month, missing, previous.deadline)
        : strings.reason.previousOpen(previous.month, previous.deadline),
    );
  }
  return sentences.join(' ');
}
