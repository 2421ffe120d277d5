import { PHONE_CODE_MAX_ATTEMPTS } from '@tracker/contracts/constants/accounts';
import type { VerifyPhoneResponse } from '@tracker/contracts/http/identity';
import { phoneCodeMatches } from '../domain/phone-code.js';
import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import {
  identityLockedWhileImpersonating,
  notAuthenticated,
  phoneAlreadyConfirmed,
  phoneCodeExpired,
  phoneCodeUsedUp,
  phoneCodeWrong,
} from '../errors.js';
import { recordUserEvent } from '../store/events.js';
import { countWrongPhoneCode, deletePhoneCode, findPhoneCodeForUse } from '../store/phone-codes.js';
import { findConfirmedHolder, findUserById, updateUser } from '../store/users.js';
import { currentUserView } from './shared/user-views.js';

const UNIQUE_VIOLATION = '23505';

type Outcome = { confirmed: true } | { confirmed: false; error: () => Error };

/**
 * Confirms the caller's cell number with the code texted to it. A code works once, for the number it
 * was sent to, until it expires, and tolerates only a few wrong tries. A number is confirmed on one
 * account at most: whoever proves they hold the phone now takes it from an account that confirmed it
 * earlier, since that account no longer receives its texts.
 */
export async function verifyPhone(
  deps: IdentityDeps,
  caller: Caller,
  code: string,
  ctx: RequestContext,
): Promise<VerifyPhoneResponse> {
  if (caller.actorId !== undefined) throw identityLockedWhileImpersonating();
  const now = deps.now();
  const outcome = await confirmOnce(deps, caller, code, now, ctx).catch((error: unknown) => {
    // Two people confirmed the same number at the same moment: the second round finds the first
    // holder and takes the number over, as if they had come one after the other.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      return confirmOnce(deps, caller, code, now, ctx);
    throw error;
  });
  if (!outcome.confirmed) throw outcome.error();
  deps.nudgeOutbox();
  const user = (await findUserById(deps.db.knex, caller.userId))?.user;
  if (!user) throw notAuthenticated();
  return {
    message: 'Your phone number is confirmed. You can now text your hours.',
    user: currentUserView(deps, user),
  };
}

async function confirmOnce(
  deps: IdentityDeps,
  caller: Caller,
  code: string,
  now: Date,
  ctx: RequestContext,
): Promise<Outcome> {
  // A wrong try must be counted even though the call fails, so the transaction commits either way.
  return deps.db.knex.transaction(async (trx): Promise<Outcome> => {
    const found = await findUserById(trx, caller.userId, { forUpdate: true });
    if (!found) throw notAuthenticated();
    const { user } = found;
    if (user.cellNumberVerifiedAt !== null) return { confirmed: false, error: phoneAlreadyConfirmed };
    const stored = await findPhoneCodeForUse(trx, user.id);
    if (!stored || stored.cellNumber !== user.cellNumber || stored.expiresAt <= now) {
      return { confirmed: false, error: phoneCodeExpired };
    }
    if (stored.attempts >= PHONE_CODE_MAX_ATTEMPTS) return { confirmed: false, error: phoneCodeUsedUp };
    if (!phoneCodeMatches(stored.codeHash, code, user.id, stored.cellNumber)) {
      await countWrongPhoneCode(trx, user.id);
      const last = stored.attempts + 1 >= PHONE_CODE_MAX_ATTEMPTS;
      return { confirmed: false, error: last ? phoneCodeUsedUp : phoneCodeWrong };
    }

    await deletePhoneCode(trx, user.id);
    const earlier = await findConfirmedHolder(trx, stored.cellNumber, user.id);
    if (earlier) {
      const released = (await updateUser(trx, earlier.user.id, { cellNumberVerifiedAt: null }))!;
      await recordUserEvent(trx, 'updated', released, ctx.correlationId);
    }
    const confirmed = (await updateUser(trx, user.id, { cellNumberVerifiedAt: now }))!;
    await recordUserEvent(trx, 'updated', confirmed, ctx.correlationId);
    return { confirmed: true };
  });
}
