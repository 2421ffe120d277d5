import type { VerifyEmailResponse } from '@tracker/contracts/http/identity';
import { hashToken } from '../domain/one-time-token.js';
import type { IdentityDeps, RequestContext } from '../deps.js';
import { emailTakenOnVerification, invalidVerificationLink } from '../errors.js';
import { recordUserEvent } from '../store/events.js';
import { findTokenForUse, markTokenUsed } from '../store/tokens.js';
import { findClashes, findUserById, updateUser } from '../store/users.js';

const sameAddress = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

/**
 * Uses a verification link once: it verifies the account's address, or, for a link sent to a
 * pending new address, makes that the account's e-mail.
 */
export async function verifyEmail(
  deps: IdentityDeps,
  token: string,
  ctx: RequestContext,
): Promise<VerifyEmailResponse> {
  const now = deps.now();
  const message = await deps.db.knex.transaction(async (trx) => {
    const stored = await findTokenForUse(trx, 'verify', hashToken(token));
    if (!stored || stored.usedAt !== null || stored.expiresAt <= now) throw invalidVerificationLink();
    const found = await findUserById(trx, stored.userId, { forUpdate: true });
    if (!found) throw invalidVerificationLink();
    const { user } = found;

    if (sameAddress(stored.email, user.email)) {
      await markTokenUsed(trx, stored.id, now);
      if (user.emailVerified) return 'Your email address is already verified. You can log in.';
      const verified = await updateUser(trx, user.id, { emailVerified: true });
      await recordUserEvent(trx, 'verified', verified!, ctx.correlationId);
      return 'Your email address has been verified. You can now log in.';
    }
    // A link to an address the account has since moved away from changes nothing.
    if (!sameAddress(stored.email, user.pendingEmail)) throw invalidVerificationLink();
    if ((await findClashes(trx, { email: stored.email }, user.id)).email) throw emailTakenOnVerification();
    await markTokenUsed(trx, stored.id, now);
    const changed = await updateUser(trx, user.id, {
      email: stored.email,
      pendingEmail: null,
      emailVerified: true,
    });
    await recordUserEvent(trx, 'updated', changed!, ctx.correlationId);
    return 'Your new email address has been confirmed.';
  });
  deps.nudgeOutbox();
  return { verified: true, message };
}
