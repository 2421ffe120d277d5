import type { ExemptionAuditAction } from '@tracker/contracts/http/admin-audit';
import { type AuditReadDeps, auditCallerAccess, auditCallerRead } from '@tracker/kit/messaging/audit-event';
import type { Knex } from 'knex';
import { z } from 'zod';
import { type Caller, isLockedFor, mayAccess, mayReview, type Role, roleOf } from '../domain/access.js';
import type { AttachmentRecord, UserExemptionRecord } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { attachmentNotFound, exemptionLocked, exemptionNotFound, ownExemptionReview } from '../errors.js';
import { findAttachment } from '../store/attachments.js';
import { PRODUCER } from '../store/events.js';
import { findUserExemption } from '../store/user-exemptions.js';

type Db = Knex | Knex.Transaction;

const recordId = z.uuid();

/** True for a well-formed record id; anything else names no record. */
export function isRecordId(value: unknown): value is string {
  return recordId.safeParse(value).success;
}

/** A request the caller may act on, and how they stand to it. */
export interface Access {
  exemption: UserExemptionRecord;
  role: Role;
}

/**
 * The request, when the caller may see it. Someone else's request answers exactly like a missing
 * one, so its existence is not revealed.
 */
export async function exemptionForCaller(
  db: Db,
  caller: Caller,
  id: unknown,
  options: { forUpdate?: boolean } = {},
): Promise<Access> {
  if (!isRecordId(id)) throw exemptionNotFound();
  const exemption = await findUserExemption(db, id, options);
  if (!exemption) throw exemptionNotFound();
  const role = roleOf(caller, exemption.userId);
  if (!mayAccess(role)) throw exemptionNotFound();
  return { exemption, role };
}

/** The request, when the caller may decide it: 404 as `exemptionForCaller`, 403 for their own. */
export async function exemptionToReview(
  db: Db,
  caller: Caller,
  id: unknown,
  options: { forUpdate?: boolean } = {},
): Promise<Access> {
  const access = await exemptionForCaller(db, caller, id, options);
  if (!mayReview(caller, access.exemption.userId)) throw ownExemptionReview();
  return access;
}

/** Refuses an owner's change to a request that has been approved or denied. */
export function assertUnlocked(access: Access): void {
  if (isLockedFor(access.role, access.exemption.status)) throw exemptionLocked(access.exemption.status);
}

/** The attachment and its request, when the caller may see them; else 404 as for a missing one. */
export async function attachmentForCaller(
  db: Db,
  caller: Caller,
  id: unknown,
  options: { forUpdate?: boolean } = {},
): Promise<Access & { attachment: AttachmentRecord }> {
  if (!isRecordId(id)) throw attachmentNotFound();
  const attachment = await findAttachment(db, id);
  if (!attachment) throw attachmentNotFound();
  const exemption = await findUserExemption(db, attachment.exemptionId, options);
  if (!exemption) throw attachmentNotFound();
  const role = roleOf(caller, exemption.userId);
  if (!mayAccess(role)) throw attachmentNotFound();
  return { attachment, exemption, role };
}

/** A change to `ownerId`'s records, as the audit trail keeps it. */
export interface AuditedWrite {
  ownerId: string;
  action: ExemptionAuditAction;
  resourceId: string;
  /** The names of the fields the change set (none for a delete). */
  changes: readonly string[];
}

/**
 * Records the audit event of an administrator's change to someone's records inside `trx`, when an
 * administrator is accountable for it (the kit's `accountableAdministrator`). Returns whether it
 * recorded one, so the caller knows to wake the relay after the commit.
 */
export function auditWrite(
  trx: Knex.Transaction,
  deps: Pick<ExemptionDeps, 'now'>,
  caller: Caller,
  write: AuditedWrite,
  ctx: RequestContext,
): Promise<boolean> {
  const { ownerId, ...access } = write;
  return auditCallerAccess(
    trx,
    { producer: PRODUCER, now: () => deps.now() },
    caller,
    { subjectId: ownerId, ...access },
    ctx,
  );
}

/**
 * Audits a read that changes nothing, in a transaction of its own. Runs before the records are
 * handed over, so a read that could not be audited does not happen.
 */
export function auditRead(
  deps: ExemptionDeps,
  caller: Caller,
  ownerId: string,
  action: ExemptionAuditAction,
  ctx: RequestContext,
  resourceId: string | null = null,
): Promise<void> {
  return auditCallerRead(auditDepsOf(deps), caller, { subjectId: ownerId, action, resourceId }, ctx);
}

/** What the kit's audit recording needs of this service. */
export function auditDepsOf(deps: Pick<ExemptionDeps, 'now' | 'db' | 'nudgeOutbox'>): AuditReadDeps {
  return { producer: PRODUCER, now: () => deps.now(), db: deps.db, nudgeOutbox: () => deps.nudgeOutbox() };
}
