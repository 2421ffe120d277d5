import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import { sendLinkMail } from '../mail-requests.js';
import { appendAudit } from '../store/audit-log.js';
import { retireUnusedTokens } from '../store/tokens.js';
import { beginAdminAction } from './shared/admin-action.js';

/** Sends an unverified user a new verification link, retiring the old ones. */
export async function resendVerificationAsAdmin(
  deps: IdentityDeps,
  caller: Caller | undefined,
  userId: string,
  ctx: RequestContext,
) {
  const now = deps.now();
  const subject = await deps.db.knex.transaction(async (trx) => {
    const { accountableId, subject } = await beginAdminAction(
      deps,
      trx,
      caller,
      'resend-verification',
      userId,
    );
    await retireUnusedTokens(trx, subject.id, 'verify', now);
    await sendLinkMail(trx, {
      user: subject,
      kind: 'verify',
      to: subject.email,
      now,
      correlationId: ctx.correlationId,
    });
    await appendAudit(trx, {
      actorId: accountableId,
      subjectId: subject.id,
      action: 'verification.resent',
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return subject;
  });
  deps.nudgeOutbox();
  return { message: `A new verification email has been sent to ${subject.email}.` };
}
