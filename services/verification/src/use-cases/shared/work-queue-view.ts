import type { VerificationMonth } from '@tracker/contracts/http/verifications';
import type { WorkItem } from '@tracker/contracts/http/work-queue';
import { daysBetween, isoDateIn, parseIsoDate } from '@tracker/contracts/rules/calendar';
import { maskedPhone } from '../../domain/queue-search.js';
import type { QueueRow } from '../../store/queue.js';

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
