import type { IdentityDeps, RequestContext } from './deps.js';
import { tooManyEmailRequests, tooManyMessagesFromClient, tooManyPhoneCodes } from './errors.js';

/** Who a message goes to: an e-mail address or a cell number. */
export type Recipient = { email: string } | { phone: string };

/**
 * Spends one message of the client's allowance and one of the recipient's before anything is sent,
 * refusing with 429 when either is used up. Every path that sends mail or texts goes through here,
 * so the system cannot be made to message anyone without limit. The client is counted first: a
 * refused client then costs the recipient nothing.
 */
export async function spendMessageAllowance(
  deps: Pick<IdentityDeps, 'limiters'>,
  recipient: Recipient,
  ctx: RequestContext,
): Promise<void> {
  if (ctx.ip !== null) {
    const byClient = await deps.limiters.messagesFromClient.consume(ctx.ip);
    if (!byClient.allowed) throw tooManyMessagesFromClient(byClient.retryAfterSeconds);
  }
  if ('email' in recipient) {
    const byAddress = await deps.limiters.emailRequests.consume(recipient.email.toLowerCase());
    if (!byAddress.allowed) throw tooManyEmailRequests(byAddress.retryAfterSeconds);
  } else {
    const byNumber = await deps.limiters.phoneCodeRequests.consume(recipient.phone);
    if (!byNumber.allowed) throw tooManyPhoneCodes(byNumber.retryAfterSeconds);
  }
}
