import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import type { IncomeReportedV1 } from '@tracker/contracts/events/income-reported-v1';
import { localDateIn, monthOf, parseIsoDate } from '@tracker/contracts/rules/calendar';
import type { Knex } from 'knex';
import type { NotificationDeps } from '../deps.js';
import { markTextedIncome } from '../store/text-messages.js';
import { claimMonthMet } from './shared/claim-month-met.js';
import { deliverNotice } from './deliver-notice.js';
import { textIdOf } from '../domain/text-id.js';
import { monthDetermination, monthStandingOf } from './shared/month-determination.js';

/**
 * Pay texted in is recorded (the record is already kept for the month's pay): the text is marked
 * processed and tied to the record, and the person gets an in-app notification and a confirmation
 * text with where the pay's month now stands by its determination, texted as an activity's
 * confirmation is (`confirmTextActivity`). The event's correlation id is the text's id, carried over
 * by the activity service.
 */
export async function confirmTextIncome(
  deps: Pick<NotificationDeps, 'mailer' | 'sms' | 'appUrl' | 'logger' | 'settings' | 'nudgeTexts' | 'now'>,
  trx: Knex.Transaction,
  event: EventEnvelope<IncomeReportedV1>,
): Promise<void> {
  const { data } = event;
  const textId = textIdOf(event);
  if (textId !== null) await markTextedIncome(trx, textId, data.userId, data.incomeId);
  const { user, determination: d } = await monthDetermination(
    trx,
    deps.settings,
    data.userId,
    monthOf(parseIsoDate(data.payDate)),
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
      topic: 'sms-income',
      grossAmountCents: data.grossAmountCents,
      payDate: data.payDate,
      ...monthStandingOf(d),
    },
  });
}
