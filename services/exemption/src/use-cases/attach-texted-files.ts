import type { NotificationSmsDocumentReceivedV1 } from '@tracker/contracts/events/notification-sms-document-received-v1';
import { textedFilesFolder } from '@tracker/contracts/events/texted-file';
import { discardStoredFiles } from '@tracker/kit/storage/attachment-files';
import { queueBlobDeletions } from '@tracker/kit/storage/blob-deletions';
import { copyTextedFiles } from '@tracker/kit/storage/texted-files';
import type { Knex } from 'knex';
import { isLockedFor } from '../domain/access.js';
import type { ExemptionDeps } from '../deps.js';
import { insertAttachment } from '../store/attachments.js';
import { mayTransition } from '../domain/workflow.js';
import { recordStatusChanged } from '../store/events.js';
import { applyStatusChange, findUserExemption } from '../store/user-exemptions.js';
import { STORAGE_AREA } from './shared/stored-files.js';

/**
 * Attaches the files a person texted with `DOC` to their request, inside the inbox transaction, as
 * their own upload would: each is read back from where the notification service left it, checked with
 * the upload rules and copied into the request's files; the texted copies are queued for deletion.
 * Nothing is attached to a request that is not theirs or that was approved or denied meanwhile, as the
 * web would refuse it. A request that waited on its owner goes back to review with them: texting the
 * proof is the person's answer, and there is no button to press by text. Resolves with how many files
 * were attached.
 */
export async function attachTextedFiles(
  deps: Pick<ExemptionDeps, 'blobs' | 'db' | 'logger' | 'janitor'>,
  trx: Knex.Transaction,
  data: NotificationSmsDocumentReceivedV1,
): Promise<number> {
  // Only the person's own texted files are ever removed, whatever an event names.
  const texted = data.files
    .map((file) => file.storageKey)
    .filter((key) => key.startsWith(textedFilesFolder(data.userId)));
  await queueBlobDeletions(trx, texted);
  trx.executionPromise.then(
    () => deps.janitor.nudge(),
    () => undefined,
  );

  const exemption = await findUserExemption(trx, data.exemptionId, { forUpdate: true });
  if (exemption?.userId !== data.userId || isLockedFor('owner', exemption.status)) {
    deps.logger.warn(
      { exemptionId: data.exemptionId, status: exemption?.status ?? null },
      'texted document not attached: the request is not open to its owner',
    );
    return 0;
  }
  const written = await copyTextedFiles(deps, data.userId, data.files, {
    area: STORAGE_AREA,
    ownerId: data.userId,
    recordId: exemption.id,
  });
  // Copies made for a transaction that rolls back are removed again.
  trx.executionPromise.catch(() => discardStoredFiles(deps, written));
  for (const file of written) {
    await insertAttachment(trx, {
      ...file,
      exemptionId: exemption.id,
      description: null,
      uploadedByUserId: data.userId,
    });
  }
  if (written.length > 0 && mayTransition('owner', exemption.status, 'under_review')) {
    const changed = await applyStatusChange(trx, exemption.id, {
      status: 'under_review',
      modifiedBy: data.userId,
    });
    await recordStatusChanged(trx, changed, exemption.status, data.userId);
  }
  return written.length;
}
