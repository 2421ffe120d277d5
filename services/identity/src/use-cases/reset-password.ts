import type { ResetPasswordRequest } from '@tracker/contracts/http/identity';
import { hashToken } from '../domain/one-time-token.js';
import { passwordProblem } from '../domain/password-policy.js';
import type { IdentityDeps, RequestContext } from '../deps.js';
import { invalidResetLink, passwordRefused } from '../errors.js';
import { sendNoticeMail } from '../mail-requests.js';
import { recordUserEvent } from '../store/events.js';
import { findTokenForUse, markTokenUsed, retireUnusedTokens } from '../store/tokens.js';
import { findUserById, updateUser } from '../store/users.js';

/**
 * Sets a new password with a reset link (once, within the hour) and ends every session of the
 * account. The link reached the account's inbox, so an unverified address counts as verified.
 */
export async function resetPassword(
  deps: IdentityDeps,
  input: ResetPasswordRequest,
  ctx: RequestContext,
): Promise<void> {
  const problem = passwordProblem(input.newPassword);
  if (problem) throw passwordRefused('newPassword', problem);
  const passwordHash = await deps.passwords.hash(input.newPassword);
  const now = deps.now();

  const userId = await deps.db.knex.transaction(async (trx) => {
    const stored = await findTokenForUse(trx, 'reset', hashToken(input.token));
    if (!stored || stored.usedAt !== null || stored.expiresAt <= now) throw invalidResetLink();
    const found = await findUserById(trx, stored.userId, { forUpdate: true });
    if (!found) throw invalidResetLink();
    const provesAddress = stored.email.toLowerCase() === found.user.email.toLowerCase();
    const verifiesNow = provesAddress && !found.user.emailVerified;
    const user = await updateUser(trx, found.user.id, {
      passwordHash,
      ...(verifiesNow ? { emailVerified: true } : {}),
    });
    await markTokenUsed(trx, stored.id, now);
    await retireUnusedTokens(trx, found.user.id, 'reset', now);
    if (verifiesNow) await recordUserEvent(trx, 'verified', user!, ctx.correlationId);
    await sendNoticeMail(trx, { user: user!, kind: 'password-changed', correlationId: ctx.correlationId });
    return found.user.id;
  });
  deps.nudgeOutbox();
  await deps.sessions.revokeAllForUser(userId);
}
