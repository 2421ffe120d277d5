import type { ActivityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { localDateIn, monthOf, parseIsoDate } from '@tracker/contracts/rules/calendar';
import type { Knex } from 'knex';
import type { NotificationDeps } from '../deps.js';
import { type ActivityCopy, keepTextedActivity, withKeptActivity } from '../store/activities.js';
import { claimMonthMet } from './shared/claim-month-met.js';
import { deliverNotice } from './deliver-notice.js';
import { textIdOf } from '../domain/text-id.js';
import { determinationOf, monthStandingOf, payMonthsBefore } from './shared/month-determination.js';

/**
 * An activity texted in is logged: in one statement the activity is kept, the text is marked processed,
 * and the account and what the month's determination needs are read; then the person gets an in-app notification and a confirmation text with
 * where the activity's month stands by its determination (the hours that count, or the route that
 * meets it), written together in a second statement for the sender to text after the commit, to the
 * number on their account only while they have confirmed it (`deliverNotice`) and it has not opted
 * out (checked as it is sent). The event's correlation id is the text's id, carried over by the
 * activity service. Nothing happens for a deleted account or activity.
 */
export async function confirmTextActivity(
  deps: Pick<NotificationDeps, 'mailer' | 'sms' | 'appUrl' | 'logger' | 'settings' | 'nudgeTexts' | 'now'>,
  trx: Knex.Transaction,
  event: EventEnvelope<ActivityLoggedV1>,
  activity: ActivityCopy,
): Promise<void> {
  const { data } = event;
  const facts = await keepTextedActivity(trx, activity, textIdOf(event), payMonthsBefore(deps.settings));
  if (facts === null) return;
  const { user } = facts;
  // The month's records with this activity as it now stands.
  const d = determinationOf(
    deps.settings,
    user,
    facts.month.exemptions,
    withKeptActivity(facts, activity),
    monthOf(parseIsoDate(data.date)),
    localDateIn(deps.settings.timeZone, deps.now()),
  );
  // The confirmation says the month is met: no separate announcement follows for it.
  await claimMonthMet(trx, { userId: data.userId, user, d, channel: 'sms', eventId: event.id });
  await deliverNotice(deps, trx, {
    userId: data.userId,
    user,
    eventId: event.id,
    email: false,
    text: true,
    answersText: true,
    notice: {
      topic: 'sms-activity',
      type: data.type,
      hours: data.hours,
      date: data.date,
      ...monthStandingOf(d),
    },
  });
}
