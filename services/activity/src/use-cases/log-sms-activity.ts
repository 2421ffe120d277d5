import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import type { NotificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import type { Knex } from 'knex';
import { insertActivity } from '../store/activities.js';
import { recordActivityLogged } from '../store/events.js';

/**
 * Logs the activity a text message reported, inside the inbox transaction. The message id is unique,
 * so the same text never logs two activities, even when it arrives as two different events.
 * Resolves with whether an activity was created.
 */
export async function logSmsActivity(
  trx: Knex.Transaction,
  event: EventEnvelope<NotificationSmsActivityReceivedV1>,
): Promise<boolean> {
  const { data } = event;
  const activity = await insertActivity(trx, {
    id: randomUUID(),
    userId: data.userId,
    type: data.type,
    description: data.description,
    hours: data.hours,
    date: data.date,
    source: 'sms',
    smsMessageSid: data.messageSid,
  });
  if (!activity) return false;
  await recordActivityLogged(trx, activity, event.correlationId);
  return true;
}
