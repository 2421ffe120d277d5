import type { GetWorkItemResponse, WorkItemKind } from '@tracker/contracts/http/work-queue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WORK_QUEUE_KEY } from './list-work-queue';

/** One open case of the queue (404 once it is decided). */
export function getWorkItem(kind: WorkItemKind, id: string): Promise<GetWorkItemResponse> {
  return apiRequest<GetWorkItemResponse>('GET', `${WORK_QUEUE_KEY[0]}/${kind}/${encodeURIComponent(id)}`);
}

export function workItemQueryOptions(kind: WorkItemKind, id: string) {
  return queryOptions({
    queryKey: [...WORK_QUEUE_KEY, 'item', kind, id] as const,
    queryFn: () => getWorkItem(kind, id),
  });
}

export function useWorkItem(kind: WorkItemKind, id: string) {
  return useQuery(workItemQueryOptions(kind, id));
}
