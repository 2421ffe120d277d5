/**
 * Whose texts a number sends, as far as the accounts that gave it tell:
 * - `unknown`: no account gave it;
 * - `unconfirmed`: accounts gave it, none proved it holds the phone;
 * - `shared`: more than one account confirmed it (briefly, until identity's events settle);
 * - `owner`: the one account that confirmed it.
 */
export type NumberHolder<Account> =
  { kind: 'unknown' } | { kind: 'unconfirmed' } | { kind: 'shared' } | { kind: 'owner'; account: Account };

/**
 * Only a confirmed claim counts: anyone can type any number into a registration, and an account that
 * merely typed it must neither receive the real holder's texts nor block the account that confirmed it.
 */
export function holderOfNumber<Account extends { phoneVerified: boolean }>(
  accounts: readonly Account[],
): NumberHolder<Account> {
  if (accounts.length === 0) return { kind: 'unknown' };
  const confirmed = accounts.filter((account) => account.phoneVerified);
  const [only] = confirmed;
  if (only === undefined) return { kind: 'unconfirmed' };
  if (confirmed.length > 1) return { kind: 'shared' };
  return { kind: 'owner', account: only };
}
