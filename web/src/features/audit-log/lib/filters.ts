import type { AuditAction } from '@tracker/contracts/http/admin-audit';
import { AUDIT_ACTIONS } from './audit-actions';

/** The filters of the audit screen as the person typed them; blank means "any". */
export interface AuditFilters {
  /** The administrator: a user name or an account id. */
  actor: string;
  /** The person whose records: a user name or an account id. */
  subject: string;
  action: AuditAction | '';
  /** First day, `YYYY-MM-DD`, in the reader's time zone. */
  from: string;
  /** Last day, included. */
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', subject: '', action: '', from: '', to: '' };

const FIELDS = ['actor', 'subject', 'action', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** The filters an address names; anything it cannot mean is left blank. */
export function filtersFromSearch(search: URLSearchParams): AuditFilters {
  const text = (name: string) => search.get(name)?.trim() ?? '';
  const action = text('action');
  const day = (name: string) => (DAY.test(text(name)) ? text(name) : '');
  return {
    actor: text('actor'),
    subject: text('subject'),
    action: isAction(action) ? action : '',
    from: day('from'),
    to: day('to'),
  };
}

/** The address parameters of the filters, blank ones left out. */
export function searchFromFilters(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const field of FIELDS) {
    const value = filters[field].trim();
    if (value) search.set(field, value);
  }
  return search;
}

export function hasFilters(filters: AuditFilters): boolean {
  return FIELDS.some((field) => filters[field].trim() !== '');
}

/** The instant a calendar day starts where the reader is, `days` later. */
function startOfLocalDay(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days).toISOString();
}

/** Whether the range ends before it starts; an open end is never wrong. */
export function endsBeforeStart(filters: Pick<AuditFilters, 'from' | 'to'>): boolean {
  return filters.from !== '' && filters.to !== '' && filters.to < filters.from;
}

/** Entries per page. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * The first page's call. The days are the reader's: each becomes the instant it starts in their time
 * zone, and the last day is included by ending the range where the next one starts.
 */
export function firstPagePath(filters: AuditFilters): string {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (filters.actor.trim()) query.set('actor', filters.actor.trim());
  if (filters.subject.trim()) query.set('subject', filters.subject.trim());
  if (filters.action) query.set('action', filters.action);
  if (filters.from) query.set('from', startOfLocalDay(filters.from));
  if (filters.to) query.set('to', startOfLocalDay(filters.to, 1));
  return `/api/admin/audit?${query.toString()}`;
}
