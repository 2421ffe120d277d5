import type { ActivitySource } from '@tracker/contracts/constants';

/** An authenticated caller; `actorId` is the administrator behind an impersonation. */
export interface Caller {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  actorId?: string;
}

/** The owner and administrators may read and change an activity and its attachments; nobody else. */
export function mayAccess(caller: Caller, ownerId: string): boolean {
  return caller.isAdmin || caller.userId === ownerId;
}

/**
 * The administrator who must answer for an access to `ownerId`'s records, or undefined when it is
 * not audited. That is an administrator on someone else's records, and an administrator
 * impersonating the owner: then the administrator behind the session, never the owner. Owners
 * reading their own records are not audited.
 */
export function accountableAdministrator(caller: Caller, ownerId: string): string | undefined {
  const person = caller.actorId ?? caller.userId;
  if (person === ownerId) return undefined;
  return caller.actorId !== undefined || caller.isAdmin ? person : undefined;
}

/** What the web app logs is `web`, unless an administrator enters it while impersonating the owner. */
export function webSourceOf(caller: Caller): ActivitySource {
  return caller.actorId === undefined ? 'web' : 'admin';
}
