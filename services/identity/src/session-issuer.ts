import { signSessionToken } from '@tracker/kit/security/tokens';
import type { IdentityDeps } from './deps.js';

export interface IssuedSession {
  token: string;
  sessionId: string;
}

/** Creates a session and the signed token that names it; `actorId` marks an impersonation. */
export async function issueSession(
  deps: Pick<IdentityDeps, 'sessions' | 'keys'>,
  input: { userId: string; isAdmin: boolean; actorId?: string },
): Promise<IssuedSession> {
  const session = await deps.sessions.create(input);
  const token = await signSessionToken(deps.keys, {
    sub: input.userId,
    sid: session.id,
    adm: input.isAdmin,
    ...(input.actorId !== undefined ? { act: input.actorId } : {}),
  });
  return { token, sessionId: session.id };
}
