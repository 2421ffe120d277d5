import { randomUUID } from 'node:crypto';
import { type ActivityType } from '@tracker/contracts/constants/activities';
import { DEFAULT_LANGUAGE, type Language } from '@tracker/contracts/constants/accounts';
import type { NotificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import type { NotificationSmsIncomeReceivedV1 } from '@tracker/contracts/events/notification-sms-income-received-v1';
import type { ReceiveTextRequest, TextMessageStatus } from '@tracker/contracts/http/notifications';
import type { TextedFile } from '@tracker/contracts/events/texted-file';
import { formatIsoDate, localDateIn, monthOf } from '@tracker/contracts/rules/calendar';
import type { Knex } from 'knex';
import { buildLink } from '../domain/links.js';
import { holderOfNumber, type NumberHolder } from '../domain/number-holder.js';
import { toE164 } from '../domain/phone-number.js';
import { readSmsCommand, type SmsCommand } from '../domain/sms/command.js';
import { smsReplies } from '../domain/sms/replies.js';
import { statusText } from '../domain/sms/status-text.js';
import type { NotificationDeps } from '../deps.js';
import { recordSmsActivityReceived, recordSmsIncomeReceived } from '../store/events.js';
import {
  findSenderOfText,
  type InboundText,
  type OptChoice,
  replyGivenTo,
  storeInboundText,
} from '../store/text-messages.js';
import type { UserRecord } from '../store/users.js';
import { monthDetermination } from './shared/month-determination.js';

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
  /** The number's STOP or START, stored with the text. */
  choice?: OptChoice;
  /** The activity or pay to announce, in the transaction that stores the text. */
  announce?:
    | { kind: 'activity'; data: NotificationSmsActivityReceivedV1 }
    | { kind: 'pay'; data: NotificationSmsIncomeReceivedV1 };
}

/** Photos or PDFs texted with the message, already fetched and left in the blob store (`receiveTextMedia`). */
export interface TextedMedia {
  /** The files kept; an activity texted with them carries them to be attached. */
  files: readonly TextedFile[];
  /** The answer to an activity texted with them, in the owner's language. */
  reply(type: ActivityType, hours: number): string;
}

function outcome(reply: string | null, errorMessage: string | null = null): Outcome {
  return errorMessage === null
    ? { status: 'processed', processed: true, errorMessage: null, reply }
    : { status: 'failed', processed: false, errorMessage, reply };
}

// The language of the answer. A keyword in Spanish (AYUDA, ESTADO, PAGO, TRABAJO, BAJA) is answered
// in Spanish whoever sends it: the person writing it reads Spanish, even on an account set to
// English. Otherwise the confirmed owner's language: English keywords such as STOP, HELP and STATUS
// are carriers' words that Spanish speakers use too. An unconfirmed claim says nothing about who holds
// the phone, so anyone else is answered in the language of the keyword they sent, else the default.
function languageFor(command: SmsCommand, holder: NumberHolder<UserRecord>): Language {
  const keywordLanguage = 'language' in command ? command.language : undefined;
  if (keywordLanguage === 'es') return 'es';
  if (holder.kind === 'owner') return holder.account.preferredLanguage;
  return keywordLanguage ?? DEFAULT_LANGUAGE;
}

/**
 * Handles one text Twilio delivered, once per MessageSid: a retried webhook gets the answer the first
 * delivery got and changes nothing. The number's accounts, its opt-out and any earlier delivery are
 * read in one statement; the text is then stored once, with what came of it, and only an activity
 * or pay text takes a transaction (the text and its event together).
 *
 * Keywords come first: STOP and its synonyms record the opt-out and are acknowledged once; START,
 * YES, UNSTOP undo it; HELP answers with the instructions. A number that opted out is answered no
 * further (carriers would refuse the text anyway), though an activity it texts is still logged.
 * Anything else needs exactly one account to have confirmed the number with a texted code: STATUS
 * answers with this month's determination in the dashboard's words, `TYPE HOURS Description` becomes
 * a `notification.sms-activity-received` event and `PAY AMOUNT Employer` a
 * `notification.sms-income-received` event for the activity service, or each is answered with what
 * to send instead. A number on no account is told to register; one that accounts merely gave, to confirm
 * it in the profile. With `media` (files texted with it, see `receiveTextMedia`), an activity's event
 * carries them and the answer says so.
 */
