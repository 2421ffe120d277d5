import type { ListWorkQueueResponse } from '@tracker/contracts/http/work-queue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type QueueView, queueSearchParams } from '../lib/work-queue';

export const WORK_QUEUE_KEY = ['/api/admin/work-queue'] as const;

/** One page of the reviewers' work queue, filtered on the server. */
export function listWorkQueue(view: QueueView): Promise<ListWorkQueueResponse> {
  const query = queueSearchParams(view).toString();
  return apiRequest<ListWorkQueueResponse>('GET', `${WORK_QUEUE_KEY[0]}${query ? `?${query}` : ''}`);
}

export function workQueueQueryOptions(view: QueueView) {
  return queryOptions({
    queryKey: [...WORK_QUEUE_KEY, view],
    queryFn: () => listWorkQueue(view),
    // The page being left stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useWorkQueue(view: QueueView) {
  return useQuery(workQueueQueryOptions(view));
}
