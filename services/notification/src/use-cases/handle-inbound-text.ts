import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '@tracker/contracts/constants';
import type { InboundSmsRequest, TextMessageStatus } from '@tracker/contracts/http/notifications';
import { formatIsoDate, localDateIn, monthOf } from '@tracker/contracts/rules/calendar';
import type { Knex } from 'knex';
import { buildLink } from '../domain/links.js';
import { holderOfNumber, type NumberHolder } from '../domain/number-holder.js';
import { toE164 } from '../domain/phone-number.js';
import { readSmsCommand, type SmsCommand } from '../domain/sms/command.js';
import { smsReplies } from '../domain/sms/replies.js';
import type { NotificationDeps } from '../deps.js';
import { recordSmsActivityReceived } from '../store/events.js';
import { isOptedOut, setOptedOut } from '../store/sms-subscribers.js';
import { insertInboundText, recordInboundOutcome, replyGivenTo } from '../store/text-messages.js';
import { type UserRecord, usersWithPhone } from '../store/users.js';
import { monthStanding } from './month-standing.js';

export interface InboundTextAnswer {
  /** The text to answer with, or null to answer with an empty TwiML response. */
  reply: string | null;
  /** True when the MessageSid was handled before: nothing new was stored, logged or sent. */
  duplicate: boolean;
  /** Whether an event was recorded, so the caller wakes the outbox relay after the commit. */
  recordedEvent: boolean;
}

interface Outcome {
  status: TextMessageStatus;
  processed: boolean;
  errorMessage: string | null;
  reply: string | null;
  recordedEvent?: boolean;
}

function outcome(reply: string | null, errorMessage: string | null = null): Outcome {
  return errorMessage === null
    ? { status: 'processed', processed: true, errorMessage: null, reply }
    : { status: 'failed', processed: false, errorMessage, reply };
}

// An unconfirmed claim says nothing about who holds the phone, so only its confirmed owner's language
// is taken for granted; anyone else is answered in the language of the keyword they sent.
function languageFor(command: SmsCommand, holder: NumberHolder<UserRecord>): Language {
  if (holder.kind === 'owner') return holder.account.preferredLanguage;
  return ('language' in command ? command.language : undefined) ?? DEFAULT_LANGUAGE;
}

/**
 * Handles one text Twilio delivered, in one transaction, once per MessageSid: a retried webhook gets
 * the answer the first delivery got and changes nothing. The text is stored with what came of it.
 *
 * Keywords come first: STOP and its synonyms record the opt-out and are acknowledged once; START,
 * YES, UNSTOP undo it; HELP answers with the instructions. A number that opted out is answered no
 * further (carriers would refuse the text anyway), though an activity it texts is still logged.
 * Anything else needs exactly one account to have confirmed the number with a texted code: STATUS
 * answers with this month's hours, and `TYPE HOURS Description` becomes a
 * `notification.sms-activity-received` event for the activity service, or is answered with what to
 * send instead. A number on no account is told to register; one that accounts merely gave, to confirm
 * it in the profile.
 */
export async function handleInboundText(
  deps: Pick<NotificationDeps, 'appUrl' | 'settings' | 'now'>,
  trx: Knex.Transaction,
  input: InboundSmsRequest,
): Promise<InboundTextAnswer> {
  const id = randomUUID();
  const from = toE164(input.fromNumber) ?? input.fromNumber.trim();
  const fresh = await insertInboundText(trx, {
    ...input,
    id,
    fromNumber: from,
    toNumber: toE164(input.toNumber) ?? input.toNumber.trim(),
  });
  if (!fresh) {
    return { reply: await replyGivenTo(trx, input.messageSid), duplicate: true, recordedEvent: false };
  }

  const holder = holderOfNumber(await usersWithPhone(trx, from));
  const user = holder.kind === 'owner' ? holder.account : null;
  const command = readSmsCommand(input.messageBody);
  const replies = smsReplies[languageFor(command, holder)];
  const result = await decide();
  await recordInboundOutcome(trx, id, {
    userId: user?.id ?? null,
    status: result.status,
    processed: result.processed,
    errorMessage: result.errorMessage,
    replyBody: result.reply,
  });
  return { reply: result.reply, duplicate: false, recordedEvent: result.recordedEvent === true };

  async function decide(): Promise<Outcome> {
    const optedOut = await isOptedOut(trx, from);
    if (command.kind === 'opt-out') {
      if (optedOut) return outcome(null);
      await setOptedOut(trx, from, true, user?.id ?? null);
      return outcome(replies.optedOut);
    }
    if (command.kind === 'opt-in') {
      await setOptedOut(trx, from, false, user?.id ?? null);
      return outcome(replies.optedIn);
    }
    const answer = (reply: string) => (optedOut ? null : reply);
    if (command.kind === 'help') return outcome(answer(replies.help));
    if (holder.kind === 'unknown') {
      return outcome(answer(replies.unknownNumber(buildLink(deps.appUrl, 'register'))), 'Unknown number');
    }
    if (holder.kind === 'unconfirmed') {
      return outcome(
        answer(replies.unconfirmedNumber(buildLink(deps.appUrl, 'profile'))),
        'Number not confirmed',
      );
    }
    if (holder.kind === 'shared') {
      return outcome(
        answer(replies.sharedNumber(buildLink(deps.appUrl, 'login'))),
        'Number on several accounts',
      );
    }
    const owner = holder.account;

    const today = localDateIn(deps.settings.timeZone, deps.now());
    if (command.kind === 'status') {
      const standing = await monthStanding(trx, deps.settings, owner.id, owner, today);
      const reply = replies.status({
        status: standing.complianceStatus,
        month: monthOf(today),
        currentHours: standing.currentHours,
        requiredHours: standing.requiredHours,
        hoursStillNeeded: standing.hoursStillNeeded,
        daysLeft: standing.daysUntilDeadline,
      });
      return outcome(answer(reply));
    }
    if (command.kind === 'invalid') {
      return outcome(
        answer(replies.problem(command.problem, command.word)),
        `Unreadable text: ${command.problem}`,
      );
    }

    await recordSmsActivityReceived(trx, id, {
      messageSid: input.messageSid,
      userId: owner.id,
      type: command.type,
      hours: command.hours,
      description: command.description,
      date: formatIsoDate(today),
      fromNumber: from,
    });
    // Processed once the activity service reports the activity logged.
    return {
      status: 'received',
      processed: false,
      errorMessage: null,
      reply: answer(replies.received(command.type, command.hours)),
      recordedEvent: true,
    };
  }
}
