import {
  compareDates,
  compareMonths,
  localDateIn,
  monthOf,
  parseIsoDate,
} from '@tracker/contracts/rules/calendar';
import type { Determination } from '@tracker/contracts/rules/determination';
import type { Knex } from 'knex';
import type { NotificationDeps } from '../deps.js';
import { claimReminder } from '../store/reminders.js';
import { deliverNotice } from './deliver-notice.js';
import { monthDetermination } from './month-determination.js';

type AnnounceDeps = Pick<
  NotificationDeps,
  'mailer' | 'sms' | 'appUrl' | 'logger' | 'settings' | 'nudgeTexts' | 'now'
>;

/**
 * Marks the month of `d` as told met, once per person and month, without telling: for a texted
 * activity or pay whose confirmation already says the month is met. Resolves true when this was the
 * first time.
 */
export async function claimMonthMet(trx: Knex, userId: string, d: Determination): Promise<boolean> {
  if (d.status !== 'met') return false;
  return claimReminder(trx, userId, 'month-met', d.month);
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
  input: { userId: string; date: string; eventId: string },
): Promise<void> {
  const today = localDateIn(deps.settings.timeZone, deps.now());
  const month = monthOf(parseIsoDate(input.date));
  if (compareMonths(month, monthOf(today)) > 0) return;
  const { user, determination: d } = await monthDetermination(trx, deps.settings, input.userId, month, today);
  if (user === null || user.isAdmin || d.status !== 'met') return;
  if (compareDates(today, d.deadline) > 0) return;
  if (!(await claimMonthMet(trx, input.userId, d))) return;
  await deliverNotice(deps, trx, {
    userId: input.userId,
    user,
    eventId: input.eventId,
    email: true,
    text: true,
    notice: { topic: 'month-met', month: d.month, route: d.route },
  });
}
