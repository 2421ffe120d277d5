import {
  LATE_ENTRY_REASON_MAX_LENGTH,
  LATE_ENTRY_REASON_MIN_LENGTH,
} from '@tracker/contracts/constants/activities';
import {
  formatIsoDate,
  type LocalDate,
  parseIsoDate,
  type YearMonth,
} from '@tracker/contracts/rules/calendar';
import { type EntryDateProblem, entryDateProblem, entryWindow } from '@tracker/contracts/rules/entry-window';
import i18n from 'i18next';
import type { FieldValues, Resolver } from 'react-hook-form';
import en from '../locales/en/entry-window.json';
import esMessages from '../locales/es/entry-window-messages.json';
import es from '../locales/es/entry-window.json';
import { addMessages, addTranslations, translateMessage } from './i18n';

export { useReportingDay } from './rules';

// The days an activity or a pay record may be dated on (`rules/entry-window`), for the forms: the
// date input's `min` and `max`, the hint that says what an entry may cover, and the check before
// sending, in the words the server uses (English as the server says it, and Spanish). The server
// judges every write by the same rule; the forms only spare a round trip.

addTranslations('entryWindow', { en, es });
// The rule's refusals read the same in every form that dates an entry: activities and pay.
addMessages(esMessages);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the person's own calendar, `YYYY-MM-DD`: what the server takes as today in their zone. */
export function localToday(now = new Date()): string {
  return formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/** The browser's IANA zone, sent with every write so the server's "today" is the person's. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * `path` with the browser's zone as `?timezone=`: the server judges a record's date as of today
 * where the person is.
 */
export function withTimeZone(path: string): string {
  return `${path}?${new URLSearchParams({ timezone: browserTimeZone() }).toString()}`;
}

/** The date input's bounds: the first day of the earliest open month, and today. */
export function entryDateBounds(today: string, reportingDay: number): { min: string; max: string } {
  const window = entryWindow(parseIsoDate(today), reportingDay);
  return { min: formatIsoDate(window.earliest), max: formatIsoDate(window.latest) };
}

function localeOf(language: string): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

function asUtc(date: LocalDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

function monthName(month: YearMonth, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(asUtc({ ...month, day: 1 }));
}

function dayName(date: LocalDate, language: string, month: 'long' | 'short'): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    month,
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(asUtc(date));
}

/** A problem in the person's language; in English, word for word the server's field error. */
export function entryDateProblemMessage(problem: EntryDateProblem, language = i18n.language): string {
  if (problem.kind === 'future') return i18n.t('future', { ns: 'entryWindow', lng: language });
  return i18n.t('closed', {
    ns: 'entryWindow',
    lng: language,
    month: monthName(problem.month, language),
    deadline: dayName(problem.deadline, language, 'long'),
  });
}

/** Why `date` cannot be given to an entry today; undefined when it can, or when it is no date at all. */
export function entryDateProblemOf(
  date: string,
  today: string,
  reportingDay: number,
): EntryDateProblem | null {
  if (!ISO_DATE.test(date)) return null;
  return entryDateProblem(parseIsoDate(date), parseIsoDate(today), reportingDay);
}

/** "An entry can add up several days, like a week of shifts. You can date it from Nov 1, 2026 to today." */
export function entryDateHint(today: string, reportingDay: number, language = i18n.language): string {
  const from = entryWindow(parseIsoDate(today), reportingDay).earliest;
  return i18n.t('hint', { ns: 'entryWindow', lng: language, from: dayName(from, language, 'short') });
}

/** The late-entry reason's problem, in the person's language; undefined when it will do. */
export function lateEntryReasonProblem(
  reason: string | undefined,
  language = i18n.language,
): string | undefined {
  const text = reason?.trim() ?? '';
  const t = (key: string, count?: number) => i18n.t(key, { ns: 'entryWindow', lng: language, count });
  if (text === '') return t('reasonRequired');
  if (text.length < LATE_ENTRY_REASON_MIN_LENGTH) return t('reasonTooShort', LATE_ENTRY_REASON_MIN_LENGTH);
  if (text.length > LATE_ENTRY_REASON_MAX_LENGTH) return t('reasonTooLong', LATE_ENTRY_REASON_MAX_LENGTH);
  return undefined;
}

/** What a form needs to judge a date before sending it. */
export interface EntryWindowCheck {
  /** Today where the person is, `YYYY-MM-DD`. */
  today: string;
  reportingDay: number;
  /** An administrator acting for the enrollee: a closed month asks for a reason instead of refusing. */
  mayEnterLate: boolean;
  /** For an edit, the date the record has now: changing a record of a closed month changes that month. */
  currentDate?: string;
}

/**
 * The month an entry would change although it is closed: the record's current month, else the one
 * the new date lies in; undefined when neither is closed.
 */
export function closedMonthOf(date: string, check: EntryWindowCheck): string | undefined {
  for (const candidate of [check.currentDate, date]) {
    if (candidate !== undefined && isInClosedMonth(candidate, check.today, check.reportingDay))
      return candidate;
  }
  return undefined;
}

/**
 * The form's verdict on a date (and, for staff writing into a closed month, on their reason): the
 * message to show on `date` or on `lateEntryReason`, or nothing when the entry may be sent.
 */
export function judgeEntryDate(
  date: string,
  reason: string | undefined,
  check: EntryWindowCheck,
  language = i18n.language,
): { field: 'date' | 'lateEntryReason'; message: string } | undefined {
  const problem = entryDateProblemOf(date, check.today, check.reportingDay);
  if (problem?.kind === 'future')
    return { field: 'date', message: entryDateProblemMessage(problem, language) };
  const closedDate = closedMonthOf(date, check);
  if (closedDate === undefined) return undefined;
  if (check.mayEnterLate) {
    const message = lateEntryReasonProblem(reason, language);
    return message === undefined ? undefined : { field: 'lateEntryReason', message };
  }
  const closed = entryDateProblemOf(closedDate, check.today, check.reportingDay);
  return closed ? { field: 'date', message: entryDateProblemMessage(closed, language) } : undefined;
}

/**
 * `resolver` (the contract's check) and then the entry window on the form's date field (`date`, or
 * the one `dateField` names, like the pay form's `payDate`), so a date the server would refuse is
 * refused before sending, with the same words. For staff writing into a closed month, the
 * `lateEntryReason` field must hold a reason instead. `check` is read at each validation, so today
 * and the session are current.
 */
export function withEntryWindow<
  TValues extends FieldValues & { lateEntryReason?: string },
  TOutput,
  TDateField extends keyof TValues & string = 'date',
>(
  resolver: Resolver<TValues, unknown, TOutput>,
  check: () => EntryWindowCheck,
  dateField: TDateField = 'date' as TDateField,
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const date: unknown = values[dateField];
    const verdict = judgeEntryDate(typeof date === 'string' ? date : '', values.lateEntryReason, check());
    const field = verdict?.field === 'date' ? dateField : verdict?.field;
    if (!verdict || field === undefined || result.errors[field]) return result;
    return {
      values: {},
      errors: { ...result.errors, [field]: { type: 'entryWindow', message: verdict.message } },
    } as Awaited<ReturnType<Resolver<TValues, unknown, TOutput>>>;
  };
}

/**
 * A server message about an entry in the person's language. The server refuses a date in the words
 * of `entryDateProblemMessage` in English, naming the month and its deadline, so a message that is
 * word for word that sentence for one of `dates` (the new date, or for an edit the one the record
 * has now) is said again in the person's language; any other goes through the shared translations.
 */
export function entryWindowMessage(
  message: string,
  dates: readonly (string | undefined)[],
  check: Pick<EntryWindowCheck, 'today' | 'reportingDay'>,
  language = i18n.language,
): string {
  for (const date of dates) {
    const problem = date === undefined ? null : entryDateProblemOf(date, check.today, check.reportingDay);
    if (problem && entryDateProblemMessage(problem, 'en') === message)
      return entryDateProblemMessage(problem, language);
  }
  return translateMessage(message);
}

/** Whether `date` lies in a closed month (so staff must give a reason to use it). */
export function isInClosedMonth(date: string, today: string, reportingDay: number): boolean {
  return entryDateProblemOf(date, today, reportingDay)?.kind === 'closed';
}

/** "October 2026", for the late-entry hint. */
export function monthOfDate(date: string, language = i18n.language): string {
  const { year, month } = parseIsoDate(date);
  return monthName({ year, month }, language);
}
