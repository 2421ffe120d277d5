import { queueBlobDeletions } from '@tracker/kit/storage/blob-deletions';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { storageKeysOfRecord } from '../store/record-attachments.js';
import { auditWrite } from './shared/audit.js';
import { type EntryWriteContext, judgeEntryWrite } from './shared/entry-window.js';
import { recordForCaller } from './shared/record-access.js';
import type { OwnedRecord, RecordKind } from './shared/record-kind.js';

/**
 * Deletes the record and its attachments, records the kind's deletion event (`activity.deleted`,
 * `income.deleted`), then removes the files. A record dated in a closed month stays, unless state
 * staff delete it as a late entry.
 */
export async function deleteRecord<TRecord extends OwnedRecord>(
  kind: RecordKind<TRecord>,
  deps: ActivityDeps,
  caller: Caller,
  id: unknown,
  ctx: RequestContext,
  entry: EntryWriteContext,
): Promise<void> {
  await deps.db.knex.transaction(async (trx) => {
    const found = await recordForCaller(kind, trx, caller, id, { forUpdate: true });
    const lateEntryReason = judgeEntryWrite(
      deps,
      caller,
      { field: kind.dateField, before: kind.dateOf(found) },
      entry,
    );
    await queueBlobDeletions(trx, await storageKeysOfRecord(trx, kind.tables, found.id));
    await kind.deleteRow(trx, found.id);
    await kind.recordDeleted(trx, found, ctx.correlationId);
    await auditWrite(
      trx,
      deps,
      caller,
      {
        ownerId: found.userId,
        action: kind.audit.deleted,
        resourceId: found.id,
        changes: [],
        reason: lateEntryReason,
      },
      ctx,
    );
  });
  deps.nudgeOutbox();
  await deps.janitor.sweep();
}
