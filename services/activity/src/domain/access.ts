import type { ActivitySource } from '@tracker/contracts/constants/activities';

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

// The audit rule is the kit's, so every service holds the same administrator accountable.
export { accountableAdministrator } from '@tracker/contracts/rules/audit-accountability';

/** What the web app logs is `web`, unless an administrator enters it while impersonating the owner. */
export function webSourceOf(caller: Caller): ActivitySource {
  return caller.actorId === undefined ? 'web' : 'admin';
}
