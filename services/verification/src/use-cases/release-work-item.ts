import type { WorkItemKind } from '@tracker/contracts/http/work-queue';
import type { VerificationDeps } from '../deps.js';
import { workItemHeld, workItemNotFound } from '../errors.js';
import { findPerson } from '../store/people.js';
import { caseExists, holderOf, releaseCase } from '../store/queue.js';

/**
 * Gives a case back to the queue. Only its holder does that, or a reviewer taking it over with
 * `take`; a case nobody holds stays as it is. A decided case can still be released.
 */
export async function releaseWorkItem(
  deps: Pick<VerificationDeps, 'db'>,
  callerId: string,
  item: { kind: WorkItemKind; id: string },
  options: { take: boolean },
): Promise<void> {
  await deps.db.knex.transaction(async (trx) => {
    if (!(await caseExists(trx, item.kind, item.id))) throw workItemNotFound();
    const holder = await holderOf(trx, item.kind, item.id);
    if (holder === undefined) return;
    if (holder !== callerId && !options.take) {
      throw workItemHeld((await findPerson(trx, holder))?.username ?? null);
    }
    await releaseCase(trx, item.kind, item.id);
  });
}
