import { randomUUID } from 'node:crypto';
import type { Activity, CreateActivityRequest } from '@tracker/contracts/http/activities';
import { type Caller, webSourceOf } from '../domain/access.js';
import { ATTACHED_FILE } from '../domain/activity.js';
import { checkUpload, type IncomingFile } from '@tracker/kit/upload-rules';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { fileRefused } from '../errors.js';
import { insertActivity } from '../store/activities.js';
import { insertAttachment, type NewAttachment } from '../store/attachments.js';
import { recordActivityLogged } from '../store/events.js';
import { viewActivity } from './activity-view.js';
import { auditWrite } from './authorize.js';
import { givenFields } from '@tracker/kit/audit-changes';
import { discardStoredFiles, storeFile } from './stored-files.js';

/**
 * Logs an activity for the caller, with its optional file, all or nothing: a refused file creates
 * nothing, and the rows and the `activity.logged` event commit only once the file is stored.
 */
export async function logActivity(
  deps: ActivityDeps,
  caller: Caller,
  input: CreateActivityRequest,
  file: IncomingFile | undefined,
  ctx: RequestContext,
): Promise<Activity> {
  const checked = file ? await checkUpload(file) : undefined;
  if (checked && !checked.ok) throw fileRefused('file', checked.message);

  const activityId = randomUUID();
  const stored: NewAttachment[] = [];
  if (checked?.ok) {
    stored.push(
      await storeFile(deps, { ownerId: caller.userId, activityId, uploadedBy: caller.userId }, checked.file),
    );
  }

  try {
    const view = await deps.db.knex.transaction(async (trx) => {
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
      for (const attachment of stored) await insertAttachment(trx, attachment);
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
        },
        ctx,
      );
      return viewActivity(trx, activity);
    });
    deps.nudgeOutbox();
    return view;
  } catch (error) {
    await discardStoredFiles(deps, stored);
    throw error;
  }
}
