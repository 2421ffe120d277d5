import type { ActivityAuditAction } from '@tracker/contracts/http/admin-audit';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { ActivityRecord, AttachmentRecord } from '../domain/activity.js';
import { accountableAdministrator, type Caller, mayAccess } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { activityNotFound, attachmentNotFound } from '../errors.js';
import { findActivity } from '../store/activities.js';
import { findAttachment } from '../store/attachments.js';
import { recordAuditRecorded } from '../store/events.js';

type Db = Knex | Knex.Transaction;

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

/**
 * Records, inside the caller's transaction, an administrator's access to `ownerId`'s records (see
 * `accountableAdministrator`); does nothing for anyone else. Returns whether it recorded one, so the
 * caller knows to wake the relay after the commit.
 */
export async function auditAccess(
  trx: Knex.Transaction,
  deps: Pick<ActivityDeps, 'now'>,
  caller: Caller,
  ownerId: string,
  action: ActivityAuditAction,
  ctx: RequestContext,
  resourceId: string | null = null,
): Promise<boolean> {
  const actorId = accountableAdministrator(caller, ownerId);
  if (actorId === undefined) return false;
  await recordAuditRecorded(
    trx,
    {
      actorId,
      subjectId: ownerId,
      action,
      resourceId,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      occurredAt: deps.now(),
    },
    ctx.correlationId,
  );
  return true;
}

/**
 * Audits a read that changes nothing: a transaction of its own holds only the outbox row. Runs
 * before the records are handed over, so a read that could not be audited does not happen.
 */
export async function auditRead(
  deps: ActivityDeps,
  caller: Caller,
  ownerId: string,
  action: ActivityAuditAction,
  ctx: RequestContext,
  resourceId: string | null = null,
): Promise<void> {
  if (accountableAdministrator(caller, ownerId) === undefined) return;
  await deps.db.knex.transaction((trx) => auditAccess(trx, deps, caller, ownerId, action, ctx, resourceId));
  deps.nudgeOutbox();
}
