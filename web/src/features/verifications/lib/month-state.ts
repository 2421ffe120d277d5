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
