import { NOTICE_REMINDER_DAYS } from '@tracker/contracts/http/verifications';
import { addDays, daysBetween, type LocalDate } from '@tracker/contracts/rules/calendar';
import type { VerificationRule } from '@tracker/contracts/rules/profiles/profile';

/** 0 Sunday to 6 Saturday. */
function weekday(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/**
 * The last day to show compliance: the notice's receipt plus the profile's response days, moved to
 * the Monday after when it falls on a Saturday or Sunday, when no office is open to receive proof.
 */
export function respondByOf(
  receivedOn: LocalDate,
  rule: Pick<VerificationRule, 'noticeResponseDays'>,
): LocalDate {
  const end = addDays(receivedOn, rule.noticeResponseDays);
  const day = weekday(end);
  if (day === 6) return addDays(end, 2);
  if (day === 0) return addDays(end, 1);
  return end;
}

/** When a mailed notice is taken to arrive, when the state did not record it. */
export function receivedOnOf(sentOn: LocalDate, rule: Pick<VerificationRule, 'mailingDays'>): LocalDate {
  return addDays(sentOn, rule.mailingDays);
}

/**
 * The reminder due on `today` for a window ending `respondBy`: the smallest of `NOTICE_REMINDER_DAYS`
 * that the days left have reached, so a sweep that missed a day sends the nearer reminder rather than
 * a stale one; null once the window has ended or before the first reminder.
 */
export function reminderDue(respondBy: LocalDate, today: LocalDate): number | null {
  const daysLeft = daysBetween(today, respondBy);
  if (daysLeft < 0) return null;
  const reached = NOTICE_REMINDER_DAYS.filter((threshold) => daysLeft <= threshold);
  return reached.length === 0 ? null : Math.min(...reached);
}
