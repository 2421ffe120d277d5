import type { WorkQueueQuery, WorkQueueResponse } from '@tracker/contracts/http/work-queue';
import { isoDateIn } from '@tracker/contracts/rules/calendar';
import type { VerificationDeps } from '../deps.js';
import { searchTermsOf } from '../domain/queue-search.js';
import { type QueueFilters, queuePage } from '../store/queue.js';
import { workItemView } from './shared/work-queue-view.js';

/** The filters of a reading of the queue, and the day it is read on. */
export function queueFiltersOf(
  deps: Pick<VerificationDeps, 'settings' | 'now'>,
  callerId: string,
  query: Pick<WorkQueueQuery, 'search' | 'kind' | 'assigned'>,
): { filters: QueueFilters; today: string } {
  const today = isoDateIn(deps.settings.timeZone, deps.now());
  return {
    today,
    filters: {
      callerId,
      kind: query.kind,
      assigned: query.assigned,
      terms: searchTermsOf(query.search ?? ''),
      month: today.slice(0, 7),
    },
  };
}

/** Every case waiting on a person, exemption and verification alike: nearest due, then longest waiting. */
export async function listWorkQueue(
  deps: Pick<VerificationDeps, 'db' | 'settings' | 'now'>,
  callerId: string,
  query: WorkQueueQuery,
): Promise<WorkQueueResponse> {
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
