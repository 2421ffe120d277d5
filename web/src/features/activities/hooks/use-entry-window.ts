import { useRef } from 'react';
import { useCurrentUser } from '../../../lib/auth';
import {
  entryDateBounds,
  entryDateHint,
  type EntryWindowCheck,
  closedMonthOf,
  localToday,
  monthOfDate,
  useReportingDay,
} from '../../../lib/entry-window';
import type { ActivityDateWindow } from '../components/activity-fields';

/**
 * The entry window as the activity forms use it: the date input's bounds and hint, and the check the
 * form's resolver reads (through `check.current`, so it is current at each validation). State staff
 * acting for the enrollee get no lower bound: a closed month asks them for a reason instead.
 */
export function useActivityEntryWindow() {
  const { user } = useCurrentUser();
  const reportingDay = useReportingDay();
  const today = localToday();
  const mayEnterLate = user?.isImpersonating === true;
  const current: EntryWindowCheck = { today, reportingDay, mayEnterLate };
  const check = useRef(current);
  check.current = current;
  const bounds = entryDateBounds(today, reportingDay);
  const dateWindow: ActivityDateWindow = {
    min: mayEnterLate ? undefined : bounds.min,
    max: bounds.max,
    hint: entryDateHint(today, reportingDay),
  };
  return { check, dateWindow };
}

/**
 * The closed month the reason field names when state staff's entry would change one (by its new
 * date, or for an edit by the date it has now); undefined otherwise, and no reason field is shown.
 */
export function lateEntryMonth(
  date: string,
  check: EntryWindowCheck,
  currentDate?: string,
): string | undefined {
  if (!check.mayEnterLate) return undefined;
  const closed = closedMonthOf(date, { ...check, currentDate });
  return closed === undefined ? undefined : monthOfDate(closed);
}
