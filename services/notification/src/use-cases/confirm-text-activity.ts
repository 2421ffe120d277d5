import type { ActivityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { parseIsoDate } from '@tracker/contracts/rules/calendar';
import type { Knex } from 'knex';
import type { NotificationDeps } from '../deps.js';
import { markTextLogged } from '../store/text-messages.js';
import { findUser } from '../store/users.js';
import { deliverNotice } from './deliver-notice.js';
import { monthStanding } from './month-standing.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An activity texted in is logged: the text is marked processed, and the person gets an in-app
 * notification and a confirmation text with the month's total, to the number on their account only
 * while they have confirmed it and it has not opted out (`deliverNotice`). The event's correlation id
 * is the text's id, carried over by the activity service.
 */
export async function confirmTextActivity(
  deps: Pick<NotificationDeps, 'mailer' | 'sms' | 'appUrl' | 'logger' | 'settings'>,
  trx: Knex.Transaction,
  event: EventEnvelope<ActivityLoggedV1>,
): Promise<void> {
  const { data } = event;
  if (uuidPattern.test(event.correlationId)) {
    await markTextLogged(trx, event.correlationId, data.userId, data.activityId);
  }
  const user = await findUser(trx, data.userId);
  // The total is of the activity's month, which counts this activity already.
  const standing = await monthStanding(trx, deps.settings, data.userId, user, parseIsoDate(data.date));
  await deliverNotice(deps, trx, {
    userId: data.userId,
    user,
    eventId: event.id,
    email: false,
    text: true,
    notice: {
      topic: 'sms-activity',
      type: data.type,
      hours: data.hours,
      date: data.date,
      monthHours: standing.currentHours,
      requiredHours: standing.requiredHours,
    },
  });
}
