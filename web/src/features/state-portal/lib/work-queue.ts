import type { WorkItem } from '@tracker/contracts/http/work-queue';
import {
  WORK_ITEM_KINDS,
  WORK_QUEUE_ASSIGNED,
  type WorkItemKind,
  type WorkQueueAssigned,
} from '@tracker/contracts/http/work-queue-values';
import { addDays, formatIsoDate, parseIsoDate } from '@tracker/contracts/rules/calendar';

/** What the queue shows: the search, the two filters and the page, as the address holds them. */
export interface QueueView {
  search: string;
  kind: WorkItemKind | null;
  assigned: WorkQueueAssigned;
  page: number;
}

const isKind = (value: string | null): value is WorkItemKind =>
  (WORK_ITEM_KINDS as readonly string[]).includes(value ?? '');
const isAssigned = (value: string | null): value is WorkQueueAssigned =>
  (WORK_QUEUE_ASSIGNED as readonly string[]).includes(value ?? '');

/** The view an address asks for; anything unknown falls back to the whole queue's first page. */
export function viewFromSearch(params: URLSearchParams): QueueView {
  const kind = params.get('kind');
  const assigned = params.get('assigned');
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    kind: isKind(kind) ? kind : null,
    assigned: isAssigned(assigned) ? assigned : 'any',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of a view (and the API's query): only what differs from the defaults. */
export function queueSearchParams(view: QueueView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('search', view.search.trim());
  if (view.kind) params.set('kind', view.kind);
  if (view.assigned !== 'any') params.set('assigned', view.assigned);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The person's name as reviewers read it, else their username, else the Medicaid id's last 4. */
export function personLabel(person: WorkItem['person'], unknown: string): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name || person.username || (person.medicaidIdLast4 ? `… ${person.medicaidIdLast4}` : unknown);
}

/** The decision screen of a case. */
export function workItemPath(item: Pick<WorkItem, 'kind' | 'id'>): string {
  return `/state-portal/work/${item.kind}/${encodeURIComponent(item.id)}`;
}

/** `YYYY-MM-DD`, `days` after `today`. */
export function daysAfter(today: string, days: number): string {
  return formatIsoDate(addDays(parseIsoDate(today), days));
}
