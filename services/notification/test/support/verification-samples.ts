import { NOTICE_REMINDER_DAYS, VERIFICATION_MONTHS_MAX } from '@tracker/contracts/http/verifications';
import type { MonthShortfall, Notice } from '../../src/domain/notice.js';

// Verification notices with the longest values they meet: the most months a request may name, across
// two years; the longest month names; amounts with cents; every count of days a reminder is sent at.

const requestId = '00000000-0000-4000-8000-0000000000aa';
const respondBy = '2027-09-30';

/** `count` months from July 2026 on, crossing into 2027. */
function monthsFrom(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const month = 6 + index;
    return `${2026 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
  });
}

const most = monthsFrom(VERIFICATION_MONTHS_MAX);
// A renewal period with the longest names it can have: September 2026 to February 2027.
const renewal = monthsFrom(8).slice(2);
const september = ['2026-09'];
const shortfall = (month: string): MonthShortfall => ({ month, hours: 79.75, incomeCents: 57_999 });

export const verificationNotices: Notice[] = [
  ...[september, monthsFrom(3), most].flatMap((months): Notice[] => [
    {
      topic: 'verification-asked',
      requestId,
      months,
      missing: months.map(shortfall),
      dueDate: respondBy,
    },
    {
      topic: 'verification-asked',
      requestId,
      months,
      missing: [shortfall(months.at(-1)!)],
      dueDate: respondBy,
    },
    {
      topic: 'verification-asked',
      requestId,
      months,
      missing: months.map((month) => ({ month, hours: null, incomeCents: null })),
      dueDate: respondBy,
    },
    // Months lacking different amounts, and one not determined yet.
    {
      topic: 'verification-asked',
      requestId,
      months,
      missing: months.map((month, index) =>
        index === 0
          ? { month, hours: null, incomeCents: null }
          : { month, hours: 0.25 * index, incomeCents: index % 2 === 0 ? null : 1_001 * index },
      ),
      dueDate: respondBy,
    },
    { topic: 'verification-asked', requestId, months, missing: [], dueDate: respondBy },
    { topic: 'verification-met', requestId, months, outcome: 'compliant' },
    { topic: 'verification-met', requestId, months, outcome: 'exempt' },
    { topic: 'verification-noncompliant', requestId, missingMonths: months },
    { topic: 'verification-notice', requestId, respondBy, missingMonths: months },
    ...[...NOTICE_REMINDER_DAYS, 2].map((daysLeft): Notice => ({
      topic: 'verification-reminder',
      requestId,
      daysLeft,
      respondBy,
      missingMonths: months,
    })),
  ]),
  // A renewal needing 1 or 2 of its months: the closest named with the longest amounts, or none known.
  ...[renewal, most].flatMap((months) =>
    [1, 2].flatMap((monthsToMeet): Notice[] => [
      {
        topic: 'verification-asked',
        requestId,
        months,
        missing: months.map(shortfall),
        monthsToMeet,
        dueDate: respondBy,
      },
      {
        topic: 'verification-asked',
        requestId,
        months,
        missing: months.map((month, index) => ({ month, hours: 79.75 - index, incomeCents: 57_999 - index })),
        monthsToMeet,
        dueDate: respondBy,
      },
      {
        topic: 'verification-asked',
        requestId,
        months,
        missing: months.map((month) => ({ month, hours: null, incomeCents: null })),
        monthsToMeet,
        dueDate: respondBy,
      },
      { topic: 'verification-notice', requestId, respondBy, missingMonths: months, monthsToMeet },
      // Months with a gap, named one by one.
      {
        topic: 'verification-notice',
        requestId,
        respondBy,
        missingMonths: months.filter((_, index) => index !== 1),
        monthsToMeet,
      },
      ...[...NOTICE_REMINDER_DAYS, 2].map((daysLeft): Notice => ({
        topic: 'verification-reminder',
        requestId,
        daysLeft,
        respondBy,
        missingMonths: months,
        monthsToMeet,
      })),
    ]),
  ),
  { topic: 'verification-noncompliant', requestId, missingMonths: [] },
  { topic: 'verification-notice', requestId, respondBy, missingMonths: [] },
  { topic: 'verification-hearing', requestId, requestedOn: '2026-09-30' },
];
