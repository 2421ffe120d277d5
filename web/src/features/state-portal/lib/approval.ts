import { addMonthsToIsoDate } from '@tracker/contracts/rules/calendar';
import type { ChangeExemptionStatusRequest } from '@tracker/contracts/http/exemption-review';
import type { ReviewedExemption } from '@tracker/contracts/http/exemption-review';

/** The approval form's inputs, as typed. */
export interface ApprovalTerms {
  /** Months, as the number input holds them; empty or 0 means none. */
  duration: string;
  /** `YYYY-MM-DD`, or empty. */
  effectiveDate: string;
  /** `YYYY-MM-DD`, or empty; always empty while permanent is checked. */
  expirationDate: string;
  isPermanent: boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date `months` after `isoDate` (the server's rule), or empty when the date is not one. */
export function addMonths(isoDate: string, months: number): string {
  return ISO_DATE.test(isoDate) ? addMonthsToIsoDate(isoDate, months) : '';
}

/** A whole, positive number of months typed in the duration input, or null. */
export function monthsOf(duration: string): number | null {
  const months = Number(duration);
  return duration.trim() !== '' && Number.isInteger(months) && months > 0 ? months : null;
}

/** The expiration the form proposes: the effective date plus the duration, or nothing to go on. */
export function proposedExpiration(effectiveDate: string, duration: string): string {
  const months = monthsOf(duration);
  return effectiveDate && months ? addMonths(effectiveDate, months) : '';
}

/**
 * How the form opens: the requested duration (else 1 month) from today, permanent only when the
 * type allows it and the enrollee asked for it, and the expiration worked out from those.
 */
export function initialTerms(
  request: Pick<ReviewedExemption, 'durationRequestedMonths' | 'requestPermanent' | 'allowsPermanent'>,
  today: string,
): ApprovalTerms {
  const duration = String(request.durationRequestedMonths || 1);
  const isPermanent = request.allowsPermanent && request.requestPermanent;
  return {
    duration,
    effectiveDate: today,
    expirationDate: isPermanent ? '' : proposedExpiration(today, duration),
    isPermanent,
  };
}

/**
 * The approval as sent: the duration only when there is one, the effective date only when set, the
 * expiration only when set and the exemption is not permanent.
 */
export function approvalRequest(terms: ApprovalTerms): ChangeExemptionStatusRequest {
  const duration = Number(terms.duration);
  return {
    status: 'approved',
    ...(duration ? { durationApprovedMonths: duration } : {}),
    ...(terms.effectiveDate ? { effectiveDate: terms.effectiveDate } : {}),
    ...(terms.expirationDate && !terms.isPermanent ? { expirationDate: terms.expirationDate } : {}),
    isPermanent: terms.isPermanent,
  };
}

/** The status changes that need a message from the reviewer, and the field that carries it. */
export const MESSAGE_FIELDS = {
  waiting_on_enrollee: 'waitingMessage',
  denied: 'denialReason',
  requested: 'resetMessage',
} as const;
export type MessageStatus = keyof typeof MESSAGE_FIELDS;

/** A status change that carries the reviewer's message, trimmed. */
export function messageRequest(status: MessageStatus, message: string): ChangeExemptionStatusRequest {
  const text = message.trim();
  switch (status) {
    case 'waiting_on_enrollee':
      return { status, waitingMessage: text };
    case 'denied':
      return { status, denialReason: text };
    case 'requested':
      return { status, resetMessage: text };
  }
}
