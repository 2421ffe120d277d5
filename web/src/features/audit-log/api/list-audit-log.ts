import type { AuditEntry } from '@tracker/contracts/http/admin-audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiListPage, type ListPage } from '../../../lib/api-client';
import { type AuditFilters, firstPagePath } from '../lib/filters';

export const AUDIT_LOG_KEY = ['/api/admin/audit'] as const;

/** The audit trail matching `filters`, newest first, a page at a time. */
export function auditLogQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: [...AUDIT_LOG_KEY, filters],
    queryFn: ({ pageParam }) => apiListPage<AuditEntry>(pageParam),
    initialPageParam: firstPagePath(filters),
    getNextPageParam: (last: ListPage<AuditEntry>) => last.next ?? undefined,
    // The trail grows with every administrator's work, this reader's included (the records they
    // just opened elsewhere in the app): each visit to the screen reads it afresh.
    refetchOnMount: 'always',
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}
