import type { Knex } from 'knex';
import type { IdentityEmailKind } from '@tracker/contracts/events/identity-email-requested-v1';
import { newOneTimeToken, type OneTimeTokenKind, TOKEN_LIFETIME_MS } from './domain/one-time-token.js';
import type { User } from './domain/user.js';
import { recordEmailRequest } from './store/events.js';
import { insertToken } from './store/tokens.js';

const LINK_MAIL: Record<OneTimeTokenKind, IdentityEmailKind> = {
  verify: 'verify-email',
  reset: 'reset-password',
};

/**
 * The name to greet with, only in mail to the account's own confirmed address. Anything else may be
 * an address someone typed in, and a greeting would let them put words of their choosing in front
 * of a stranger.
 */
function greetingFor(user: User, to: string): { firstName?: string } {
  const ownConfirmedAddress = user.emailVerified && user.email.toLowerCase() === to.toLowerCase();
  return ownConfirmedAddress ? { firstName: user.firstName } : {};
}

/**
 * Stores a new one-time token for `user` and asks for the e-mail that carries it to `to`
 * (the account's address, or a pending new one for a verification link).
 */
export async function sendLinkMail(
  trx: Knex.Transaction,
  input: { user: User; kind: OneTimeTokenKind; to: string; now: Date; correlationId?: string },
): Promise<void> {
  const { user, kind, to, now } = input;
  const { token, tokenHash } = newOneTimeToken();
  await insertToken(trx, {
    userId: user.id,
    kind,
    tokenHash,
    email: to,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]),
  });
  await recordEmailRequest(
    trx,
    {
      userId: user.id,
      to,
      language: user.preferredLanguage,
      kind: LINK_MAIL[kind],
      ...greetingFor(user, to),
      token,
    },
    input.correlationId,
  );
}

/** Asks for a notice without a link (account-exists, password-changed) to the account's own address. */
export async function sendNoticeMail(
  trx: Knex.Transaction,
  input: {
    user: User;
    kind: Exclude<IdentityEmailKind, 'verify-email' | 'reset-password'>;
    correlationId?: string;
  },
): Promise<void> {
  const { user, kind } = input;
  await recordEmailRequest(
    trx,
    {
      userId: user.id,
      to: user.email,
      language: user.preferredLanguage,
      kind,
      ...greetingFor(user, user.email),
    },
    input.correlationId,
  );
}
