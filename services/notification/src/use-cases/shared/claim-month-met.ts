import type { MonthMetChannel } from '@tracker/contracts/events/notification-month-met-v1';
import type { Determination } from '@tracker/contracts/rules/determination';
import type { Knex } from 'knex';
import { recordMonthMet } from '../../store/events.js';
import { claimReminder } from '../../store/reminders.js';
import type { UserRecord } from '../../store/users.js';

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
