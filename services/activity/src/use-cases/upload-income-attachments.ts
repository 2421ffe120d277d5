import type { UploadIncomeAttachmentsResponse } from '@tracker/contracts/http/income';
import { discardStoredFiles } from '@tracker/kit/attachment-files';
import { sanitizeFileName } from '@tracker/kit/file-name';
import { checkUpload, type IncomingFile } from '@tracker/kit/upload-rules';
import { accountableAdministrator, type Caller } from '../domain/access.js';
import { ATTACHED_FILE } from '../domain/activity.js';
import { toIncomeAttachmentResponse } from '../domain/income.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { noFileGiven, noFileStored } from '../errors.js';
import { insertIncomeAttachment } from '../store/income-attachments.js';
import { auditWrite } from './authorize.js';
import { incomeForCaller } from './authorize-income.js';
import { storeIncomeFile } from './stored-income-files.js';

/**
 * Attaches each file to the pay record on its own, under the activity file rules: a refused file is
 * reported by name and does not stop the others. Throws 400 with the same report when none could be
 * stored.
 */
export async function uploadIncomeAttachments(
  deps: ActivityDeps,
  caller: Caller,
  incomeId: unknown,
  files: readonly IncomingFile[],
  ctx: RequestContext,
): Promise<UploadIncomeAttachmentsResponse> {
  const record = await incomeForCaller(deps.db.knex, caller, incomeId);
  if (files.length === 0) throw noFileGiven('files');

  const result: UploadIncomeAttachmentsResponse = { attachments: [], errors: [] };
  for (const file of files) {
    const checked = await checkUpload(file);
    if (!checked.ok) {
      result.errors.push({ fileName: sanitizeFileName(file.originalName), message: checked.message });
      continue;
    }
    const stored = await storeIncomeFile(
      deps,
      { ownerId: record.userId, incomeId: record.id, uploadedBy: caller.userId },
      checked.file,
    );
    try {
      const attachment = await deps.db.knex.transaction(async (trx) => {
        // The record may have been deleted while the file was written.
        await incomeForCaller(trx, caller, record.id, { forUpdate: true });
        const inserted = await insertIncomeAttachment(trx, stored);
        await auditWrite(
          trx,
          deps,
          caller,
          {
            ownerId: record.userId,
            action: 'income-attachment.uploaded',
            resourceId: inserted.id,
            changes: [ATTACHED_FILE],
          },
          ctx,
        );
        return inserted;
      });
      result.attachments.push(toIncomeAttachmentResponse(attachment));
    } catch (error) {
      await discardStoredFiles(deps, [stored]);
      throw error;
    }
  }

  if (result.attachments.length === 0) throw noFileStored(result.errors);
  if (accountableAdministrator(caller) !== undefined) deps.nudgeOutbox();
  return result;
}
