import type { QueryClient } from '@tanstack/react-query';
import {
  AVAILABLE_MONTHS_KEY,
  COMPLIANCE_MONTHS_KEY,
  DASHBOARD_STATS_KEY,
  REPORTING_HOURS_KEY,
} from '../../../lib/shared-query-keys';

/** Prefix of every read of the person's own activities: the lists and an open activity. */
export const ACTIVITIES_KEY = ['/api/activities'] as const;

/**
 * After an activity is created, edited or deleted: the lists (including an open activity, whose key
 * starts the same) and every figure computed from the hours.
 */
export function refreshAfterActivityChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      ACTIVITIES_KEY,
      DASHBOARD_STATS_KEY,
      REPORTING_HOURS_KEY,
      AVAILABLE_MONTHS_KEY,
      COMPLIANCE_MONTHS_KEY,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** After a file is attached or removed: only the lists show attachments. */
export function refreshAfterAttachmentChange(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY });
}
