import type { AssignWorkItemResponse, WorkItemKind } from '@tracker/contracts/http/work-queue';
import { isoDateIn } from '@tracker/contracts/rules/calendar';
import type { VerificationDeps } from '../deps.js';
import { workItemHeld, workItemNotFound } from '../errors.js';
import { findPerson } from '../store/people.js';
import { claimCase, findQueueCase, holderOf, reassignCase } from '../store/queue.js';
import { workItemView } from './shared/work-queue.js';

/**
 * "Assign to me": the caller takes up an open case. One held by another reviewer is refused unless
 * `take` says to take it over, so two reviewers do not decide the same case unknowingly.
 */
export async function assignWorkItem(
  deps: Pick<VerificationDeps, 'db' | 'settings' | 'now'>,
  callerId: string,
  item: { kind: WorkItemKind; id: string },
  options: { take: boolean },
): Promise<AssignWorkItemResponse> {
  const now = deps.now();
  const today = isoDateIn(deps.settings.timeZone, now);
  const filters = { callerId, month: today.slice(0, 7) };
  const row = await deps.db.knex.transaction(async (trx) => {
    if (!(await findQueueCase(trx, item.kind, item.id, filters))) throw workItemNotFound();
    if (!(await claimCase(trx, item.kind, item.id, callerId, now))) {
      const holder = await holderOf(trx, item.kind, item.id);
      if (holder !== undefined && holder !== callerId) {
        if (!options.take) throw workItemHeld((await findPerson(trx, holder))?.username ?? null);
        await reassignCase(trx, item.kind, item.id, callerId, now);
      }
    }
    return findQueueCase(trx, item.kind, item.id, filters);
  });
  if (!row) throw workItemNotFound();
  return workItemView(row, today, deps.settings.timeZone);
}
