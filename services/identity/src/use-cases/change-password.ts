import type { ChangePasswordRequest } from '@tracker/contracts/http/identity';
import { loginFailureKey } from '../domain/login-failure-key.js';
import { passwordProblem } from '../domain/password-policy.js';
import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import {
  currentPasswordIncorrect,
  notAuthenticated,
  notWhileImpersonating,
  passwordRefused,
  tooManyLoginFailures,
} from '../errors.js';
import { sendNoticeMail } from '../mail-requests.js';
import { spendMessageAllowance } from '../message-allowance.js';
import { type IssuedSession, issueSession } from '../session-issuer.js';
import { findUserById, updateUser } from '../store/users.js';

/**
 * Replaces the caller's password after checking the current one, ends every other session and
 * returns a fresh session for this browser. Wrong current passwords count as failed logins.
 */
export async function changePassword(
  deps: IdentityDeps,
  caller: Caller,
  input: ChangePasswordRequest,
  ctx: RequestContext,
): Promise<IssuedSession> {
  if (caller.actorId !== undefined) throw notWhileImpersonating();
  const found = await findUserById(deps.db.knex, caller.userId);
  if (!found) throw notAuthenticated();
  const failureKey = loginFailureKey(found.user, found.user.username);

  // Spent before the check, as at login, so parallel guesses of the current password are all counted.
  const attempt = await deps.limiters.loginFailures.consume(failureKey);
  if (!attempt.allowed) throw tooManyLoginFailures(attempt.retryAfterSeconds);
  if (!(await deps.passwords.verify(found.passwordHash, input.currentPassword))) {
    throw currentPasswordIncorrect();
  }
  await deps.limiters.loginFailures.reset(failureKey);
  const problem = passwordProblem(input.newPassword);
  if (problem) throw passwordRefused('newPassword', problem);

  await spendMessageAllowance(deps, { email: found.user.email }, ctx);
  const passwordHash = await deps.passwords.hash(input.newPassword);
  const user = await deps.db.knex.transaction(async (trx) => {
    const updated = await updateUser(trx, caller.userId, { passwordHash });
    if (!updated) throw notAuthenticated();
    await sendNoticeMail(trx, { user: updated, kind: 'password-changed', correlationId: ctx.correlationId });
    return updated;
  });
  deps.nudgeOutbox();
  await deps.sessions.revokeAllForUser(user.id);
  return issueSession(deps, { userId: user.id, isAdmin: user.isAdmin });
}
