import type { GetNextWorkItemQuery, GetNextWorkItemResponse } from '@tracker/contracts/http/work-queue';
import type { VerificationDeps } from '../deps.js';
import { nextQueueCase } from '../store/queue.js';
import { queueFiltersOf } from './shared/work-queue.js';
import { workItemView } from './shared/work-queue.js';

/** The case to open after `after`, for "Decide and open next"; null when nothing else waits. */
export async function getNextWorkItem(
  deps: Pick<VerificationDeps, 'db' | 'settings' | 'now'>,
  callerId: string,
  query: GetNextWorkItemQuery,
): Promise<GetNextWorkItemResponse> {
  const { filters, today } = queueFiltersOf(deps, callerId, query);
  const row = await nextQueueCase(deps.db.knex, filters, query.after);
  return { item: row ? workItemView(row, today, deps.settings.timeZone) : null };
}
