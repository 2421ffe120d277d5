import type { Knex } from 'knex';
import { z } from 'zod';
import type { ActivityRecord, AttachmentRecord } from '../domain/activity.js';
import { type Caller, isAdministratorOnOthers, mayAccess } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { activityNotFound, attachmentNotFound } from '../errors.js';
import { findActivity } from '../store/activities.js';
import { findAttachment } from '../store/attachments.js';

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
 * Writes the audit line of an administrator reading or changing another user's records; the
 * caller's own records are not audited.
 */
export function auditAccess(
  deps: Pick<ActivityDeps, 'logger'>,
  caller: Caller,
  ownerId: string,
  action: string,
  ctx: RequestContext,
  detail: Record<string, unknown> = {},
): void {
  if (!isAdministratorOnOthers(caller, ownerId)) return;
  deps.logger.info(
    { audit: true, actorId: caller.userId, subjectId: ownerId, action, ip: ctx.ip, ...detail },
    'administrator access to another user’s activities',
  );
}
