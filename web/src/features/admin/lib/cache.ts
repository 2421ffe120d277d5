import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../lib/auth';

/** Drops every cached answer except the current user's, whose refetch the caller handles. */
export function forgetAllButCurrentUser(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== currentUserQueryOptions.queryKey[0],
  });
}
