import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_STATS_KEY } from '../../../lib/shared-query-keys';
import { userExemptionsQueryOptions } from './list-user-exemptions';

/**
 * After a request is created, edited, deleted or resubmitted: the list, and the stats, whose active
 * exemption count and compliance status depend on the requests.
 */
export function refreshAfterExemptionChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [userExemptionsQueryOptions().queryKey, DASHBOARD_STATS_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
