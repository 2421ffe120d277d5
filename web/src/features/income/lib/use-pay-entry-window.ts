import { useRef } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth';
import {
  closedMonthOf,
  entryDateBounds,
  type EntryWindowCheck,
  entryWindowMessage,
  localToday,
  monthOfDate,
} from '../../../lib/entry-window';

/**
 * The entry window as the pay form uses it, the same as the activity forms': the pay date input's
 * bounds and the check the form's resolver reads (through `check.current`, so it is current at each
 * validation). State staff acting for the enrollee get no lower bound: a closed month asks them for a
 * reason instead. `currentDate` is an edited record's pay date now.
 */
export function usePayEntryWindow(reportingDay: number, currentDate?: string) {
  const { user } = useCurrentUser();
  const today = localToday();
  const mayEnterLate = user?.isImpersonating === true;
  const current: EntryWindowCheck = { today, reportingDay, mayEnterLate, currentDate };
  const check = useRef(current);
  check.current = current;
  const bounds = entryDateBounds(today, reportingDay);
  return { check, earliest: bounds.min, min: mayEnterLate ? undefined : bounds.min, max: bounds.max };
}

/**
 * The closed month the reason field names when state staff's pay record would change one (by its
 * new pay date, or for an edit by the one it has now); undefined otherwise, and no reason is asked.
 */
export function payLateEntryMonth(payDate: string, check: EntryWindowCheck): string | undefined {
  if (!check.mayEnterLate) return undefined;
  const closed = closedMonthOf(payDate, check);
  return closed === undefined ? undefined : monthOfDate(closed);
}

/**
 * Why the server refused a write to the pay record dated `payDate`, in the person's language (the
 * closed-month sentence said again for that month), or `fallback` when it gave no reason.
 */
export function payServerMessage(
  error: unknown,
  fallback: string,
  payDates: readonly (string | undefined)[],
  check: Pick<EntryWindowCheck, 'today' | 'reportingDay'>,
): string {
  if (!isApiError(error) || typeof error.body.message !== 'string' || !error.body.message.trim())
    return fallback;
  return entryWindowMessage(error.body.message, payDates, check);
}
