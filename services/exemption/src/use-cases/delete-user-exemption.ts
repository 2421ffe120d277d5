import { queueBlobDeletions } from '@tracker/kit/storage/blob-deletions';
import { actingPersonOf, type Caller } from '../domain/access.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { recordStatusChanged } from '../store/events.js';
import { storageKeysOfExemption } from '../store/attachments.js';
import { deleteUserExemptionRow } from '../store/user-exemptions.js';
import { assertUnlocked, exemptionForCaller } from './shared/access.js';
import { auditWrite } from './shared/audit.js';

/**
 * Deletes the request with its notes and attachments, then removes the files. The owner cannot
 * delete a request once it is approved or denied. Read models hear of it as a change to
 * `withdrawn`, so an approval an administrator deletes stops counting.
 */
export async function deleteUserExemption(
  deps: ExemptionDeps,
  caller: Caller,
  id: unknown,
  ctx: RequestContext,
): Promise<void> {
  await deps.db.knex.transaction(async (trx) => {
    const access = await exemptionForCaller(trx, caller, id, { forUpdate: true });
    assertUnlocked(access);
    const { exemption } = access;
    await queueBlobDeletions(trx, await storageKeysOfExemption(trx, exemption.id));
    await deleteUserExemptionRow(trx, exemption.id);
    await recordStatusChanged(
      trx,
      { ...exemption, status: 'withdrawn' },
      exemption.status,
      actingPersonOf(caller),
      ctx.correlationId,
    );
    await auditWrite(
      trx,
      deps,
      caller,
      { ownerId: exemption.userId, action: 'exemption.deleted', resourceId: exemption.id, changes: [] },
      ctx,
    );
  });
  deps.nudgeOutbox();
  await deps.janitor.sweep();
}
