import { reportingMonthsDeterminedV1 } from '@tracker/contracts/events/reporting-months-determined-v1';
import {
  unknownMonth,
  type VerificationMonth,
  verificationMonthOf,
} from '@tracker/contracts/http/verifications';
import { compareMonths, monthOf, parseYearMonth, type YearMonth } from '@tracker/contracts/rules/calendar';
import { precedingPayMonths } from '@tracker/contracts/rules/profiles/person-profile';
import { recordEvent } from '@tracker/kit/messaging/outbox';
import type { Knex } from 'knex';
import type { ReportingDeps } from '../deps.js';
import { sameAnswer } from '../domain/verification-month.js';
import { readMonthRangeSnapshot } from '../store/month-range-snapshot.js';
import { listWatchedMonths, recordAnswers } from '../store/watched-months.js';
import { PRODUCER } from './shared/audit-read.js';
import { todayIn } from '../domain/today.js';
import { rangeDeterminations } from '../domain/month-determination.js';

export type WatchDeps = Pick<ReportingDeps, 'settings' | 'now'>;

/**
 * Determines the person's watched months again, as the dashboard determines them (the current month
 * judged today, a past one on its last day, in the default time zone: the state asks about calendar
 * months, not about a browser's), and publishes, inside the caller's transaction, one
 * `reporting.months-determined` with the months whose answer changed since the last one published,
 * and `alwaysAnswer` months whatever their answer (a new request waits for one). A person without
 * watched months costs one index lookup. Returns whether an event was recorded.
 */
export async function determineWatchedMonths(
  trx: Knex.Transaction,
  deps: WatchDeps,
  userId: string,
  options: { alwaysAnswer?: readonly string[]; correlationId?: string } = {},
): Promise<boolean> {
  const watched = await listWatchedMonths(trx, userId);
  if (watched.length === 0) return false;

  const { settings } = deps;
  const today = todayIn(settings.defaultTimeZone, deps.now());
  const current = monthOf(today);
  const begun = watched
    .map((row) => parseYearMonth(row.month))
    .filter((month) => compareMonths(month, current) <= 0);
  const determined = new Map<string, VerificationMonth>();
  if (begun.length > 0) {
    // Watched months are listed oldest first: one read covers them all.
    const from = begun[0] as YearMonth;
    const to = begun.at(-1) as YearMonth;
    const snapshot = await readMonthRangeSnapshot(
      trx,
      userId,
      from,
      to,
      precedingPayMonths(settings.profile),
    );
    for (const d of rangeDeterminations(snapshot, today, settings)) {
      determined.set(d.month, verificationMonthOf(d));
    }
  }

  const always = new Set(options.alwaysAnswer ?? []);
  const answers = watched
    .map((row) => ({ row, answer: determined.get(row.month) ?? unknownMonth(row.month) }))
    .filter(({ row, answer }) => always.has(row.month) || !sameAnswer(row.lastAnswer, answer))
    .map(({ answer }) => answer);
  if (answers.length === 0) return false;

  await recordAnswers(trx, userId, answers);
  await recordEvent(trx, {
    producer: PRODUCER,
    def: reportingMonthsDeterminedV1,
    subjectId: userId,
    data: { userId, months: answers },
    correlationId: options.correlationId,
  });
  return true;
}
