import type { UploadActivityAttachmentsResponse } from '@tracker/contracts/http/activities';
import { ATTACHED_FILE, toAttachmentResponse } from '../domain/activity.js';
import { accountableAdministrator, type Caller } from '../domain/access.js';
import { checkUpload, type IncomingFile } from '@tracker/kit/upload-rules';
import { sanitizeFileName } from '@tracker/kit/file-name';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { noFileGiven, noFileStored } from '../errors.js';
import { insertAttachment } from '../store/attachments.js';
import { activityForCaller, auditWrite } from './authorize.js';
import { discardStoredFiles, storeFile } from './stored-files.js';

/**
 * Attaches each file on its own: a refused file is reported by name and does not stop the others.
 * Throws 400 with the same report when none could be stored.
 */
export async function uploadAttachments(
  deps: ActivityDeps,
  caller: Caller,
  activityId: unknown,
  files: readonly IncomingFile[],
  ctx: RequestContext,
): Promise<UploadActivityAttachmentsResponse> {
  const activity = await activityForCaller(deps.db.knex, caller, activityId);
  if (files.length === 0) throw noFileGiven('files');

  const result: UploadActivityAttachmentsResponse = { attachments: [], errors: [] };
  for (const file of files) {
    const checked = await checkUpload(file);
    if (!checked.ok) {
      result.errors.push({ fileName: sanitizeFileName(file.originalName), message: checked.message });
      continue;
    }
    const stored = await storeFile(
      deps,
      { ownerId: activity.userId, activityId: activity.id, uploadedBy: caller.userId },
      checked.file,
    );
    try {
      const attachment = await deps.db.knex.transaction(async (trx) => {
        await activityForCaller(trx, caller, activity.id, { forUpdate: true });
        const inserted = await insertAttachment(trx, stored);
        await auditWrite(
          trx,
          deps,
          caller,
          {
            ownerId: activity.userId,
            action: 'activity-attachment.uploaded',
            resourceId: inserted.id,
            changes: [ATTACHED_FILE],
          },
          ctx,
        );
        return inserted;
      });
      result.attachments.push(toAttachmentResponse(attachment));
    } catch (error) {
      await discardStoredFiles(deps, [stored]);
      throw error;
    }
  }

  if (result.attachments.length === 0) throw noFileStored(result.errors);
  if (accountableAdministrator(caller) !== undefined) deps.nudgeOutbox();
  return result;
}
