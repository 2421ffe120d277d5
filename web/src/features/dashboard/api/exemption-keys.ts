import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_STATS_KEY } from '../../../lib/shared-query-keys';

export const USER_EXEMPTIONS_KEY = ['/api/user-exemptions'] as const;
export const EXEMPTION_TYPES_KEY = ['/api/medicaid-exemptions'] as const;

/**
 * After a request is created, edited, deleted or resubmitted: the list, and the stats, whose active
 * exemption count and compliance status depend on the requests.
 */
export function refreshAfterExemptionChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [USER_EXEMPTIONS_KEY, DASHBOARD_STATS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
