import type { AssignWorkItemResponse, WorkItem } from '@tracker/contracts/http/work-queue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WORK_QUEUE_KEY } from './list-work-queue';
import { workItemQueryOptions } from './get-work-item';

type ItemRef = Pick<WorkItem, 'kind' | 'id'>;

function assignPath(item: ItemRef, take: boolean): string {
  return `${WORK_QUEUE_KEY[0]}/${item.kind}/${encodeURIComponent(item.id)}/assign${take ? '?take=true' : ''}`;
}

/** "Assign to me"; `take` takes over a case another reviewer holds (409 without it). */
export function assignWorkItem(item: ItemRef, take = false): Promise<AssignWorkItemResponse> {
  return apiRequest<AssignWorkItemResponse>('POST', assignPath(item, take));
}

/** Gives the caller's case back to the queue. */
export function releaseWorkItem(item: ItemRef): Promise<void> {
  return apiRequest<void>('DELETE', assignPath(item, false));
}

/** Assigns or releases a case, then reads the queue and the case again. */
export function useAssignWorkItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      item,
      assign,
      take = false,
    }: {
      item: ItemRef;
      assign: boolean;
      take?: boolean;
    }): Promise<AssignWorkItemResponse | null> =>
      assign ? assignWorkItem(item, take) : releaseWorkItem(item).then(() => null),
    onSettled: (_result, _error, { item }) => {
      void queryClient.invalidateQueries({ queryKey: WORK_QUEUE_KEY });
      void queryClient.invalidateQueries({ queryKey: workItemQueryOptions(item.kind, item.id).queryKey });
    },
  });
}
