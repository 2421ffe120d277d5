import type { ActivityAttachment } from '@tracker/contracts/http/activities';
import { toAttachmentResponse } from '../domain/activity.js';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentsOf } from '../store/attachments.js';
import { activityForCaller, auditAccess } from './authorize.js';

export async function listAttachments(
  deps: ActivityDeps,
  caller: Caller,
  activityId: unknown,
  ctx: RequestContext,
): Promise<ActivityAttachment[]> {
  const activity = await activityForCaller(deps.db.knex, caller, activityId);
  auditAccess(deps, caller, activity.userId, 'attachments.listed', ctx, { activityId: activity.id });
  return (await attachmentsOf(deps.db.knex, activity.id)).map(toAttachmentResponse);
}
