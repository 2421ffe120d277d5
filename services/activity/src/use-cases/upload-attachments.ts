import { checkUpload, type IncomingFile } from '@tracker/kit/storage/upload-rules';
import { sanitizeFileName } from '@tracker/kit/storage/file-name';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { noFileGiven, noFileStored } from '../errors.js';
import { recordForCaller } from './shared/record-access.js';
import type { OwnedRecord, RecordKind } from './shared/record-kind.js';
import { attachStoredFiles, commitWithFiles, storeFile } from './shared/stored-files.js';

/** What an upload of several files answers: the files stored, and each refused one by name. */
export interface UploadReport<TAttachment> {
  attachments: TAttachment[];
  errors: Array<{ fileName: string; message: string }>;
}

/**
 * Attaches each file to the record on its own: a refused file is reported by name and does not stop
 * the others. Throws 400 with the same report when none could be stored.
 */
export async function uploadAttachments<TRecord extends OwnedRecord, TAttachment>(
  kind: RecordKind<TRecord, TAttachment>,
  deps: ActivityDeps,
  caller: Caller,
  recordId: unknown,
  files: readonly IncomingFile[],
  ctx: RequestContext,
): Promise<UploadReport<TAttachment>> {
  const record = await recordForCaller(kind, deps.db.knex, caller, recordId);
  if (files.length === 0) throw noFileGiven('files');

  const result: UploadReport<TAttachment> = { attachments: [], errors: [] };
  for (const file of files) {
    const checked = await checkUpload(file);
    if (!checked.ok) {
      result.errors.push({ fileName: sanitizeFileName(file.originalName), message: checked.message });
      continue;
    }
    const stored = await storeFile(
      deps,
      kind,
      { ownerId: record.userId, recordId: record.id, uploadedBy: caller.userId },
      checked.file,
    );
    const attached = await commitWithFiles(deps, [stored], () =>
      deps.db.knex.transaction(async (trx) => {
        // The record may have been deleted while the file was written.
        await recordForCaller(kind, trx, caller, record.id, { forUpdate: true });
        return attachStoredFiles(trx, deps, caller, kind, { ownerId: record.userId, stored: [stored] }, ctx);
      }),
    );
    result.attachments.push(...attached.map((attachment) => kind.toAttachmentResponse(attachment)));
  }

  if (result.attachments.length === 0) throw noFileStored(result.errors);
  // Each attached file recorded the record's new file count (and an administrator's, an audit row).
  deps.nudgeOutbox();
  return result;
}
