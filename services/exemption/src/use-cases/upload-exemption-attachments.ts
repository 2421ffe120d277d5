import type {
  ExemptionAttachment,
  UploadExemptionAttachmentsResponse,
} from '@tracker/contracts/http/exemptions';
import type { UploadedFiles } from '@tracker/kit/storage/multipart';
import { sanitizeFileName } from '@tracker/kit/storage/file-name';
import { checkUpload, type IncomingFile } from '@tracker/kit/storage/upload-rules';
import { accountableAdministrator, type Caller } from '../domain/access.js';
import { ATTACHED_FILE } from '../domain/audited-fields.js';
import { toAttachmentResponse } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { fileRefused, noFileGiven, noFileStored } from '../errors.js';
import { insertAttachment } from '../store/attachments.js';
import { type Access, assertUnlocked, exemptionForCaller } from './shared/access.js';
import { auditWrite } from './shared/audit.js';
import { discardStoredFiles, storeFile } from './shared/stored-files.js';

type UploadReport = UploadExemptionAttachmentsResponse;

async function attach(
  deps: ExemptionDeps,
  caller: Caller,
  access: Access,
  file: IncomingFile,
  description: string | null,
  ctx: RequestContext,
): Promise<ExemptionAttachment | { refused: string }> {
  const checked = await checkUpload(file);
  if (!checked.ok) return { refused: checked.message };
  const stored = await storeFile(
    deps,
    {
      ownerId: access.exemption.userId,
      exemptionId: access.exemption.id,
      uploadedByUserId: caller.userId,
      description,
    },
    checked.file,
  );
  try {
    const attachment = await deps.db.knex.transaction(async (trx) => {
      // The request may have been decided while the file was being stored.
      assertUnlocked(await exemptionForCaller(trx, caller, access.exemption.id, { forUpdate: true }));
      const inserted = await insertAttachment(trx, stored);
      await auditWrite(
        trx,
        deps,
        caller,
        {
          ownerId: access.exemption.userId,
          action: 'exemption-attachment.uploaded',
          resourceId: inserted.id,
          changes: inserted.description === null ? [ATTACHED_FILE] : [ATTACHED_FILE, 'description'],
        },
        ctx,
      );
      return inserted;
    });
    return toAttachmentResponse(attachment);
  } catch (error) {
    await discardStoredFiles(deps, [stored]);
    throw error;
  }
}

/**
 * Attaches the upload's files to the request. One `file` answers the attachment or the reason it
 * was refused; several `files` are each checked on their own, a refused one reported by name
 * without stopping the others, and 400 only when none could be stored.
 */
export async function uploadExemptionAttachments(
  deps: ExemptionDeps,
  caller: Caller,
  access: Access,
  upload: UploadedFiles,
  description: string | null,
  ctx: RequestContext,
): Promise<ExemptionAttachment | UploadReport> {
  if (upload.files.length === 0) throw noFileGiven(upload.field);
  let answer: ExemptionAttachment | UploadReport;
  if (upload.field === 'file') {
    const outcome = await attach(deps, caller, access, upload.files[0]!, description, ctx);
    if ('refused' in outcome) throw fileRefused('file', outcome.refused);
    answer = outcome;
  } else {
    const report: UploadReport = { attachments: [], errors: [] };
    for (const file of upload.files) {
      const outcome = await attach(deps, caller, access, file, description, ctx);
      if ('refused' in outcome) {
        report.errors.push({ fileName: sanitizeFileName(file.originalName), message: outcome.refused });
      } else {
        report.attachments.push(outcome);
      }
    }
    if (report.attachments.length === 0) throw noFileStored(report.errors);
    answer = report;
  }
  if (accountableAdministrator(caller) !== undefined) deps.nudgeOutbox();
  return answer;
}
