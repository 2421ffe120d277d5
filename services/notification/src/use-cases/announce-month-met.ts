import {
  compareDates,
  compareMonths,
  localDateIn,
  monthOf,
  parseIsoDate,
} from '@tracker/contracts/rules/calendar';
import type { MonthMetChannel } from '@tracker/contracts/events/notification-month-met-v1';
import type { Knex } from 'knex';
import type { NotificationDeps } from '../deps.js';
import { deliverNotice } from './deliver-notice.js';
import { claimMonthMet } from './shared/claim-month-met.js';
import { monthDetermination } from './shared/month-determination.js';

type AnnounceDeps = Pick<
  NotificationDeps,
  'mailer' | 'sms' | 'appUrl' | 'logger' | 'settings' | 'nudgeTexts' | 'now'
>;

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
