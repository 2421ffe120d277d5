import type { Activity, UpdateActivityRequest } from '@tracker/contracts/http/activities';
import { ACTIVITY_VALUE_FIELDS, type ActivityValues } from '../domain/activity.js';
import { changedFields } from '@tracker/kit/audit-changes';
import { accountableAdministrator, type Caller } from '../domain/access.js';
import type { IncomingFile } from '@tracker/kit/upload-rules';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { updateActivityValues } from '../store/activities.js';
import { recordActivityUpdated } from '../store/events.js';
import { viewActivity } from './activity-view.js';
import { auditWrite } from './authorize.js';
import { ACTIVITIES } from './shared/activity-kind.js';
import { recordForCaller } from './shared/record-access.js';
import { attachStoredFiles, commitWithFiles, storeOptionalFile } from './shared/stored-files.js';

/**
 * Edits an activity, attaches a file to it, or both (the edit screen sends either). An edit records
 * `activity.updated` with the values before it; a refused file changes nothing.
 */
export async function updateActivity(
  deps: ActivityDeps,
  caller: Caller,
  id: unknown,
  change: { edit?: UpdateActivityRequest; file?: IncomingFile },
  ctx: RequestContext,
): Promise<Activity> {
  const current = await recordForCaller(ACTIVITIES, deps.db.knex, caller, id);
  const stored = await storeOptionalFile(
    deps,
    ACTIVITIES,
    { ownerId: current.userId, recordId: current.id, uploadedBy: caller.userId },
    change.file,
  );

  const view = await commitWithFiles(deps, stored, () =>
    deps.db.knex.transaction(async (trx) => {
      let activity = await recordForCaller(ACTIVITIES, trx, caller, current.id, { forUpdate: true });
      if (change.edit) {
        const previous: ActivityValues = {
          type: activity.type,
          description: activity.description,
          hours: activity.hours,
          date: activity.date,
        };
        activity = await updateActivityValues(trx, activity.id, change.edit);
        await recordActivityUpdated(trx, activity, previous, ctx.correlationId);
        await auditWrite(
          trx,
          deps,
          caller,
          {
            ownerId: activity.userId,
            action: 'activity.updated',
            resourceId: activity.id,
            changes: changedFields(previous, activity, ACTIVITY_VALUE_FIELDS),
          },
          ctx,
        );
      }
      await attachStoredFiles(trx, deps, caller, ACTIVITIES, { ownerId: activity.userId, stored }, ctx);
      return viewActivity(trx, activity);
    }),
  );
  if (change.edit || accountableAdministrator(caller) !== undefined) deps.nudgeOutbox();
  return view;
}
