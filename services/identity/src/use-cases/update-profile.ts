import type { CurrentUser, UpdateProfileRequest } from '@tracker/contracts/http/identity';
import { enrollmentStatusOn } from '../domain/age.js';
import type { Caller, IdentityDeps, RequestContext } from '../deps.js';
import { accountFieldsTaken, notAuthenticated } from '../errors.js';
import { sendLinkMail } from '../mail-requests.js';
import { recordUserEvent } from '../store/events.js';
import { retireUnusedTokens } from '../store/tokens.js';
import { findClashes, findUserById, type UserChanges, updateUser } from '../store/users.js';
import { currentUserView } from './medicaid-id-view.js';

export interface UpdateProfileResult {
  message: string;
  user: CurrentUser;
}

const differs = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() !== b.toLowerCase();

/**
 * Changes the caller's profile. A new e-mail is kept pending and gets a verification link; it
 * replaces the current one only when that link is used.
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

    const newUsername = differs(input.username, current.username) ? input.username : undefined;
    const newEmail = differs(input.email, current.email) ? input.email : undefined;
    const taken = await findClashes(trx, { username: newUsername, email: newEmail }, current.id);
    if (taken.username || taken.email) throw accountFieldsTaken(taken);

    const { email: _email, username: _username, ...fields } = input;
    const changes: UserChanges = { ...fields };
    if (input.username !== undefined) changes.username = input.username;
    if (newEmail !== undefined) changes.pendingEmail = newEmail;
    // Asking for the current address back cancels a pending change.
    else if (input.email !== undefined && current.pendingEmail !== null) changes.pendingEmail = null;
    if (input.birthdate && input.enrollmentStatus === undefined) {
      changes.enrollmentStatus = enrollmentStatusOn(input.birthdate, now.toISOString().slice(0, 10));
    }

    const user = (await updateUser(trx, current.id, changes))!;
    if (newEmail !== undefined) {
      await retireUnusedTokens(trx, user.id, 'verify', now);
      await sendLinkMail(trx, { user, kind: 'verify', to: newEmail, now, correlationId: ctx.correlationId });
    }
    await recordUserEvent(trx, 'updated', user, ctx.correlationId);
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
