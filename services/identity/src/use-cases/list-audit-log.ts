import type { AuditEntry, ListAuditLogRequest } from '@tracker/contracts/http/admin-audit';
import { z } from 'zod';
import { decodeAuditCursor, encodeAuditCursor, type AuditCursor } from '../domain/audit-cursor.js';
import type { Caller, IdentityDeps } from '../deps.js';
import { invalidPageCursor } from '../errors.js';
import { listAuditPage, type PersonFilter } from '../store/audit-log.js';
import { authorizeAdmin } from './shared/authorize-admin.js';

export interface AuditPage {
  entries: AuditEntry[];
  /** The `before` value of the next page, or undefined on the last page. */
  nextCursor?: string;
}

const accountId = z.uuid();

/** An id names the account (also one deleted since); anything else is a user name. */
function personFilter(text: string | undefined): PersonFilter | undefined {
  if (text === undefined) return undefined;
  return accountId.safeParse(text).success ? { id: text.toLowerCase() } : { username: text };
}

/**
 * A page of the audit trail for an administrator, newest first. Reading the trail is not itself
 * audited: every page looked at would add a row, so the trail would grow from being read.
 */
export async function listAuditLog(
  deps: IdentityDeps,
  caller: Caller | undefined,
  request: ListAuditLogRequest,
): Promise<AuditPage> {
  await authorizeAdmin(deps, caller);
  let before: AuditCursor | undefined;
  if (request.before !== undefined) {
    before = decodeAuditCursor(request.before);
    if (!before) throw invalidPageCursor();
  }
  const page = await listAuditPage(deps.db.knex, {
    actor: personFilter(request.actor),
    subject: personFilter(request.subject),
    action: request.action,
    from: request.from,
    to: request.to,
    limit: request.limit,
    before,
  });
  return {
    entries: page.rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() })),
    nextCursor: page.next && encodeAuditCursor(page.next),
  };
}
