import type { Language } from '@tracker/contracts/constants/accounts';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import type {
  IdentityTextKind,
  IdentityTextRequestedV1,
} from '@tracker/contracts/events/identity-text-requested-v1';
import type { Knex } from 'knex';
import { minutesLeft, phoneCodeText } from '../domain/sms/phone-code.js';
import type { NotificationDeps } from '../deps.js';
import { isUserRemoved } from '../store/users.js';
import { type QueueTextResult, queueText } from './shared/queue-text.js';

export type SendPhoneCodeResult = QueueTextResult | 'expired' | 'account-removed';

const wordings: Record<IdentityTextKind, (language: Language, code: string, minutes: number) => string> = {
  'phone-verification': phoneCodeText,
};

/**
 * Queues the text of the code identity asked for (`queueText`): the sender texts it after the commit,
 * unless the number opted out, tries again while the code is valid, and keeps it with the others with
 * the code masked; the code itself stays in the database only until the text is sent or given up.
 * Quiet hours do not apply: the person is waiting for it on the screen. A request whose code has
 * expired (a late redelivery) sends nothing, and neither does one for an account deleted since, whose
 * texts have been erased.
 */
export async function sendPhoneCode(
  deps: Pick<NotificationDeps, 'sms' | 'logger' | 'now' | 'nudgeTexts'>,
  trx: Knex.Transaction,
  event: EventEnvelope<IdentityTextRequestedV1>,
): Promise<SendPhoneCodeResult> {
  const { data } = event;
  const result = await attempt();
  deps.logger.info({ eventId: event.id, userId: data.userId, kind: data.kind, result }, 'code text handled');
  return result;

  async function attempt(): Promise<SendPhoneCodeResult> {
    const now = deps.now();
    const expiresAt = new Date(data.expiresAt);
    if (expiresAt <= now) return 'expired';
    if (await isUserRemoved(trx, data.userId)) return 'account-removed';
    return queueText(deps, trx, {
      userId: data.userId,
      to: data.to,
      body: wordings[data.kind](data.language, data.code, minutesLeft(expiresAt, now)),
      secret: data.code,
      sendBefore: expiresAt,
    });
  }
}
