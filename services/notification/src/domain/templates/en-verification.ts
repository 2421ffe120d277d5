import { moneyWords } from '@tracker/contracts/rules/determination-words';
import { hoursNumber, longDate } from '../format.js';
import { buildLink } from '../links.js';
import { monthList, monthSpan } from '../month-list.js';
import type { MonthShortfall, NoticeWording, VerificationNotice } from '../notice.js';
import { groupShortfalls, type ShortfallGroup } from '../verification-notices.js';
import { productName } from '../product.js';
import { firstFitting } from '../sms/text-budget.js';

// The state's verification of a person's months, in English. A text names every month when it fits,
// else their count and span; what is missing and the link come out before the point does.

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

function asked(notice: Of<'verification-asked'>, appUrl: string): NoticeWording {
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

function toShow(months: readonly string[], names: (months: readonly string[]) => string): string {
  return months.length > 0 ? `to show work for ${names(months)}` : 'to show your work';
}

function noticeRecorded(notice: Of<'verification-notice'>, appUrl: string): NoticeWording {
  const until = longDate(notice.respondBy, 'en');
  const say = (names: (months: readonly string[]) => string, link: boolean) =>
    `${productName}: the state sent you a notice. You have until ${until} ${toShow(notice.missingMonths, names)}. Coverage continues meanwhile.${link ? ` ${buildLink(appUrl, 'dashboard')}` : ''} ${stop}`;
  const list = (months: readonly string[]) => monthList(months, 'en');
  const span = (months: readonly string[]) => monthSpan(months, 'en');
  return {
    title: `The state sent you a notice: you have until ${until}`,
    paragraphs: [
      'The state sent you a notice about the work requirement.',
      `You have until ${until} ${toShow(notice.missingMonths, list)}.`,
      `Your coverage continues meanwhile. ${act}`,
    ],
    text: firstFitting(say(list, true), say(span, true), say(span, false)),
  };
}

function reminder(notice: Of<'verification-reminder'>, appUrl: string): NoticeWording {
  const until = longDate(notice.respondBy, 'en');
  const lastDay = notice.daysLeft === 1;
  const list = (months: readonly string[]) => monthList(months, 'en');
  const span = (months: readonly string[]) => monthSpan(months, 'en');
  const lead = (names: (months: readonly string[]) => string) =>
    lastDay
      ? `last day tomorrow (${until}) ${toShow(notice.missingMonths, names)}`
      : `${notice.daysLeft} days left (until ${until}) ${toShow(notice.missingMonths, names)}`;
  const say = (names: (months: readonly string[]) => string, link: boolean) =>
    `${productName}: ${lead(names)}.${link ? ` ${buildLink(appUrl, 'dashboard')}` : ''} ${stop}`;
  return {
    title: lastDay
      ? `Last day tomorrow ${toShow(notice.missingMonths, list)}`
      : `${notice.daysLeft} days left ${toShow(notice.missingMonths, list)}`,
    paragraphs: [
      lastDay
        ? `Tomorrow, ${until}, is the last day ${toShow(notice.missingMonths, list)}.`
        : `You have ${notice.daysLeft} days left, until ${until}, ${toShow(notice.missingMonths, list)}.`,
      `Your coverage continues meanwhile. ${act}`,
    ],
    text: firstFitting(say(list, true), say(span, true), say(span, false)),
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
