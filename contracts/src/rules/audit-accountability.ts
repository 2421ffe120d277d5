/** Who is asking, as the audit rule sees it; `actorId` is the administrator behind an impersonation. */
export interface AuditCaller {
  userId: string;
  isAdmin: boolean;
  actorId?: string;
}

/**
 * The administrator accountable for `caller`'s access to records, whoever's they are (their own
 * included, so no administrator acts unseen): the administrator behind an impersonation, else an
 * administrator's own session. Undefined for an enrollee, whose access to their own records is not
 * audited and who reaches nobody else's.
 */
export function accountableAdministrator(caller: AuditCaller): string | undefined {
  if (caller.actorId !== undefined) return caller.actorId;
  return caller.isAdmin ? caller.userId : undefined;
}

/**
 * The administrator accountable for `caller` reading `subjectId`'s records. An administrator
 * reading their own records in their own session shows nothing to anyone else, so that alone is
 * left out: it would fill the trail with every refresh of their own notifications.
 */
export function accountableForRead(caller: AuditCaller, subjectId: string): string | undefined {
  if (caller.actorId === undefined && caller.userId === subjectId) return undefined;
  return accountableAdministrator(caller);
}
