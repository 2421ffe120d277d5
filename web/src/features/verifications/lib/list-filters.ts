import type { VerificationReason, VerificationStatus } from '@tracker/contracts/http/verifications';
import { VERIFICATION_REASONS, VERIFICATION_STATUSES } from '@tracker/contracts/http/verification-values';

/** The list's filters as the address holds them; blank means "any". */
export interface VerificationFilters {
  status: VerificationStatus | '';
  reason: VerificationReason | '';
  /** `YYYY-MM-DD`: requests due on or before it. */
  dueBefore: string;
  page: number;
}

export const NO_FILTERS: VerificationFilters = { status: '', reason: '', dueBefore: '', page: 1 };

/** Requests per page of the list. */
export const VERIFICATIONS_PAGE_SIZE = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

/** The filters an address names; anything it cannot mean is left out. */
export function filtersFromSearch(search: URLSearchParams): VerificationFilters {
  const dueBefore = search.get('dueBefore') ?? '';
  const page = Number(search.get('page'));
  return {
    status: oneOf(VERIFICATION_STATUSES, search.get('status')),
    reason: oneOf(VERIFICATION_REASONS, search.get('reason')),
    dueBefore: DAY.test(dueBefore) ? dueBefore : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address parameters of the filters: blank ones and the first page left out. */
export function searchFromFilters(filters: VerificationFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.reason) search.set('reason', filters.reason);
  if (filters.dueBefore) search.set('dueBefore', filters.dueBefore);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** `GET /api/admin/verifications` for the filters: the server sorts by due date and pages. */
export function listPath(filters: VerificationFilters, pageSize = VERIFICATIONS_PAGE_SIZE): string {
  const query = searchFromFilters(filters);
  query.set('page', String(filters.page));
  query.set('pageSize', String(pageSize));
  return `/api/admin/verifications?${query.toString()}`;
}

/** The CSV export of the requests with the list's status (all of them without one). */
export function exportPath(status: VerificationFilters['status']): string {
  return status
    ? `/api/admin/verifications/export?${new URLSearchParams({ status }).toString()}`
    : '/api/admin/verifications/export';
}

export function hasFilters(filters: VerificationFilters): boolean {
  return filters.status !== '' || filters.reason !== '' || filters.dueBefore !== '';
}
