import type { LoginMethod } from '@tracker/contracts/http/admin-users';
import { timeZone } from '@tracker/contracts/http/reports';
import type { CurrentUser, LoginRequest } from '@tracker/contracts/http/identity';
import { describeDevice } from '../domain/device.js';
import { loginFailureKey } from '../domain/login-failure-key.js';
import type { User } from '../domain/user.js';
import { currentUserView } from './shared/user-views.js';
import type { IdentityDeps, RequestContext } from '../deps.js';
import { emailNotVerified, invalidCredentials, tooManyLoginFailures } from '../errors.js';
import { issueSession } from '../session-issuer.js';
import { recordUserEvent } from '../store/events.js';
import { insertLoginRecord } from '../store/login-records.js';
import { findUserByEmail, findUserByUsername, updateUser } from '../store/users.js';

export interface LoginContext extends RequestContext {
  /** From the `x-timezone` header or the body's `timezone`. */
  timezone: string | null;
}

export interface LoginResult {
  token: string;
  user: CurrentUser;
}

/**
 * Checks a username-or-email and password and opens a session. Every failure answers alike, except a
 * correct password for an unverified account. Each attempt leaves a login record, and at most
 * `LOGIN_FAILURE_LIMIT` passwords are checked per account and window, however many arrive at once.
 */
export async function login(
  deps: IdentityDeps,
  input: LoginRequest,
  ctx: LoginContext,
): Promise<LoginResult> {
  const loginName = input.username;
  const method: LoginMethod = loginName.includes('@') ? 'email' : 'username';
  const found =
    method === 'email'
      ? await findUserByEmail(deps.db.knex, loginName)
      : await findUserByUsername(deps.db.knex, loginName);
  const user = found?.user;
  const failureKey = loginFailureKey(user, loginName);
  const device = describeDevice(ctx.userAgent);
  const record = (successful: boolean, failureReason: string | null, sessionId: string | null = null) =>
    insertLoginRecord(deps.db.knex, {
      userId: user?.id ?? null,
      ipAddress: ctx.ip,
      userAgent: ctx.userAgent,
      ...device,
      timezone: ctx.timezone,
      loginMethod: method,
      sessionId,
      successful,
      failureReason,
    });

  // Every password check spends a point before it runs, so parallel guesses cannot all pass a check
  // made before any of them was counted; the right password gives the account its points back.
  const attempt = await deps.limiters.loginFailures.consume(failureKey);
  if (!attempt.allowed) {
    await record(false, 'Too many failed attempts');
    throw tooManyLoginFailures(attempt.retryAfterSeconds);
  }

  let passwordMatches = false;
  if (found) passwordMatches = await deps.passwords.verify(found.passwordHash, input.password);
  else await deps.passwords.verifyDummy(input.password);
  if (!user || !passwordMatches) {
    await record(false, user ? 'Wrong password' : 'Unknown account');
    throw invalidCredentials();
  }
  await deps.limiters.loginFailures.reset(failureKey);
  if (!user.emailVerified) {
    await record(false, 'Email not verified');
    throw emailNotVerified(user.email);
  }

  const session = await issueSession(deps, { userId: user.id, isAdmin: user.isAdmin });
  await record(true, null, session.sessionId);
  const updated = (await stampLogin(deps, user, ctx.timezone)) ?? user;
  return { token: session.token, user: currentUserView(deps, updated) };
}

/**
 * Stamps the login's time and, when the browser sent a zone the runtime knows that differs from the
 * kept one, keeps that zone and tells the other services in the same transaction: texts are held
 * through the night where the person is (`timeZone` of the user events).
 */
async function stampLogin(deps: IdentityDeps, user: User, zone: string | null): Promise<User | undefined> {
  const known = zone !== null && timeZone.safeParse(zone).success ? zone : null;
  if (known === null || known === user.timeZone) {
    return updateUser(deps.db.knex, user.id, { lastLoginAt: deps.now() });
  }
  const updated = await deps.db.knex.transaction(async (trx) => {
    const changed = await updateUser(trx, user.id, { lastLoginAt: deps.now(), timeZone: known });
    if (changed) await recordUserEvent(trx, 'updated', changed);
    return changed;
  });
  deps.nudgeOutbox();
  return updated;
}
