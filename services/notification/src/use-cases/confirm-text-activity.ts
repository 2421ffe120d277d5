import { DEFAULT_REQUIRED_MONTHLY_HOURS } from '@tracker/contracts/constants';
import type { ActivityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { parseIsoDate } from '@tracker/contracts/rules/calendar';
import { evaluateCompliance } from '@tracker/contracts/rules/compliance';
import type { Knex } from 'knex';
import type { NotificationDeps } from '../deps.js';
import { type ActivityCopy, keepTextedActivity, monthHoursWith } from '../store/activities.js';
import { deliverNotice } from './deliver-notice.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An activity texted in is logged: in one statement the activity is kept, the text is marked processed,
 * and what the confirmation needs is read; then the person gets an in-app notification and a
 * confirmation text with the month's total, written together in a second statement for the sender to
 * text after the commit, to the number on their account only while they have confirmed it
 * (`deliverNotice`) and it has not opted out (checked as it is sent). The event's correlation id is
 * the text's id, carried over by the activity service. Nothing happens for a deleted account or
 * activity.
 */
export async function confirmTextActivity(
  deps: Pick<NotificationDeps, 'mailer' | 'sms' | 'appUrl' | 'logger' | 'settings' | 'nudgeTexts'>,
  trx: Knex.Transaction,
  event: EventEnvelope<ActivityLoggedV1>,
  activity: ActivityCopy,
): Promise<void> {
  const { data } = event;
  const textId = uuidPattern.test(event.correlationId) ? event.correlationId : null;
  const facts = await keepTextedActivity(trx, activity, textId);
  if (facts === null) return;
  const { user } = facts;
  // The total is of the activity's month, which counts this activity already.
  const standing = evaluateCompliance({
    asOf: parseIsoDate(data.date),
    birthdate: user?.birthdate ?? null,
    requiredHours: user?.requiredMonthlyHours ?? DEFAULT_REQUIRED_MONTHLY_HOURS,
    hoursByType: monthHoursWith(facts, activity),
    qualifyingTypes: deps.settings.qualifyingTypes,
    exemptions: facts.exemptions,
  });
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
