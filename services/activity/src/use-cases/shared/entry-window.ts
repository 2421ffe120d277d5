import { parseIsoDate } from '@tracker/contracts/rules/calendar';
import {
  type EntryDateProblem,
  entryDateMessage,
  entryDateProblem,
} from '@tracker/contracts/rules/entry-window';
import type { Caller } from '../../domain/access.js';
import type { ActivityDeps } from '../../deps.js';
import { entryDateRefused, lateEntryReasonRequired } from '../../errors.js';

// Every write of an activity or a pay record is judged by the entry window of `rules/entry-window`:
// no date after today, and nothing written in a month whose reporting deadline passed, since that
// month's determination is final. State staff acting for the enrollee may still write there, with a
// reason the audit trail keeps. Only writes through the API are judged: records already stored stay,
// and a texted activity is dated the day it was texted.

/** What a write is judged as of: today where the enrollee is, and the reason staff gave, if any. */
export interface EntryWriteContext {
  /** `YYYY-MM-DD`, in the zone the request names or the service's. */
  today: string;
  lateEntryReason?: string;
}

/** The dates a write touches. */
export interface DatedWrite {
  /** The field that holds the record's date: `date` for an activity, `payDate` for pay. */
  field: 'date' | 'payDate';
  /** The record's date before the write; absent for a create. */
  before?: string;
  /** The date the write gives the record; absent for a delete. */
  after?: string;
}

/**
 * Refuses a write the entry window does not allow, with the rule's message on the date's field: a
 * date after today (for anyone), or a write that changes a closed month, by a record now dated in it
 * or moved into it. An administrator impersonating the enrollee may make the latter with a reason;
 * without one the answer asks for it. Returns the reason the audit keeps for such a late entry, and
 * undefined for a write inside the window (a reason sent with it is not needed and not kept).
 */
export function judgeEntryWrite(
  deps: Pick<ActivityDeps, 'reportingDay'>,
  caller: Caller,
  write: DatedWrite,
  context: EntryWriteContext,
): string | undefined {
  const today = parseIsoDate(context.today);
  const problemOf = (date: string | undefined): EntryDateProblem | null =>
    date === undefined ? null : entryDateProblem(parseIsoDate(date), today, deps.reportingDay);

  const after = problemOf(write.after);
  if (after?.kind === 'future') throw entryDateRefused(write.field, entryDateMessage(after));
  // A record stored before this rule may be dated after today: changing it closes nothing.
  const before = problemOf(write.before);
  const closed = [before, after].find((problem) => problem?.kind === 'closed');
  if (!closed) return undefined;
  if (caller.actorId === undefined) throw entryDateRefused(write.field, entryDateMessage(closed));
  if (context.lateEntryReason === undefined) throw lateEntryReasonRequired();
  return context.lateEntryReason;
}
