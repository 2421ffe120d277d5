import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, isApiError, pathFromQueryKey } from './api-client';

/** Reads the path the query key names; with `on401: 'returnNull'`, a 401 means "nobody" rather than an error. */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiRequest<T>('GET', pathFromQueryKey(queryKey));
    } catch (error) {
      if (on401 === 'returnNull' && isApiError(error) && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * The app's query defaults: reads never refetch on focus or on a timer and never go stale unless a
 * call says so; nothing is retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
