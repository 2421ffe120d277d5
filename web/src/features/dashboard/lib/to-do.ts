import type { MonthDetermination } from '@tracker/contracts/http/determinations';
import type { UserExemption } from '@tracker/contracts/http/exemptions';
import type { CurrentUser } from '@tracker/contracts/http/identity';
import type { VerificationRequest } from '@tracker/contracts/http/verifications';

/**
 * One thing someone is waiting for from the enrollee. A kind of its own each, so a new kind (a
 * verification request, say) is one more member here and one more entry in the list's renderers.
 */
export type ToDoItem =
  | {
      kind: 'exemption-reply';
      exemptionId: string;
      /** The request's type names, English and Spanish: shown by name in the page's language, never by code. */
      type: Pick<UserExemption, 'medicaidExemptionName' | 'medicaidExemptionNameEs'>;
      /** What the reviewer asked for; null when they wrote nothing. */
      message: string | null;
      /** `YYYY-MM-DD`; null from a server that does not set a reply-by day. */
      replyBy: string | null;
    }
  | {
      /** Last month fell short and may still be made up until its deadline. */
      kind: 'previous-month';
      /** `YYYY-MM`. */
      month: string;
      /** What to log, and by when, as the server words it. */
      nextStep: string;
      /** Where the month stands, as the server words it. */
      summary: string;
      /** The month's reporting deadline, `YYYY-MM-DD`. */
      by: string;
    }
  | {
      /**
       * The state asked the person to show months it could not verify from its own records, or
       * found them unmet and the person may ask for a fair hearing.
       */
      kind: 'state-check';
      request: VerificationRequest;
      /** The notice's respond-by day, else the request's due date; null once only a hearing is left. */
      due: string | null;
    }
  | {
      kind: 'confirm-phone';
      /** The number as the person entered it. */
      cellNumber: string;
    };

export type ToDoKind = ToDoItem['kind'];

/** Tells items apart in a list. */
export function toDoKey(item: ToDoItem): string {
  if (item.kind === 'exemption-reply') return `${item.kind}-${item.exemptionId}`;
  return item.kind === 'state-check' ? `${item.kind}-${item.request.id}` : item.kind;
}

/** The day an item is due by, for ordering; null for one without a day. */
function dueOf(item: ToDoItem): string | null {
  if (item.kind === 'exemption-reply') return item.replyBy;
  if (item.kind === 'state-check') return item.due;
  return item.kind === 'previous-month' ? item.by : null;
}

/** Soonest reply-by day first; a request without one after those with one, newest request first. */
function byReplyBy(a: UserExemption, b: UserExemption): number {
  if (a.replyBy && b.replyBy) return a.replyBy.localeCompare(b.replyBy);
  if (a.replyBy || b.replyBy) return a.replyBy ? -1 : 1;
  return Date.parse(b.requestDate) - Date.parse(a.requestDate);
}

/** Last month as a to-do while it falls short and can still be made up; null otherwise. */
function previousMonthItem(month: MonthDetermination | null | undefined): ToDoItem | null {
  if (!month || month.determination !== 'not_met' || month.nextStep.kind !== 'log_more') return null;
  return {
    kind: 'previous-month',
    month: month.month,
    nextStep: month.nextStepText,
    summary: month.summary,
    by: month.nextStep.by,
  };
}

/**
 * A verification request as a to-do while it waits on the person: months the state asked them to show
 * (`needs_information`), or a decision of noncompliance with no hearing asked for yet. A request still
 * being checked against the state's records (`pending`) asks nothing of them.
 */
function stateCheckItem(request: VerificationRequest): ToDoItem | null {
  if (request.status === 'needs_information') {
    return { kind: 'state-check', request, due: request.notice?.respondBy ?? request.dueDate };
  }
  if (request.status === 'noncompliant' && !request.hearingRequest) {
    return { kind: 'state-check', request, due: null };
  }
  return null;
}

/**
 * Everything waiting on the enrollee now, soonest due first (a reviewer's reply-by day, last month's
 * reporting deadline, the state's respond-by day), then what has no day: a fair hearing that may be
 * asked for, a cell number that is not confirmed (texts reach only a confirmed number). It is derived from current state alone, so a request the reviewer has since
 * approved, denied or taken back into review, or a month since met, drops out by itself.
 */
export function toDoItems(
  user: Pick<CurrentUser, 'cellNumber' | 'cellNumberVerified'>,
  exemptions: readonly UserExemption[] = [],
  previousMonth?: MonthDetermination | null,
  verifications: readonly VerificationRequest[] = [],
): ToDoItem[] {
  const items: ToDoItem[] = exemptions
    .filter((exemption) => exemption.status === 'waiting_on_enrollee')
    .sort(byReplyBy)
    .map((exemption) => ({
      kind: 'exemption-reply',
      exemptionId: exemption.id,
      type: {
        medicaidExemptionName: exemption.medicaidExemptionName,
        medicaidExemptionNameEs: exemption.medicaidExemptionNameEs,
      },
      message: exemption.waitingMessage?.trim() || null,
      replyBy: exemption.replyBy,
    }));
  const lastMonth = previousMonthItem(previousMonth);
  if (lastMonth) items.push(lastMonth);
  for (const request of verifications) {
    const item = stateCheckItem(request);
    if (item) items.push(item);
  }
  if (user.cellNumber && !user.cellNumberVerified) {
    items.push({ kind: 'confirm-phone', cellNumber: user.cellNumber });
  }
  // Stable: items without a day keep their order after those with one.
  return items
    .map((item, index) => ({ item, index, due: dueOf(item) }))
    .sort((a, b) =>
      a.due && b.due
        ? a.due.localeCompare(b.due) || a.index - b.index
        : a.due
          ? -1
          : b.due
            ? 1
            : a.index - b.index,
    )
    .map(({ item }) => item);
}
