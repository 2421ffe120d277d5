import type { VerificationMonth } from '@tracker/contracts/http/verifications';
import type { WorkItem, ListWorkQueueQuery } from '@tracker/contracts/http/work-queue';
import { daysBetween, isoDateIn, parseIsoDate } from '@tracker/contracts/rules/calendar';
import type { VerificationDeps } from '../../deps.js';
import { maskedPhone, searchTermsOf } from '../../domain/queue-search.js';
import type { QueueFilters, QueueRow } from '../../store/queue.js';

// Reading the work queue: what a reading filters on, and a case as reviewers see it.

/** A case as reviewers see it; days are counted on the calendar of `timeZone`. */
export function workItemView(row: QueueRow, today: string, timeZone: string): WorkItem {
  const waitingSince = new Date(row.waiting_since);
  const thisMonth =
    typeof row.this_month === 'string' ? (JSON.parse(row.this_month) as VerificationMonth) : row.this_month;
  return {
    kind: row.kind,
    id: row.id,
    person: {
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      username: row.username,
      phone: maskedPhone(row.phone),
      medicaidIdLast4: row.medicaid_id_last4,
      preferredLanguage: row.preferred_language,
    },
    what: {
      exemptionTypeName: row.type_name,
      exemptionTypeNameEs: row.type_name_es,
      reason: row.reason,
      months: [...row.months].sort(),
    },
    status: row.status,
    waitingSince: waitingSince.toISOString(),
    daysWaiting: Math.max(
      0,
      daysBetween(parseIsoDate(isoDateIn(timeZone, waitingSince)), parseIsoDate(today)),
    ),
    dueDate: row.due_date,
    assignedTo: row.assignee_id ? { id: row.assignee_id, username: row.assignee_username ?? '' } : null,
    thisMonth: thisMonth ?? null,
  };
}

/** The filters of a reading of the queue, and the day it is read on. */
export function queueFiltersOf(
  deps: Pick<VerificationDeps, 'settings' | 'now'>,
  callerId: string,
  query: Pick<ListWorkQueueQuery, 'search' | 'kind' | 'assigned'>,
): { filters: QueueFilters; today: string } {
  const today = isoDateIn(deps.settings.timeZone, deps.now());
  return {
    today,
    filters: {
      callerId,
      kind: query.kind,
      assigned: query.assigned,
      terms: searchTermsOf(query.search ?? ''),
      month: today.slice(0, 7),
    },
  };
}
