import type { ActivityAttachment } from '@tracker/contracts/http/activities';
import { toAttachmentResponse } from '../domain/activity.js';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentsOf } from '../store/attachments.js';
import { activityForCaller, auditRead } from './authorize.js';

export async function listAttachments(
  deps: ActivityDeps,
  caller: Caller,
  activityId: unknown,
  ctx: RequestContext,
): Promise<ActivityAttachment[]> {
  const activity = await activityForCaller(deps.db.knex, caller, activityId);
  await auditRead(deps, caller, activity.userId, 'activity-attachments.viewed', ctx, activity.id);
  return (await attachmentsOf(deps.db.knex, activity.id)).map(toAttachmentResponse);
}
