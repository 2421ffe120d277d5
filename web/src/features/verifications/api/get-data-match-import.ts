import type { DataMatchImport } from '@tracker/contracts/http/verifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How often a running import is asked about, in milliseconds. */
export const DATA_MATCH_POLL_MS = 1000;

/** A data-match import as it stands, from the address its upload answered with. */
export function getDataMatchImport(path: string): Promise<DataMatchImport> {
  return apiRequest<DataMatchImport>('GET', path);
}

export function dataMatchImportQueryOptions(path: string, initial?: DataMatchImport) {
  return queryOptions({
    queryKey: ['/api/admin/data-matches/imports', path] as const,
    queryFn: () => getDataMatchImport(path),
    initialData: initial,
    // The upload's answer is already a reading: the first question goes out a second later.
    initialDataUpdatedAt: initial ? Date.now() : undefined,
    staleTime: DATA_MATCH_POLL_MS,
    // Asked every second while it runs; a finished or failed import does not change any more.
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' && query.state.status !== 'error'
        ? DATA_MATCH_POLL_MS
        : false,
  });
}

export function useDataMatchImport(path: string, initial?: DataMatchImport) {
  return useQuery(dataMatchImportQueryOptions(path, initial));
}
