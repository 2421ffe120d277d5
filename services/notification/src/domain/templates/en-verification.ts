import { moneyWords } from '@tracker/contracts/rules/determination-words';
import { hoursNumber, longDate } from '../format.js';
import { buildLink } from '../links.js';
import { monthList, monthRange, monthSpan } from '../month-list.js';
import type { MonthShortfall, NoticeWording, VerificationNotice } from '../notice.js';
import {
  closestShortfalls,
  groupShortfalls,
  type KnownShortfall,
  monthsStillNeeded,
  type ShortfallGroup,
} from '../verification-notices.js';
import { productName } from '../product.js';
import { firstFitting } from '../sms/text-budget.js';

// The state's verification of a person's months, in English. A text names every month when it fits,
// else their count and span; what is missing and the link come out before the point does. When only
// some of the months must be met (a renewal), the words say how many, and what is missing is the
// month or months closest to being met rather than every month: the one thing to do, kept in a text
// before its link (the dashboard is named instead).

const stop = 'Reply STOP to opt out.';
const act = 'Log your hours or pay, or ask for an exemption, on your dashboard.';

type Of<T extends VerificationNotice['topic']> = Extract<VerificationNotice, { topic: T }>;

function hours(value: number): string {
  return `${hoursNumber(value, 'en')} ${value === 1 ? 'hour' : 'hours'}`;
}

/** `12 hours or $150 of pay`. */
function amount(group: ShortfallGroup): string {
  const pay = group.incomeCents === null ? '' : ` or ${moneyWords(group.incomeCents, 'en')} of pay`;
  return `${hours(group.hours)}${pay}`;
}

/** `12 hours or $150 of pay for October 2026`, `80 hours a month for July and August 2026`. */
function groupWords(group: ShortfallGroup): string {
  const each = group.months.length > 1 ? ' a month' : '';
  return `${amount(group)}${each} for ${monthList(group.months, 'en')}`;
}

/** What the months still lack, one sentence for each group of them. */
function shortfallSentences(missing: readonly MonthShortfall[]): string[] {
  const { known, unknown } = groupShortfalls(missing);
  return [
    ...known.map((group) => `Still needed: ${groupWords(group)}.`),
    ...(unknown.length > 0 ? [`Still needed: your hours or pay for ${monthList(unknown, 'en')}.`] : []),
  ];
}

/**
 * What is missing in a few words for a text: the amounts when all missing months lack the same (the
 * months left unnamed when they are all the months asked for), else the months not met yet when not
 * all of them are; null when neither says more than the months already named.
 */
function shortfallInBrief(notice: Of<'verification-asked'>): {
  amounts: string | null;
  months: string | null;
} {
  const { known, unknown } = groupShortfalls(notice.missing);
  const missing = notice.missing.map((item) => item.month);
  const everyMonth = new Set(missing).size === new Set(notice.months).size;
  const only = known.length === 1 && unknown.length === 0 ? known[0]! : null;
  return {
    amounts:
      only === null
        ? null
        : everyMonth
          ? `Still needed: ${amount(only)}${only.months.length > 1 ? ' a month' : ''}`
          : `Still needed: ${groupWords(only)}`,
    months: missing.length === 0 || everyMonth ? null : `Not met yet: ${monthList(missing, 'en')}`,
  };
}

/** `at least 1 of these months: May to October 2026`. */
function someOfThese(count: number, months: string): string {
  return `at least ${count} of these months: ${months}`;
}

/** `October 2026, 61 more hours or $580 of pay`. */
function closestWords(item: KnownShortfall): string {
  const pay = item.incomeCents === null ? '' : ` or ${moneyWords(item.incomeCents, 'en')} of pay`;
  return `${monthList([item.month], 'en')}, ${hoursNumber(item.hours, 'en')} more ${item.hours === 1 ? 'hour' : 'hours'}${pay}`;
}

/** `Closest: October 2026, 61 more hours or $580 of pay`, or null when no month's shortfall is known yet. */
function closestSentence(notice: Of<'verification-asked'>): string | null {
  const closest = closestShortfalls(notice.missing, monthsStillNeeded(notice));
  return closest.length === 0 ? null : `Closest: ${closest.map(closestWords).join('; ')}`;
}

