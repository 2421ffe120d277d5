import type { VerificationMonth } from '@tracker/contracts/http/verifications';
import type { VerificationDeterminedV1 } from '@tracker/contracts/events/verification-determined-v1';
import type { MonthShortfall, Notice } from './notice.js';

/** What to tell the person about a move of a verification request, and by which channels besides the app. */
export interface VerificationNoticePlan {
  notice: Notice;
  email: boolean;
  text: boolean;
}

/** Months the person still has to show: not met, or not determined yet. */
function stillOpen(month: VerificationMonth): boolean {
  return month.status === 'not_met' || month.status === 'unknown';
}

function shortfallOf(month: VerificationMonth): MonthShortfall {
  return {
    month: month.month,
    hours: month.status === 'not_met' ? (month.missing?.hours ?? null) : null,
    incomeCents: month.status === 'not_met' ? (month.missing?.incomeCents ?? null) : null,
  };
}

/**
 * `{ monthsToMeet }` when fewer than all of `months` must be met (a renewal), for a notice to keep;
 * nothing when all of them must, as older events and notices said by leaving it out.
 */
export function someOf(
  monthsToMeet: number | undefined,
  months: readonly string[],
): { monthsToMeet?: number } {
  return monthsToMeet !== undefined && monthsToMeet < new Set(months).size ? { monthsToMeet } : {};
}

/**
 * The notice for a request's new status, or null when there is nothing to tell:
 * - asked for information the first time (from `pending`): in the app, by e-mail and by text;
 * - compliant or exempt: by e-mail and text too once the person was asked (a notice sent, a request
 *   for information, or a notice window open); decided from the state's data alone, before anyone
 *   asked them, it is only shown in the app, so it is seen on the dashboard without disturbing them;
 * - noncompliant: everywhere, with the right to a fair hearing.
 * `askedBefore`: the person was told earlier that this request waits on them.
 */
export function determinationNotice(
  data: VerificationDeterminedV1,
  askedBefore: boolean,
): VerificationNoticePlan | null {
  const months = data.months.map((month) => month.month);
  switch (data.to) {
    case 'needs_information':
      if (data.from !== 'pending') return null;
      return {
        notice: {
          topic: 'verification-asked',
          requestId: data.requestId,
          months,
          missing: data.months.filter(stillOpen).map(shortfallOf),
          ...someOf(data.monthsToMeet, months),
          dueDate: data.dueDate,
        },
        email: true,
        text: true,
      };
    case 'compliant':
    case 'exempt': {
      const asked = askedBefore || data.from === 'needs_information' || data.respondBy !== null;
      return {
        notice: { topic: 'verification-met', requestId: data.requestId, months, outcome: data.to },
        email: asked,
        text: asked,
      };
    }
    case 'noncompliant':
      return {
        notice: {
          topic: 'verification-noncompliant',
          requestId: data.requestId,
          missingMonths: data.months.filter(stillOpen).map((month) => month.month),
        },
        email: true,
        text: true,
      };
    case 'pending':
      return null;
  }
}

/** Months that lack the same amounts, for one sentence about all of them. */
export interface ShortfallGroup {
  hours: number;
  incomeCents: number | null;
  months: string[];
}

/**
 * The missing months gathered for wording: those lacking the same hours and pay together (a month with
 * nothing logged lacks the whole requirement, like its neighbours), and those not determined yet apart.
 */
export function groupShortfalls(missing: readonly MonthShortfall[]): {
  known: ShortfallGroup[];
  unknown: string[];
} {
  const known: ShortfallGroup[] = [];
  const unknown: string[] = [];
  for (const item of [...missing].sort((a, b) => a.month.localeCompare(b.month))) {
    if (item.hours === null) {
      unknown.push(item.month);
      continue;
    }
    const same = known.find((group) => group.hours === item.hours && group.incomeCents === item.incomeCents);
    if (same) same.months.push(item.month);
    else known.push({ hours: item.hours, incomeCents: item.incomeCents, months: [item.month] });
  }
  return { known, unknown };
}

/** A missing month whose shortfall is known. */
export type KnownShortfall = MonthShortfall & { hours: number };

/**
 * The months closest to being met, `count` of them at most, in calendar order: those short of the
 * fewest hours, then of the least pay, then the latest. A month not determined yet has no distance to
 * tell and is left out. What a person who needs only some of the months should work on first.
 */
export function closestShortfalls(missing: readonly MonthShortfall[], count: number): KnownShortfall[] {
  const known = missing.filter((item): item is KnownShortfall => item.hours !== null);
  const pay = (item: KnownShortfall) => item.incomeCents ?? Number.POSITIVE_INFINITY;
  return known
    .sort((a, b) => a.hours - b.hours || pay(a) - pay(b) || b.month.localeCompare(a.month))
    .slice(0, Math.max(0, count))
    .sort((a, b) => a.month.localeCompare(b.month));
}

/**
 * How many more of a request's months must be met when only some of them must: its number less the
 * months already met or exempt (those asked for and not missing), at least one.
 */
export function monthsStillNeeded(notice: {
  months: readonly string[];
  missing: readonly MonthShortfall[];
  monthsToMeet?: number | undefined;
}): number {
  const satisfied = new Set(notice.months).size - new Set(notice.missing.map((item) => item.month)).size;
  return Math.max(1, (notice.monthsToMeet ?? notice.months.length) - satisfied);
}
