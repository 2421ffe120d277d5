import type { ExemptionStatus } from '@tracker/contracts/constants/exemptions';
import { EXEMPTION_STATUSES } from '@tracker/contracts/constants/exemptions';
import type { ReviewedExemption } from '@tracker/contracts/http/exemption-review';

/** The statuses with a count card, in the order the cards show; each card filters the list by it. */
export const CARD_STATUSES = [
  'requested',
  'under_review',
  'waiting_on_enrollee',
  'approved',
  'denied',
  'expired',
] as const satisfies readonly ExemptionStatus[];
export type CardStatus = (typeof CARD_STATUSES)[number];

export const SORT_COLUMNS = ['user', 'request', 'status', 'exemption'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';
export interface Sort {
  column: SortColumn;
  direction: SortDirection;
}

/** The newest requests first. */
export const DEFAULT_SORT: Sort = { column: 'request', direction: 'desc' };

/** What the list shows: one status or all, in one order. Kept in the address so Back returns to it. */
export interface ListView {
  status: CardStatus | null;
  sort: Sort;
}

export function countByStatus(
  requests: readonly Pick<ReviewedExemption, 'status'>[],
): Record<CardStatus, number> {
  const counts = Object.fromEntries(CARD_STATUSES.map((status) => [status, 0])) as Record<CardStatus, number>;
  for (const request of requests) {
    if (request.status in counts) counts[request.status as CardStatus] += 1;
  }
  return counts;
}

/** The exemption as the list names it: its abbreviation, or its name when it has none. */
export function exemptionLabel(
  request: Pick<ReviewedExemption, 'abbreviation' | 'medicaidExemptionName'>,
): string {
  return request.abbreviation?.trim() || request.medicaidExemptionName;
}

/** A newly chosen column starts ascending; choosing the current column again reverses it. */
export function nextSort(current: Sort, column: SortColumn): Sort {
  if (current.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Statuses sort in the order a request moves through them, not by their names. */
const statusRank = (status: string) => EXEMPTION_STATUSES.indexOf(status as ExemptionStatus);

/** The requests of one status (all when `status` is null), in the chosen order; ties newest first. */
export function requestsInView<T extends ReviewedExemption>(requests: readonly T[], view: ListView): T[] {
  const shown = view.status ? requests.filter((request) => request.status === view.status) : [...requests];
  const factor = view.sort.direction === 'asc' ? 1 : -1;
  const compare = (a: T, b: T): number => {
    switch (view.sort.column) {
      case 'user':
        return collator.compare(a.username, b.username);
      case 'request':
        return Date.parse(a.requestDate) - Date.parse(b.requestDate);
      case 'status':
        return statusRank(a.status) - statusRank(b.status);
      case 'exemption':
        return collator.compare(exemptionLabel(a), exemptionLabel(b));
    }
  };
  return shown.sort(
    (a, b) => factor * compare(a, b) || Date.parse(b.requestDate) - Date.parse(a.requestDate),
  );
}

const isCardStatus = (value: string | null): value is CardStatus =>
  (CARD_STATUSES as readonly (string | null)[]).includes(value);
const isSortColumn = (value: string | null): value is SortColumn =>
  (SORT_COLUMNS as readonly (string | null)[]).includes(value);

/** The view an address asks for; anything unknown in it falls back to the default. */
export function viewFromSearch(search: URLSearchParams): ListView {
  const status = search.get('status');
  const column = search.get('sort');
  const direction = search.get('dir');
  return {
    status: isCardStatus(status) ? status : null,
    sort: isSortColumn(column)
      ? { column, direction: direction === 'asc' || direction === 'desc' ? direction : 'asc' }
      : DEFAULT_SORT,
  };
}

/** The address parameters of a view; the default view has none. */
export function searchFromView(view: ListView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.status) search.set('status', view.status);
  if (view.sort.column !== DEFAULT_SORT.column || view.sort.direction !== DEFAULT_SORT.direction) {
    search.set('sort', view.sort.column);
    search.set('dir', view.sort.direction);
  }
  return search;
}
