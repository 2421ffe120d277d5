import type { Strings } from '../i18n/strings.js';
import { compareDates, lastDayOf, type LocalDate, type YearMonth } from '@tracker/contracts/rules/calendar';
import type { MonthlyReport } from '@tracker/contracts/http/reports';
import type { Compliance } from '@tracker/contracts/rules/compliance';

export interface ReportStatusInput {
  strings: Strings;
  month: YearMonth;
  /** The month's compliance, judged today while it runs or on its last day once it is over. */
  compliance: Compliance;
  today: LocalDate;
  /** The last day the month's hours may be reported: the same deadline its determination names. */
  deadline: LocalDate;
}

function isOver(month: YearMonth, today: LocalDate): boolean {
  return compareDates(lastDayOf(month), today) < 0;
}

/** The status as a report names it: a month that ended short is "not met", not "behind schedule". */
export function reportStatusLabel({ strings, month, compliance, today }: ReportStatusInput): string {
  if (compliance.complianceStatus === 'behind_schedule' && isOver(month, today)) return strings.notMetLabel;
  return strings.statusLabels[compliance.complianceStatus];
}

/** The status of a month in sentences, for the monthly report. */
export function reportStatusReason({
  strings,
  month,
  compliance,
  today,
  deadline,
}: ReportStatusInput): string {
  switch (compliance.complianceStatus) {
    case 'exempt':
      return strings.report.exemptOn(compliance.asOf);
    case 'not_required':
      return strings.reason.notRequired;
    case 'completed':
      return [
        strings.reason.logged(compliance.currentHours, compliance.requiredHours, month),
        strings.reason.met(month),
      ].join(' ');
    case 'on_track':
    case 'behind_schedule':
      if (isOver(month, today)) return strings.report.shortBy(compliance.hoursStillNeeded, month);
      return [
        strings.reason.logged(compliance.currentHours, compliance.requiredHours, month),
        strings.reason.stillDue(compliance.hoursStillNeeded, deadline),
      ].join(' ');
  }
}

/** The month's result as a label: `Met by pay`, `Not met`. */
export function resultLabel(strings: Strings, determination: MonthlyReport['determination']): string {
  const { route } = determination;
  return route === null
    ? strings.report.resultLabels[determination.determination]
    : strings.report.metBy[route];
}
