import { randomUUID } from 'node:crypto';
import type { Activity, LogActivityRequest } from '@tracker/contracts/http/activities';
import { type Caller, webSourceOf } from '../domain/access.js';
import { ATTACHED_FILE } from '../domain/record-attachment.js';
import type { IncomingFile } from '@tracker/kit/storage/upload-rules';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { insertActivity } from '../store/activities.js';
import { ACTIVITY_ATTACHMENT_TABLES, insertAttachment } from '../store/record-attachments.js';
import { recordActivityLogged } from '../store/events.js';
import { viewActivity } from './shared/activity-view.js';
import { auditWrite } from './shared/audit.js';
import { givenFields } from '@tracker/kit/messaging/audit-changes';
import { ACTIVITIES } from './shared/activity-kind.js';
import { type EntryWriteContext, judgeEntryWrite } from './shared/entry-window.js';
import { commitWithFiles, storeOptionalFile } from './shared/stored-files.js';

/**
 * Logs an activity for the caller, with its optional file, all or nothing: a refused file creates
 * nothing, and the rows and the `activity.logged` event commit only once the file is stored. Its
 * date must lie in the entry window, unless state staff make it a late entry.
 */
export async function logActivity(
  deps: ActivityDeps,
  caller: Caller,
  input: LogActivityRequest,
  file: IncomingFile | undefined,
  ctx: RequestContext,
  entry: EntryWriteContext,
): Promise<Activity> {
  const lateEntryReason = judgeEntryWrite(deps, caller, { field: 'date', after: input.date }, entry);
  const activityId = randomUUID();
  const stored = await storeOptionalFile(
    deps,
    ACTIVITIES,
    { ownerId: caller.userId, recordId: activityId, uploadedBy: caller.userId },
    file,
  );

  const view = await commitWithFiles(deps, stored, () =>
    deps.db.knex.transaction(async (trx) => {
      const activity = await insertActivity(trx, {
        id: activityId,
        userId: caller.userId,
        type: input.type,
        description: input.description,
        hours: input.hours,
        date: input.date,
        source: webSourceOf(caller),
      });
      if (!activity) throw new Error(`Activity ${activityId} was not inserted`);
      for (const attachment of stored) await insertAttachment(trx, ACTIVITY_ATTACHMENT_TABLES, attachment);
      await recordActivityLogged(trx, activity, ctx.correlationId);
      // Audited for an administrator logging for themself or for the enrollee they impersonate.
      await auditWrite(
        trx,
        deps,
        caller,
        {
          ownerId: activity.userId,
          action: 'activity.logged',
          resourceId: activity.id,
          changes: [...givenFields(input), ...(stored.length > 0 ? [ATTACHED_FILE] : [])],
          reason: lateEntryReason,
        },
        ctx,
      );
      return viewActivity(trx, activity);
    }),
  );
  deps.nudgeOutbox();
  return view;
}