export async function receiveText(
  deps: Pick<NotificationDeps, 'appUrl' | 'settings' | 'now'>,
  db: Knex,
  input: ReceiveTextRequest,
  media?: TextedMedia,
): Promise<InboundTextAnswer> {
  const from = toE164(input.fromNumber) ?? input.fromNumber.trim();
  const sender = await findSenderOfText(db, from, input.messageSid);
  if (sender.earlier !== null) return { reply: sender.earlier.reply, duplicate: true, recordedEvent: false };

  const id = randomUUID();
  const holder = holderOfNumber(sender.holders);
  const user = holder.kind === 'owner' ? holder.account : null;
  const command = readSmsCommand(input.messageBody);
  const language = languageFor(command, holder);
  const replies = smsReplies[language];
  const result = await decide();
  const text: InboundText = {
    ...input,
    id,
    fromNumber: from,
    toNumber: toE164(input.toNumber) ?? input.toNumber.trim(),
    userId: user?.id ?? null,
    status: result.status,
    processed: result.processed,
    errorMessage: result.errorMessage,
    replyBody: result.reply,
  };
  const { announce } = result;
  const fresh =
    announce === undefined
      ? await storeInboundText(db, text, result.choice)
      : await db.transaction(async (trx) => {
          if (!(await storeInboundText(trx, text))) return false;
          if (announce.kind === 'activity') await recordSmsActivityReceived(trx, id, announce.data);
          else await recordSmsIncomeReceived(trx, id, announce.data);
          return true;
        });
  // Another delivery of the same text got there first, between the lookup and the insert.
  if (!fresh)
    return { reply: await replyGivenTo(db, input.messageSid), duplicate: true, recordedEvent: false };
  return { reply: result.reply, duplicate: false, recordedEvent: announce !== undefined };

  async function decide(): Promise<Outcome> {
    const { optedOut } = sender;
    if (command.kind === 'opt-out') {
      if (optedOut) return outcome(null);
      return { ...outcome(replies.optedOut), choice: { optedOut: true } };
    }
    if (command.kind === 'opt-in') {
      return { ...outcome(replies.optedIn), choice: { optedOut: false } };
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
      const { determination } = await monthDetermination(db, deps.settings, owner.id, monthOf(today), today);
      return outcome(answer(statusText(determination, language)));
    }
    if (command.kind === 'invalid') {
      return outcome(
        answer(replies.problem(command.problem, command.word)),
        `Unreadable text: ${command.problem}`,
      );
    }

    // Processed once the activity service reports the pay recorded.
    if (command.kind === 'pay') {
      return {
        status: 'received',
        processed: false,
        errorMessage: null,
        reply: answer(replies.payReceived(command.grossAmountCents, command.employer)),
        announce: {
          kind: 'pay',
          data: {
            messageSid: input.messageSid,
            userId: owner.id,
            grossAmountCents: command.grossAmountCents,
            employer: command.employer,
            payDate: formatIsoDate(today),
            fromNumber: from,
          },
        },
      };
    }

    // Processed once the activity service reports the activity logged.
    return {
      status: 'received',
      processed: false,
      errorMessage: null,
      reply: answer(
        media ? media.reply(command.type, command.hours) : replies.received(command.type, command.hours),
      ),
      announce: {
        kind: 'activity',
        data: {
          ...(media && media.files.length > 0 ? { files: [...media.files] } : {}),
          messageSid: input.messageSid,
          userId: owner.id,
          type: command.type,
          hours: command.hours,
          description: command.description,
          date: formatIsoDate(today),
          fromNumber: from,
        },
      },
    };
  }
}
