import type { ActivityType } from '@tracker/contracts/constants/activities';
import type { ComplianceStatus } from '@tracker/contracts/constants/compliance';
import type { Language } from '@tracker/contracts/constants/accounts';
import type { LocalDate, YearMonth } from '@tracker/contracts/rules/calendar';
import type { DeterminationStatus, MetRoute } from '@tracker/contracts/rules/determination';
import type { StateDataSource } from '@tracker/contracts/rules/state-data';

/** Every text this service writes for people, in one language. */
export interface Strings {
  language: Language;
  /** As it stands alone in a list: `November`, `Noviembre`. */
  monthName(month: number): string;
  /** `November 2026`, `noviembre de 2026`. */
  monthAndYear(month: YearMonth): string;
  /** `November 30, 2026`, `30 de noviembre de 2026`. */
  longDate(date: LocalDate): string;
  /** `Nov 02, 2026`, as dates are shown in lists. */
  shortDate(date: LocalDate): string;
  /** An instant with its time, as seen in `timeZone`. */
  dateTime(instant: Date, timeZone: string): string;
  /** The zone as people say it, with its identifier: `Central Time (America/Chicago)`. */
  timeZoneName(timeZone: string, at: Date): string;
  /** `12.5`, `12,5`. */
  number(value: number): string;
  typeLabels: Record<ActivityType, string>;
  statusLabels: Record<ComplianceStatus, string>;
  /** The label of behind_schedule once the month is over. */
  notMetLabel: string;
  /** A list read aloud: `a, b and c`, `a, b y c`. */
  list(items: readonly string[]): string;

  reason: {
    logged(logged: number, required: number, month: YearMonth): string;
    stillDue(remaining: number, deadline: LocalDate): string;
    met(month: YearMonth): string;
    exempt: string;
    notRequired: string;
    previousOpen(month: YearMonth, deadline: LocalDate): string;
    previousShort(month: YearMonth, missing: number, deadline: LocalDate): string;
  };

  report: {
    title: string;
    /** The heading of whose report it is, for which month, in which time zone. */
    aboutHeading: string;
    name: string;
    medicaidId: string;
    /** The id named by its last 4 characters only: `ending 1234`. */
    medicaidIdEnding(last4: string): string;
    month: string;
    timeZone: string;
    generated: string;
    /** The heading of the month's determination under the active rules. */
    resultHeading(month: YearMonth): string;
    result: string;
    /** The result as a label: `Not met`, `Exempt`. */
    resultLabels: Record<DeterminationStatus, string>;
    /** The result of a met month, naming how: `Met by pay`. */
    metBy: Record<MetRoute, string>;
    /** The label of the state's records that alone met or exempted the month. */
    verifiedFrom: string;
    /** Each state source's records, as that label's value: `State wage records`. */
    stateSources: Record<StateDataSource, string>;
    countedHours: string;
    countedOfRequired(counted: number, required: number): string;
    pay: string;
    /** `amount` and `threshold` already written as money. */
    payOfThreshold(amount: string, threshold: string): string;
    deadline: string;
    exemptionNames(count: number): string;
    activitiesHeading: string;
    columns: { date: string; type: string; hours: string; description: string; proof: string };
    /** An entry's proof: how many files are attached. */
    proofFiles(count: number): string;
    noProof: string;
    payHeading: string;
    payColumns: { date: string; amount: string; proof: string };
    noPay(month: YearMonth): string;
    noActivities(month: YearMonth): string;
    totalsHeading: string;
    totalsColumns: { type: string; activities: string; hours: string; counts: string };
    yes: string;
    no: string;
    countingHeading: string;
    allTypesCount(types: readonly string[]): string;
    someTypesCount(types: readonly string[]): string;
    typesExcluded(types: readonly string[]): string;
    notCounted(type: string): string;
    qualifyingTotal(counted: number, required: number, percent: number): string;
    allHours(total: number): string;
    exemptionsHeading: string;
    noExemptions: string;
    exemption(name: string, from: LocalDate | null, until: LocalDate | null, permanent: boolean): string;
    statusHeading: string;
    statusAsOf(label: string, asOf: LocalDate): string;
    exemptOn(asOf: LocalDate): string;
    shortBy(missing: number, month: YearMonth): string;
    reportableUntil(month: YearMonth, deadline: LocalDate): string;
    reportingClosed(month: YearMonth, deadline: LocalDate): string;
  };
}
