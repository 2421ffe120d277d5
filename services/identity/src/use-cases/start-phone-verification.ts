import { PHONE_CODE_TTL_MINUTES } from '@tracker/contracts/constants/accounts';
import type { StartPhoneVerificationResponse } from '@tracker/contracts/http/identity';
import { hashPhoneCode, newPhoneCode, PHONE_CODE_TTL_MS } from '../domain/phone-code.js';
import { toE164 } from '../domain/phone.js';
import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import {
  identityLockedWhileImpersonating,
  noCellNumber,
  notAuthenticated,
  phoneAlreadyConfirmed,
} from '../errors.js';
import { spendMessageAllowance } from '../message-allowance.js';
import { recordTextRequest } from '../store/events.js';
import { replacePhoneCode } from '../store/phone-codes.js';
import { findUserById } from '../store/users.js';

/**
 * Texts a new code to the caller's cell number (replacing any earlier code), so they can prove they
 * hold the phone. Limited per number and per client address like every message the service sends.
 */
export async function startPhoneVerification(
  deps: IdentityDeps,
  caller: Caller,
  ctx: RequestContext,
): Promise<StartPhoneVerificationResponse> {
  if (caller.actorId !== undefined) throw identityLockedWhileImpersonating();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MS);
  const cellNumber = await deps.db.knex.transaction(async (trx) => {
    const found = await findUserById(trx, caller.userId, { forUpdate: true });
    if (!found) throw notAuthenticated();
    const { user } = found;
    const to = toE164(user.cellNumber);
    if (user.cellNumber === null || to === null) throw noCellNumber();
    if (user.cellNumberVerifiedAt !== null) throw phoneAlreadyConfirmed();
    await spendMessageAllowance(deps, { phone: user.cellNumber }, ctx);

    const code = newPhoneCode();
    await replacePhoneCode(trx, {
      userId: user.id,
      cellNumber: user.cellNumber,
      codeHash: hashPhoneCode(code, user.id, user.cellNumber),
      expiresAt,
    });
    await recordTextRequest(
      trx,
      {
        userId: user.id,
        to,
        language: user.preferredLanguage,
        kind: 'phone-verification',
        code,
        expiresAt: expiresAt.toISOString(),
      },
      ctx.correlationId,
    );
    return user.cellNumber;
  });
  deps.nudgeOutbox();
  return {
    message: `We texted a code to ${cellNumber}. It works for ${PHONE_CODE_TTL_MINUTES} minutes.`,
    expiresAt: expiresAt.toISOString(),
  };
}
