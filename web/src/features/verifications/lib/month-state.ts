import type {
  VerificationMonth,
  VerificationRequest,
  VerificationStatus,
} from '@tracker/contracts/http/verifications';
import type { MetRoute } from '@tracker/contracts/rules/determination';

/** Who decided a month: the person, or one of the state's data sources. */
type DecidingSource = NonNullable<VerificationMonth['decidedBy']>;

// Types only from the contracts: the dashboard's first download carries this file, and a value
// import would bring zod with it.

/** Statuses in which the state is still waiting for the months to be shown. */
const OPEN_STATUSES: readonly VerificationStatus[] = ['pending', 'needs_information'];

export function isOpen(request: Pick<VerificationRequest, 'status'>): boolean {
  return OPEN_STATUSES.includes(request.status);
}

/** A decider that is one of the state's data sources rather than the person. */
export type StateSource = Exclude<DecidingSource, 'enrollee'>;

export function isStateSource(source: DecidingSource | null): source is StateSource {
  return source !== null && source !== 'enrollee';
}

/** How one asked-for month reads: a translation key of the `verifications` namespace and what it needs. */
export type MonthState =
  | { kind: 'met_by_state'; source: StateSource }
  | { kind: 'met_by_you'; route: MetRoute | null }
  | { kind: 'exempt'; source: StateSource | null; exemptions: string[] }
  | { kind: 'not_required' }
  | { kind: 'missing'; hours: number; incomeCents: number | null }
  | { kind: 'unknown' };

/** What to say about a month, from what the server decided and who decided it. */
export function monthState(month: VerificationMonth): MonthState {
  switch (month.status) {
    case 'met':
      return isStateSource(month.decidedBy)
        ? { kind: 'met_by_state', source: month.decidedBy }
        : { kind: 'met_by_you', route: month.route };
    case 'exempt':
      return {
        kind: 'exempt',
        source: isStateSource(month.decidedBy) ? month.decidedBy : null,
        exemptions: month.exemptions,
      };
    case 'not_required':
      return { kind: 'not_required' };
    case 'not_met':
      // A month the server has not priced (no `missing`) still reads as missing, with nothing to add.
      return {
        kind: 'missing',
        hours: month.missing?.hours ?? 0,
        incomeCents: month.missing?.incomeCents ?? null,
      };
    default:
      return { kind: 'unknown' };
  }
}

/** The months that still lack something, in the order asked. */
export function missingMonths(request: Pick<VerificationRequest, 'months'>): VerificationMonth[] {
  return request.months.filter((month) => month.status === 'not_met');
}

/** Whether a month counts toward the request: met, exempt or not required. */
function satisfies(month: VerificationMonth): boolean {
  return month.status === 'met' || month.status === 'exempt' || month.status === 'not_required';
}

/** Whether only some of the months asked must be met (a renewal), rather than every one. */
export function needsSomeMonths(request: Pick<VerificationRequest, 'months' | 'monthsToMeet'>): boolean {
  return request.monthsToMeet < request.months.length;
}

/** How many more months must be met or exempt: the request's number less those that already are. */
export function monthsStillNeeded(request: Pick<VerificationRequest, 'months' | 'monthsToMeet'>): number {
  return Math.max(0, request.monthsToMeet - request.months.filter(satisfies).length);
}

/**
 * The months to fix, in the order asked: every month not met when all must be; when only some must,
 * the months not met closest to being met (short of the fewest hours, then of the least pay, then
 * the latest), as many as are still needed, so the person is not sent after months they can skip.
 */
export function monthsToFix(
  request: Pick<VerificationRequest, 'months' | 'monthsToMeet'>,
): VerificationMonth[] {
  const missing = missingMonths(request);
  if (!needsSomeMonths(request)) return missing;
  const hours = (month: VerificationMonth) => month.missing?.hours ?? Number.POSITIVE_INFINITY;
  const pay = (month: VerificationMonth) => month.missing?.incomeCents ?? Number.POSITIVE_INFINITY;
  const closest = new Set(
    [...missing]
      .sort((a, b) => hours(a) - hours(b) || pay(a) - pay(b) || b.month.localeCompare(a.month))
      .slice(0, monthsStillNeeded(request)),
  );
  return missing.filter((month) => closest.has(month));
}

/** The months to name when saying what is wanted: those missing something, else all that were asked. */
export function lackingMonths(request: Pick<VerificationRequest, 'months'>): string[] {
  const missing = missingMonths(request);
  return (missing.length > 0 ? missing : request.months).map((month) => month.month);
}

/** Whole calendar days from `today` to `day` (both `YYYY-MM-DD`); negative once `day` has passed. */
export function daysUntil(day: string, today: string): number {
  const utc = (iso: string) => {
    const [year = 0, month = 1, date = 1] = iso.split('-').map(Number);
    return Date.UTC(year, month - 1, date);
  };
  return Math.round((utc(day) - utc(today)) / 86_400_000);
}

/** `YYYY-MM` as numbers, for the month formatter. */
export function yearAndMonth(month: string): [number, number] {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return [year, number];
}
