import {
  compareDates,
  compareMonths,
  localDateIn,
  monthOf,
  parseIsoDate,
} from '@tracker/contracts/rules/calendar';
import type { MonthMetChannel } from '@tracker/contracts/events/notification-month-met-v1';
import type { Determination } from '@tracker/contracts/rules/determination';
import type { Knex } from 'knex';
import type { NotificationDeps } from '../deps.js';
import { recordMonthMet } from '../store/events.js';
import { claimReminder } from '../store/reminders.js';
import type { UserRecord } from '../store/users.js';
import { deliverNotice } from './deliver-notice.js';
import { monthDetermination } from './month-determination.js';

type AnnounceDeps = Pick<
  NotificationDeps,
  'mailer' | 'sms' | 'appUrl' | 'logger' | 'settings' | 'nudgeTexts' | 'now'
>;

/** Who met the month, and what met it: `channel` is how that record came in. */
export interface MonthMetClaim {
  userId: string;
  user: Pick<UserRecord, 'isAdmin'> | null;
  d: Determination;
  channel: MonthMetChannel;
  /** The event that brought the record in. */
  eventId: string;
}

/**
 * Marks the month of `d` as told met, once per person and month, without telling: for a texted
 * activity or pay whose confirmation already says the month is met. Resolves true when this was the
 * first time, and then publishes `notification.month-met` in the same transaction, so the usage funnel
 * counts met months by the very decision that tells people, on the web and by text alike. Staff (and
 * an account already gone) are not announced: they are not part of the funnel.
 */
export async function claimMonthMet(trx: Knex.Transaction, claim: MonthMetClaim): Promise<boolean> {
  const { userId, user, d } = claim;
  if (d.status !== 'met') return false;
  if (!(await claimReminder(trx, userId, 'month-met', d.month))) return false;
  if (user !== null && !user.isAdmin) {
    await recordMonthMet(trx, claim.eventId, { userId, month: d.month, channel: claim.channel });
  }
  return true;
}

/**
 * After hours or pay dated `date` were kept, tells the person once that the month is met, in the app,
 * by e-mail and by text, when its determination (judged today, as the dashboard judges it) has just
 * turned met. Not for a month that has not started, nor for one whose reporting deadline has passed
 * (nothing is left to do either way), nor for staff. Claimed in the same transaction as the records
 * that met it, so two events arriving together tell it once, and a month that falls short again and
 * is met again is not told twice.
 */
export async function announceMonthMet(
  deps: AnnounceDeps,
  trx: Knex.Transaction,
  input: { userId: string; date: string; eventId: string; channel: MonthMetChannel },
): Promise<void> {
  const today = localDateIn(deps.settings.timeZone, deps.now());
  const month = monthOf(parseIsoDate(input.date));
  if (compareMonths(month, monthOf(today)) > 0) return;
  const { user, determination: d } = await monthDetermination(trx, deps.settings, input.userId, month, today);
  if (user === null || user.isAdmin || d.status !== 'met') return;
  if (compareDates(today, d.deadline) > 0) return;
  const claim = { userId: input.userId, user, d, channel: input.channel, eventId: input.eventId };
  if (!(await claimMonthMet(trx, claim))) return;
  await deliverNotice(deps, trx, {
    userId: input.userId,
    user,
    eventId: input.eventId,
    email: true,
    text: true,
    notice: { topic: 'month-met', month: d.month, route: d.route },
  });
}
