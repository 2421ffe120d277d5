import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { deleteActivityRow } from '../store/activities.js';
import { storageKeysOfActivity } from '../store/attachments.js';
import { queueBlobDeletions } from '@tracker/kit/blob-deletions';
import { recordActivityDeleted } from '../store/events.js';
import { activityForCaller, auditWrite } from './authorize.js';

/** Deletes the activity and its attachments, records `activity.deleted`, then removes the files. */
export async function deleteActivity(
  deps: ActivityDeps,
  caller: Caller,
  id: unknown,
  ctx: RequestContext,
): Promise<void> {
  await deps.db.knex.transaction(async (trx) => {
    const found = await activityForCaller(trx, caller, id, { forUpdate: true });
    await queueBlobDeletions(trx, await storageKeysOfActivity(trx, found.id));
    await deleteActivityRow(trx, found.id);
    await recordActivityDeleted(trx, found, ctx.correlationId);
    await auditWrite(
      trx,
      deps,
      caller,
      { ownerId: found.userId, action: 'activity.deleted', resourceId: found.id, changes: [] },
      ctx,
    );
  });
  deps.nudgeOutbox();
  await deps.janitor.sweep();
}
