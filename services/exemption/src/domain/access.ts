import type { ExemptionStatus } from '@tracker/contracts/constants/exemptions';

/** An authenticated caller; `actorId` is the administrator behind an impersonation. */
export interface Caller {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  actorId?: string;
}

/**
 * How the caller stands to a request. An administrator impersonating an enrollee holds the
 * enrollee's session (not an administrator's), so they act as that enrollee.
 */
export type Role = 'admin' | 'owner' | 'other';

/**
 * Separation of duties: nobody reviews a request they asked for, neither in their own session nor
 * through the session of an administrator they impersonate.
 */
export function mayReview(caller: Caller, ownerId: string): boolean {
  return caller.userId !== ownerId && caller.actorId !== ownerId;
}

/**
 * An administrator's session reaches every request, as a reviewer; on a request of the person really
 * acting it stands as the requester, so their own request closes to them once it is decided, as it
 * does to any enrollee.
 */
export function roleOf(caller: Caller, ownerId: string): Role {
  if (caller.userId === ownerId) return 'owner';
  if (!caller.isAdmin) return 'other';
  return mayReview(caller, ownerId) ? 'admin' : 'owner';
}

/** The owner and administrators may see a request and what hangs on it; nobody else. */
export function mayAccess(role: Role): boolean {
  return role !== 'other';
}

/** Once decided, a request is closed to its owner: no edits, notes or attachments. */
export const ENROLLEE_LOCKED_STATUSES: ReadonlySet<ExemptionStatus> = new Set(['approved', 'denied']);

/** Whether the role may no longer change the request or what hangs on it; reviewers never are. */
export function isLockedFor(role: Role, status: ExemptionStatus): boolean {
  return role !== 'admin' && ENROLLEE_LOCKED_STATUSES.has(status);
}

/** The person who really acted: the administrator behind an impersonation, else the caller. */
export function actingPersonOf(caller: Caller): string {
  return caller.actorId ?? caller.userId;
}

// The audit rule is the kit's, so every service holds the same administrator accountable.
export { accountableAdministrator } from '@tracker/contracts/rules/audit-accountability';
