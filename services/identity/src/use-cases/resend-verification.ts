import type { IdentityDeps, RequestContext } from '../deps.js';
import { sendLinkMail } from '../mail-requests.js';
import { spendMessageAllowance } from '../message-allowance.js';
import { retireUnusedTokens } from '../store/tokens.js';
import { findUserByEmail } from '../store/users.js';

/** Sends a fresh verification link when `email` belongs to an unverified account; answers alike either way. */
export async function resendVerification(
  deps: IdentityDeps,
  email: string,
  ctx: RequestContext,
): Promise<void> {
  await spendMessageAllowance(deps, { email }, ctx);
  const now = deps.now();
  const sent = await deps.db.knex.transaction(async (trx) => {
    const found = await findUserByEmail(trx, email);
    if (!found || found.user.emailVerified) return false;
    await retireUnusedTokens(trx, found.user.id, 'verify', now);
    await sendLinkMail(trx, {
      user: found.user,
      kind: 'verify',
      to: found.user.email,
      now,
      correlationId: ctx.correlationId,
    });
    return true;
  });
  if (sent) deps.nudgeOutbox();
}
