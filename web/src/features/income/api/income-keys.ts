import type { QueryClient } from '@tanstack/react-query';
import { COMPLIANCE_MONTHS_KEY, DASHBOARD_STATS_KEY } from '../../../lib/shared-query-keys';

export const INCOME_KEY = ['/api/income'] as const;

/**
 * After a pay record is reported, edited or deleted: the pay lists (an open record's key starts the
 * same) and the dashboard, whose month may now be met by pay, or no longer.
 */
export function refreshAfterIncomeChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [INCOME_KEY, DASHBOARD_STATS_KEY, COMPLIANCE_MONTHS_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** After a paystub is attached or removed: only the records show their files. */
export function refreshAfterPaystubChange(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: INCOME_KEY });
}
