import type { CurrentUser, UpdateProfileRequest } from '@tracker/contracts/http/identity';
import type { Knex } from 'knex';
import { enrollmentStatusOn } from '../domain/age.js';
import { changedProfileFields, changesLockedBirthdate, touchesIdentity } from '../domain/profile-changes.js';
import type { User } from '../domain/user.js';
import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import {
  accountFieldsTaken,
  birthdateLocked,
  identityLockedWhileImpersonating,
  notAuthenticated,
} from '../errors.js';
import { sendLinkMail, sendNoticeMail } from '../mail-requests.js';
import { spendMessageAllowance } from '../message-allowance.js';
import { appendAudit } from '../store/audit-log.js';
import { recordUserEvent } from '../store/events.js';
import { deletePhoneCode } from '../store/phone-codes.js';
import { retireUnusedTokens } from '../store/tokens.js';
import { findClashes, findUserByEmail, findUserById, type UserChanges, updateUser } from '../store/users.js';
import { currentUserView } from './shared/user-views.js';

export interface UpdateProfileResult {
  message: string;
  user: CurrentUser;
}

const differs = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() !== b.toLowerCase();

/**
 * Changes the caller's profile. A new e-mail is kept pending and gets a verification link; it
 * replaces the current one only when that link is used. An address another account has answers the
 * same (so nobody learns whose address it is), and its owner is told by mail instead. A new cell
 * number must be confirmed again. While impersonating, an administrator may correct the rest but not
 * the e-mail, username or phone, and what they changed is audited.
 */
export async function updateProfile(
  deps: IdentityDeps,
  caller: Caller,
  input: UpdateProfileRequest,
  ctx: RequestContext,
): Promise<UpdateProfileResult> {
  const now = deps.now();
  const result = await deps.db.knex.transaction(async (trx) => {
    const found = await findUserById(trx, caller.userId, { forUpdate: true });
    if (!found) throw notAuthenticated();
    const current = found.user;
    const changed = changedProfileFields(current, input);
    if (caller.actorId !== undefined && touchesIdentity(changed)) throw identityLockedWhileImpersonating();
    if (changesLockedBirthdate(current, input)) throw birthdateLocked();

    const newUsername = differs(input.username, current.username) ? input.username : undefined;
    const newEmail = differs(input.email, current.email) ? input.email : undefined;
    const taken = await findClashes(trx, { username: newUsername, email: newEmail }, current.id);
    if (taken.username) throw accountFieldsTaken({ username: true, email: false });

    const changes = profileChanges(current, input, newEmail, now);
    const user = (await updateUser(trx, current.id, changes))!;
    if (changes.cellNumberVerifiedAt === null) await deletePhoneCode(trx, user.id);
    if (newEmail !== undefined) {
      await spendMessageAllowance(deps, { email: newEmail }, ctx);
      await mailNewAddress(trx, user, newEmail, taken.email, now, ctx);
    }
    await recordUserEvent(trx, 'updated', user, ctx.correlationId);
    if (caller.actorId !== undefined && changed.length > 0) {
      await appendAudit(trx, {
        actorId: caller.actorId,
        subjectId: user.id,
        action: 'profile.updated',
        detail: { changes: changed },
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
    }
    return { user, emailChangePending: newEmail !== undefined };
  });
  deps.nudgeOutbox();

  const impersonator = caller.actorId ? (await findUserById(deps.db.knex, caller.actorId))?.user : undefined;
  return {
    message: result.emailChangePending
      ? 'Profile updated successfully. Check your new email address for a link to confirm it.'
      : 'Profile updated successfully',
    user: currentUserView(deps, result.user, impersonator),
  };
}

function profileChanges(
  current: User,
  input: UpdateProfileRequest,
  newEmail: string | undefined,
  now: Date,
): UserChanges {
  const { email: _email, username: _username, ...fields } = input;
  const changes: UserChanges = { ...fields };
  if (input.username !== undefined) changes.username = input.username;
  if (newEmail !== undefined) changes.pendingEmail = newEmail;
  // Asking for the current address back cancels a pending change.
  else if (input.email !== undefined && current.pendingEmail !== null) changes.pendingEmail = null;
  if (input.cellNumber !== undefined && input.cellNumber !== current.cellNumber) {
    changes.cellNumberVerifiedAt = null;
  }
  if (input.birthdate)
    changes.enrollmentStatus = enrollmentStatusOn(input.birthdate, now.toISOString().slice(0, 10));
  return changes;
}

/**
 * A free address gets the verification link. A taken one gets no link (it could never be used) but a
 * notice to its owner, while the caller sees the same answer as for a free one.
 */
async function mailNewAddress(
  trx: Knex.Transaction,
  user: User,
  newEmail: string,
  taken: boolean,
  now: Date,
  ctx: RequestContext,
): Promise<void> {
  if (!taken) {
    await retireUnusedTokens(trx, user.id, 'verify', now);
    await sendLinkMail(trx, { user, kind: 'verify', to: newEmail, now, correlationId: ctx.correlationId });
    return;
  }
  const owner = await findUserByEmail(trx, newEmail);
  if (owner)
    await sendNoticeMail(trx, { user: owner.user, kind: 'email-in-use', correlationId: ctx.correlationId });
}