/** Asked for some of the months: how many, and the months closest to being met. */
function askedForSome(notice: Of<'verification-asked'>, count: number, appUrl: string): NoticeWording {
  const range = monthRange(notice.months, 'en');
  const due = longDate(notice.dueDate, 'en');
  const closest = closestSentence(notice);
  const say = (months: string, lacking: string | null, link: boolean) =>
    `${productName}: the state needs to see your work in ${months}.${lacking === null ? '' : ` ${lacking}.`} Log hours or pay, or ask for an exemption, ${link ? `by ${due}: ${buildLink(appUrl, 'dashboard')}` : `on your dashboard by ${due}.`} ${stop}`;
  const these = someOfThese(count, range);
  const span = `at least ${count} of the ${monthSpan(notice.months, 'en')}`;
  return {
    title: `The state needs to see your work in at least ${count} ${count === 1 ? 'month' : 'months'} from ${range}`,
    paragraphs: [
      `The state needs to see that you met the work requirement in ${these}.`,
      ...(closest === null ? [] : [`${closest}.`]),
      `Log your hours or pay on your dashboard, or ask for an exemption if one applies to you, by ${due}.`,
    ],
    text: firstFitting(
      say(these, closest, true),
      say(span, closest, true),
      say(these, closest, false),
      say(span, closest, false),
      say(these, null, true),
      say(span, null, true),
      say(these, null, false),
      say(span, null, false),
    ),
  };
}

function asked(notice: Of<'verification-asked'>, appUrl: string): NoticeWording {
  if (notice.monthsToMeet !== undefined && notice.monthsToMeet < notice.months.length) {
    return askedForSome(notice, notice.monthsToMeet, appUrl);
  }
  const all = monthList(notice.months, 'en');
  const due = longDate(notice.dueDate, 'en');
  const brief = shortfallInBrief(notice);
  const say = (months: string, lacking: string | null) =>
    `${productName}: the state needs to check your work for ${months}.${lacking === null ? '' : ` ${lacking}.`} Log hours or pay, or ask for an exemption, by ${due}: ${buildLink(appUrl, 'dashboard')} ${stop}`;
  return {
    title: `The state needs to check your work for ${all}`,
    paragraphs: [
      `The state needs to check that you met the work requirement in ${all}.`,
      ...shortfallSentences(notice.missing),
      `Log your hours or pay on your dashboard, or ask for an exemption if one applies to you, by ${due}.`,
    ],
    text: firstFitting(
      say(all, brief.amounts ?? brief.months),
      say(all, brief.months),
      say(monthSpan(notice.months, 'en'), brief.amounts ?? brief.months),
      say(monthSpan(notice.months, 'en'), brief.months),
      say(all, null),
      say(monthSpan(notice.months, 'en'), null),
      `${productName}: the state needs to check your work for ${monthSpan(notice.months, 'en')}. Log hours or pay, or ask for an exemption, on your dashboard by ${due}. ${stop}`,
    ),
  };
}

function met(notice: Of<'verification-met'>): NoticeWording {
  const months = monthList(notice.months, 'en');
  const outcome =
    notice.outcome === 'exempt'
      ? 'You are exempt from the work requirement'
      : 'You meet the work requirement';
  const say = (names: string) =>
    `${productName}: good news, the state's check of ${names} is done. ${outcome}; nothing more to do. ${stop}`;
  return {
    title: `Good news: the state's check of ${months} is done`,
    paragraphs: [`The state's check of ${months} is done.`, `${outcome}; nothing more to do.`],
    text: firstFitting(say(months), say(monthSpan(notice.months, 'en')), say('your months')),
  };
}

function noncompliant(notice: Of<'verification-noncompliant'>, appUrl: string): NoticeWording {
  const months = notice.missingMonths.length > 0 ? monthList(notice.missingMonths, 'en') : null;
  const found = (names: string | null) =>
    names === null
      ? 'the state found the work requirement not met.'
      : `the state found the work requirement not met for ${names}.`;
  const say = (names: string | null) =>
    `${productName}: ${found(names)} Your coverage may end. You have the right to ask for a fair hearing at ${buildLink(appUrl, 'dashboard')} or by calling the state. ${stop}`;
  const span = notice.missingMonths.length > 0 ? monthSpan(notice.missingMonths, 'en') : null;
  return {
    title: 'Your Medicaid coverage may end: you can ask for a fair hearing',
    paragraphs: [
      months === null
        ? 'The state found that the work requirement was not met.'
        : `The state found that the work requirement was not met for ${months}.`,
      'Your Medicaid coverage may end.',
      'You have the right to a fair hearing. To ask for one, use the "Ask for a hearing" button on your dashboard, or call the state.',
    ],
    text: firstFitting(
      say(months),
      say(span),
      say(null),
      `${productName}: ${found(null)} Your coverage may end. You have the right to ask for a fair hearing on your dashboard or by calling the state. ${stop}`,
    ),
  };
}

