import type { UserExemption } from '@tracker/contracts/http/exemptions';
import type { CurrentUser } from '@tracker/contracts/http/identity';

/**
 * One thing someone is waiting for from the enrollee. A kind of its own each, so a new kind (a
 * verification request, say) is one more member here and one more entry in the list's renderers.
 */
export type ToDoItem =
  | {
      kind: 'exemption-reply';
      exemptionId: string;
      /** The request's type, by its full name (never its code). */
      typeName: string;
      /** What the reviewer asked for; null when they wrote nothing. */
      message: string | null;
      /** `YYYY-MM-DD`; null from a server that does not set a reply-by day. */
      replyBy: string | null;
    }
  | {
      kind: 'confirm-phone';
      /** The number as the person entered it. */
      cellNumber: string;
    };

export type ToDoKind = ToDoItem['kind'];

/** Tells items apart in a list. */
export function toDoKey(item: ToDoItem): string {
  return item.kind === 'exemption-reply' ? `${item.kind}-${item.exemptionId}` : item.kind;
}

/** Soonest reply-by day first; a request without one after those with one, newest request first. */
function byReplyBy(a: UserExemption, b: UserExemption): number {
  if (a.replyBy && b.replyBy) return a.replyBy.localeCompare(b.replyBy);
  if (a.replyBy || b.replyBy) return a.replyBy ? -1 : 1;
  return Date.parse(b.requestDate) - Date.parse(a.requestDate);
}

/**
 * Everything waiting on the enrollee now, the requests a reviewer sent back first (soonest reply-by
 * day first), then a cell number that is not confirmed (texts reach only a confirmed number). It is
 * derived from the current status alone, so a request the reviewer has since approved, denied or
 * taken back into review drops out by itself.
 */
export function toDoItems(
  user: Pick<CurrentUser, 'cellNumber' | 'cellNumberVerified'>,
  exemptions: readonly UserExemption[] = [],
): ToDoItem[] {
  const items: ToDoItem[] = exemptions
    .filter((exemption) => exemption.status === 'waiting_on_enrollee')
    .sort(byReplyBy)
    .map((exemption) => ({
      kind: 'exemption-reply',
      exemptionId: exemption.id,
      typeName: exemption.medicaidExemptionName,
      message: exemption.waitingMessage?.trim() || null,
      replyBy: exemption.replyBy,
    }));
  if (user.cellNumber && !user.cellNumberVerified) {
    items.push({ kind: 'confirm-phone', cellNumber: user.cellNumber });
  }
  return items;
}
