import type { ActivityAuditAction, IncomeAuditAction } from '@tracker/contracts/http/admin-audit';
import { type AuditReadDeps, auditCallerAccess, auditCallerRead } from '@tracker/kit/audit-event';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { ActivityRecord, AttachmentRecord } from '../domain/activity.js';
import { type Caller, mayAccess } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { activityNotFound, attachmentNotFound } from '../errors.js';
import { findActivity } from '../store/activities.js';
import { findAttachment } from '../store/attachments.js';
import { PRODUCER } from '../store/events.js';

type Db = Knex | Knex.Transaction;

/** What this service audits: administrators' access to activities and to pay records. */
export type ServiceAuditAction = ActivityAuditAction | IncomeAuditAction;

const recordId = z.uuid();

/** True for a well-formed record id; anything else names no record. */
export function isRecordId(value: unknown): value is string {
  return recordId.safeParse(value).success;
}

/**
 * The activity, when the caller may act on it. Someone else's activity answers exactly like a
 * missing one, so its existence is not revealed.
 */
export async function activityForCaller(
  db: Db,
  caller: Caller,
  id: unknown,
  options: { forUpdate?: boolean } = {},
): Promise<ActivityRecord> {
  if (!isRecordId(id)) throw activityNotFound();
  const activity = await findActivity(db, id, options);
  if (!activity || !mayAccess(caller, activity.userId)) throw activityNotFound();
  return activity;
}

/** The attachment and its activity, when the caller may act on them; else 404 as for a missing one. */
export async function attachmentForCaller(
  db: Db,
  caller: Caller,
  id: unknown,
): Promise<{ attachment: AttachmentRecord; activity: ActivityRecord }> {
  if (!isRecordId(id)) throw attachmentNotFound();
  const attachment = await findAttachment(db, id);
  if (!attachment) throw attachmentNotFound();
  const activity = await findActivity(db, attachment.activityId);
  if (!activity || !mayAccess(caller, activity.userId)) throw attachmentNotFound();
  return { attachment, activity };
}

/** A change to `ownerId`'s records, as the audit trail keeps it. */
export interface AuditedWrite {
  ownerId: string;
  action: ServiceAuditAction;
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
  deps: Pick<ActivityDeps, 'now'>,
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
  deps: ActivityDeps,
  caller: Caller,
  ownerId: string,
  action: ServiceAuditAction,
  ctx: RequestContext,
  resourceId: string | null = null,
): Promise<void> {
  return auditCallerRead(auditDepsOf(deps), caller, { subjectId: ownerId, action, resourceId }, ctx);
}

/** What the kit's audit recording needs of this service. */
export function auditDepsOf(deps: Pick<ActivityDeps, 'now' | 'db' | 'nudgeOutbox'>): AuditReadDeps {
  return { producer: PRODUCER, now: () => deps.now(), db: deps.db, nudgeOutbox: () => deps.nudgeOutbox() };
}
