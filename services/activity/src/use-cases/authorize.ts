import type { ActivityAuditAction } from '@tracker/contracts/http/admin-audit';
import { type AuditReadDeps, recordAccess, recordReadAlone } from '@tracker/kit/audit-event';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { ActivityRecord, AttachmentRecord } from '../domain/activity.js';
import { accountableAdministrator, type Caller, mayAccess } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { activityNotFound, attachmentNotFound } from '../errors.js';
import { findActivity } from '../store/activities.js';
import { findAttachment } from '../store/attachments.js';
import { PRODUCER } from '../store/events.js';

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
  await recordAccess(
    trx,
    { producer: PRODUCER, now: () => deps.now() },
    { actorId, subjectId: ownerId, action, resourceId },
    ctx,
  );
  return true;
}

/**
 * Audits a read that changes nothing, in a transaction of its own. Runs before the records are
 * handed over, so a read that could not be audited does not happen.
 */
export async function auditRead(
  deps: ActivityDeps,
  caller: Caller,
  ownerId: string,
  action: ActivityAuditAction,
  ctx: RequestContext,
  resourceId: string | null = null,
): Promise<void> {
  const actorId = accountableAdministrator(caller, ownerId);
  if (actorId === undefined) return;
  await recordReadAlone(auditDepsOf(deps), { actorId, subjectId: ownerId, action, resourceId }, ctx);
}

/** What the kit's audit recording needs of this service. */
export function auditDepsOf(deps: Pick<ActivityDeps, 'now' | 'db' | 'nudgeOutbox'>): AuditReadDeps {
  return { producer: PRODUCER, now: () => deps.now(), db: deps.db, nudgeOutbox: () => deps.nudgeOutbox() };
}