/** Months named one by one (or as a run) for the app and e-mail, or by their count and span for a short text. */
type Naming = 'names' | 'span';

/**
 * `to show work for May and June 2026` (`for 6 months from May to October 2026`); when only some of
 * the months must be met, `for at least 1 of these months: May to October 2026` (`for at least 1 of
 * the 6 months from May to October 2026`).
 */
function toShow(notice: { missingMonths: readonly string[]; monthsToMeet?: number }, naming: Naming): string {
  const months = notice.missingMonths;
  if (months.length === 0) return 'to show your work';
  const count = notice.monthsToMeet;
  if (count === undefined || count >= months.length) {
    return `to show work for ${naming === 'names' ? monthList(months, 'en') : monthSpan(months, 'en')}`;
  }
  return naming === 'names'
    ? `to show work for ${someOfThese(count, monthRange(months, 'en'))}`
    : `to show work for at least ${count} of the ${monthSpan(months, 'en')}`;
}

function noticeRecorded(notice: Of<'verification-notice'>, appUrl: string): NoticeWording {
  const until = longDate(notice.respondBy, 'en');
  const say = (naming: Naming, link: boolean) =>
    `${productName}: the state sent you a notice. You have until ${until} ${toShow(notice, naming)}. Coverage continues meanwhile.${link ? ` ${buildLink(appUrl, 'dashboard')}` : ''} ${stop}`;
  return {
    title: `The state sent you a notice: you have until ${until}`,
    paragraphs: [
      'The state sent you a notice about the work requirement.',
      `You have until ${until} ${toShow(notice, 'names')}.`,
      `Your coverage continues meanwhile. ${act}`,
    ],
    text: firstFitting(say('names', true), say('span', true), say('span', false)),
  };
}

function reminder(notice: Of<'verification-reminder'>, appUrl: string): NoticeWording {
  const until = longDate(notice.respondBy, 'en');
  const lastDay = notice.daysLeft === 1;
  const lead = (naming: Naming) =>
    lastDay
      ? `last day tomorrow (${until}) ${toShow(notice, naming)}`
      : `${notice.daysLeft} days left (until ${until}) ${toShow(notice, naming)}`;
  const say = (naming: Naming, link: boolean) =>
    `${productName}: ${lead(naming)}.${link ? ` ${buildLink(appUrl, 'dashboard')}` : ''} ${stop}`;
  return {
    title: lastDay
      ? `Last day tomorrow ${toShow(notice, 'names')}`
      : `${notice.daysLeft} days left ${toShow(notice, 'names')}`,
    paragraphs: [
      lastDay
        ? `Tomorrow, ${until}, is the last day ${toShow(notice, 'names')}.`
        : `You have ${notice.daysLeft} days left, until ${until}, ${toShow(notice, 'names')}.`,
      `Your coverage continues meanwhile. ${act}`,
    ],
    text: firstFitting(say('names', true), say('span', true), say('span', false)),
  };
}

/** A verification notice in English; `appUrl` starts the link a text carries. */
export function writeVerificationEn(notice: VerificationNotice, appUrl: string): NoticeWording {
  switch (notice.topic) {
    case 'verification-asked':
      return asked(notice, appUrl);
    case 'verification-met':
      return met(notice);
    case 'verification-noncompliant':
      return noncompliant(notice, appUrl);
    case 'verification-notice':
      return noticeRecorded(notice, appUrl);
    case 'verification-reminder':
      return reminder(notice, appUrl);
    case 'verification-hearing':
      return {
        title: 'Your request for a fair hearing was received',
        paragraphs: [
          `Your request for a fair hearing, made on ${longDate(notice.requestedOn, 'en')}, was received.`,
          'The state will contact you about it.',
        ],
        // Confirms what the person just did on the web: the app and e-mail are enough.
        text: null,
      };
  }
}
