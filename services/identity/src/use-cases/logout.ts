import type { Caller, IdentityDeps } from '../deps.js';

/** Ends the caller's session (if any); the copied cookie of a logged-out session no longer works. */
export async function logout(
  deps: Pick<IdentityDeps, 'sessions'>,
  caller: Caller | undefined,
): Promise<void> {
  if (caller) await deps.sessions.revoke(caller.sessionId);
}
