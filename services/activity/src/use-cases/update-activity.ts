import type { Activity, UpdateActivityRequest } from '@tracker/contracts/http/activities';
import { ACTIVITY_VALUE_FIELDS, type ActivityValues } from '../domain/activity.js';
import { changedFields } from '@tracker/kit/messaging/audit-changes';
import { accountableAdministrator, type Caller } from '../domain/access.js';
import type { IncomingFile } from '@tracker/kit/storage/upload-rules';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { updateActivityValues } from '../store/activities.js';
import { recordActivityUpdated } from '../store/events.js';
import { viewActivity } from './shared/activity-view.js';
import { auditWrite } from './shared/audit.js';
import { ACTIVITIES } from './shared/activity-kind.js';
import { type EntryWriteContext, judgeEntryWrite } from './shared/entry-window.js';
import { recordForCaller } from './shared/record-access.js';
import { attachStoredFiles, commitWithFiles, storeOptionalFile } from './shared/stored-files.js';

/**
 * Edits an activity, attaches a file to it, or both (the edit screen sends either). An edit records
 * `activity.updated` with the values before it; a refused file changes nothing. An edit must leave
 * closed months alone (neither change an activity dated in one nor move one into it) unless state
 * staff make it a late entry; a file alone changes no hours, so it is not judged.
 */
export async function updateActivity(
  deps: ActivityDeps,
  caller: Caller,
  id: unknown,
  change: { edit?: UpdateActivityRequest; file?: IncomingFile },
  ctx: RequestContext,
  entry: EntryWriteContext,
): Promise<Activity> {
  const current = await recordForCaller(ACTIVITIES, deps.db.knex, caller, id);
  // Judged before a file is stored, and again on the locked row below.
  if (change.edit) {
    judgeEntryWrite(deps, caller, { field: 'date', before: current.date, after: change.edit.date }, entry);
  }
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
        const lateEntryReason = judgeEntryWrite(
          deps,
          caller,
          { field: 'date', before: activity.date, after: change.edit.date },
          entry,
        );
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
            reason: lateEntryReason,
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
