import type { Activity, UpdateActivityRequest } from '@tracker/contracts/http/activities';
import { ACTIVITY_VALUE_FIELDS, ATTACHED_FILE, type ActivityValues } from '../domain/activity.js';
import { changedFields } from '@tracker/kit/audit-changes';
import { accountableAdministrator, type Caller } from '../domain/access.js';
import { checkUpload, type IncomingFile } from '@tracker/kit/upload-rules';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { fileRefused } from '../errors.js';
import { updateActivityValues } from '../store/activities.js';
import { insertAttachment, type NewAttachment } from '../store/attachments.js';
import { recordActivityUpdated } from '../store/events.js';
import { viewActivity } from './activity-view.js';
import { activityForCaller, auditWrite } from './authorize.js';
import { discardStoredFiles, storeFile } from './stored-files.js';

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
  const current = await activityForCaller(deps.db.knex, caller, id);
  const checked = change.file ? await checkUpload(change.file) : undefined;
  if (checked && !checked.ok) throw fileRefused('file', checked.message);

  const stored: NewAttachment[] = [];
  if (checked?.ok) {
    stored.push(
      await storeFile(
        deps,
        { ownerId: current.userId, activityId: current.id, uploadedBy: caller.userId },
        checked.file,
      ),
    );
  }

  try {
    const view = await deps.db.knex.transaction(async (trx) => {
      let activity = await activityForCaller(trx, caller, current.id, { forUpdate: true });
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
      for (const attachment of stored) {
        await insertAttachment(trx, attachment);
        await auditWrite(
          trx,
          deps,
          caller,
          {
            ownerId: activity.userId,
            action: 'activity-attachment.uploaded',
            resourceId: attachment.id,
            changes: [ATTACHED_FILE],
          },
          ctx,
        );
      }
      return viewActivity(trx, activity);
    });
    if (change.edit || accountableAdministrator(caller) !== undefined) deps.nudgeOutbox();
    return view;
  } catch (error) {
    await discardStoredFiles(deps, stored);
    throw error;
  }
}
