import {
  type DiscardDeps,
  discardStoredFiles,
  writeAttachmentFile,
} from '@tracker/kit/storage/attachment-files';
import { type AcceptedFile, checkUpload, type IncomingFile } from '@tracker/kit/storage/upload-rules';
import type { Knex } from 'knex';
import type { Caller } from '../../domain/access.js';
import { ATTACHED_FILE, type RecordAttachment } from '../../domain/record-attachment.js';
import type { ActivityDeps, RequestContext } from '../../deps.js';
import { fileRefused } from '../../errors.js';
import { insertAttachment, type NewAttachment } from '../../store/record-attachments.js';
import { auditWrite } from './audit.js';
import type { RecordKind } from './record-kind.js';

/**
 * Writes an accepted file to the kind's area of the blob store and returns the attachment row to
 * insert. The file is written before the rows: if the store fails, nothing is committed.
 */
export async function storeFile(
  deps: Pick<ActivityDeps, 'blobs'>,
  kind: RecordKind,
  target: { ownerId: string; recordId: string; uploadedBy: string },
  file: AcceptedFile,
): Promise<NewAttachment> {
  const stored = await writeAttachmentFile(
    deps.blobs,
    { area: kind.storageArea, ownerId: target.ownerId, recordId: target.recordId },
    file,
  );
  return { ...stored, recordId: target.recordId, uploadedBy: target.uploadedBy };
}

/**
 * Checks the one file a create or an edit may carry and writes it for the record; no file, no rows.
 * A refused file throws 400 before anything is written.
 */
export async function storeOptionalFile(
  deps: Pick<ActivityDeps, 'blobs'>,
  kind: RecordKind,
  target: { ownerId: string; recordId: string; uploadedBy: string },
  file: IncomingFile | undefined,
): Promise<NewAttachment[]> {
  if (!file) return [];
  const checked = await checkUpload(file);
  if (!checked.ok) throw fileRefused('file', checked.message);
  return [await storeFile(deps, kind, target, checked.file)];
}

/**
 * Runs `commit`, the transaction that records the rows of the `stored` files, and removes the files
 * again when it fails, so no file outlives rows that were never committed.
 */
export async function commitWithFiles<T>(
  deps: DiscardDeps,
  stored: readonly NewAttachment[],
  commit: () => Promise<T>,
): Promise<T> {
  try {
    return await commit();
  } catch (error) {
    await discardStoredFiles(deps, stored);
    throw error;
  }
}

/** Inserts the rows of files stored for an existing record and audits each upload, inside `trx`. */
export async function attachStoredFiles(
  trx: Knex.Transaction,
  deps: Pick<ActivityDeps, 'now'>,
  caller: Caller,
  kind: RecordKind,
  upload: { ownerId: string; stored: readonly NewAttachment[] },
  ctx: RequestContext,
): Promise<RecordAttachment[]> {
  const attachments: RecordAttachment[] = [];
  for (const file of upload.stored) {
    const attachment = await insertAttachment(trx, kind.tables, file);
    await auditWrite(
      trx,
      deps,
      caller,
      {
        ownerId: upload.ownerId,
        action: kind.audit.attachmentUploaded,
        resourceId: attachment.id,
        changes: [ATTACHED_FILE],
      },
      ctx,
    );
    attachments.push(attachment);
  }
  return attachments;
}
