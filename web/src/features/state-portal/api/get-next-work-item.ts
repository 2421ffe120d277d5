import type { GetNextWorkItemResponse, WorkItem } from '@tracker/contracts/http/work-queue';
import { apiRequest } from '../../../lib/api-client';
import { WORK_QUEUE_KEY } from './list-work-queue';

/** The case to open after `after` in the queue's order ("Decide and open next"); null when none waits. */
export function getNextWorkItem(after: Pick<WorkItem, 'kind' | 'id'>): Promise<GetNextWorkItemResponse> {
  const query = new URLSearchParams({ after: `${after.kind}:${after.id}` });
  return apiRequest<GetNextWorkItemResponse>('GET', `${WORK_QUEUE_KEY[0]}/next?${query.toString()}`);
}
