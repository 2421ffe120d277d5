import type { ListWorkQueueQuery, ListWorkQueueResponse } from '@tracker/contracts/http/work-queue';
import type { VerificationDeps } from '../deps.js';
import { queuePage } from '../store/queue.js';
import { queueFiltersOf, workItemView } from './shared/work-queue.js';

/** Every case waiting on a person, exemption and verification alike: nearest due, then longest waiting. */
export async function listWorkQueue(
  deps: Pick<VerificationDeps, 'db' | 'settings' | 'now'>,
  callerId: string,
  query: ListWorkQueueQuery,
): Promise<ListWorkQueueResponse> {
  const { filters, today } = queueFiltersOf(deps, callerId, query);
  const { rows, total } = await queuePage(deps.db.knex, filters, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: rows.map((row) => workItemView(row, today, deps.settings.timeZone)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
