import type {
  VerificationMonth,
  VerificationReason,
  VerificationStatus,
} from '@tracker/contracts/http/verifications';

/** A verification request as the service holds it. */
export interface RequestRecord {
  id: string;
  userId: string | null;
  medicaidIdIndex: string | null;
  medicaidIdLast4: string | null;
  reason: VerificationReason;
  /** `YYYY-MM`, in order. */
  months: string[];
  monthsToMeet: number;
  /** `YYYY-MM`: the month of the application or renewal; null for a request listing its months. */
  asOf: string | null;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  status: VerificationStatus;
  /** The months' answers as last computed. */
  monthsAnswer: VerificationMonth[];
  createdAt: Date;
  createdBy: string;
  determinedAt: Date | null;
  notice: { sentOn: string; receivedOn: string; respondBy: string; recordedAt: Date } | null;
  hearing: { requestedAt: Date; reason: string } | null;
}

/** Statuses from which a request still moves by itself. */
export const OPEN_STATUSES = [
  'pending',
  'needs_information',
] as const satisfies readonly VerificationStatus[];

export function isOpen(status: VerificationStatus): boolean {
  return (OPEN_STATUSES as readonly VerificationStatus[]).includes(status);
}

/** The months still not met, exempt or not required. */
export function missingMonthsOf(answers: readonly VerificationMonth[]): string[] {
  return answers.filter((answer) => !satisfies(answer)).map((answer) => answer.month);
}

/**
 * How many of the months still missing must yet be met or exempt: the request's number less those
 * already satisfied, at most all of them. At least one, as events carry it: a request short of none
 * is decided rather than reminded about, and one with no month missing says so by its empty list.
 */
export function monthsStillToMeet(request: Pick<RequestRecord, 'monthsToMeet' | 'monthsAnswer'>): number {
  const satisfied = request.monthsAnswer.filter(satisfies).length;
  const missing = request.monthsAnswer.length - satisfied;
  return Math.max(1, Math.min(missing, request.monthsToMeet - satisfied));
}

/** Whether a month counts toward the request. */
export function satisfies(answer: VerificationMonth): boolean {
  return answer.status === 'met' || answer.status === 'exempt' || answer.status === 'not_required';
}
