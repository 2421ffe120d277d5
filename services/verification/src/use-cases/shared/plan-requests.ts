import { randomUUID } from 'node:crypto';
import type { RequestVerificationRequest } from '@tracker/contracts/http/verifications';
import { compareDates, formatIsoDate, type LocalDate, parseIsoDate } from '@tracker/contracts/rules/calendar';
import { normalizeMedicaidId } from '@tracker/kit/security/medicaid-id-index';
import type { Knex } from 'knex';
import type { VerificationDeps } from '../../deps.js';
import { requestMonthsOf } from '../../domain/request-months.js';
import { recordDetermined, recordRequested } from '../../store/events.js';
import { OPEN_STATUSES, type RequestRecord } from '../../domain/request.js';
import { type Person, peopleByIds, peopleByIndexes } from '../../store/people.js';
import { insertRequests, requestColumns, type RequestRow, requestOf } from '../../store/requests.js';
import { type DetermineContext, answersOf, decided } from './determine.js';

/** A request that passed the rules, before it is determined and stored. */
export type PlannedRequest = RequestRecord;

export type PlanOutcome =
  | { ok: true; request: PlannedRequest }
  | { ok: false; kind: 'refused'; fieldErrors: Record<string, string> }
  | { ok: false; kind: 'duplicate' };

/** What the rules look at for a batch of new requests, loaded once for all of them. */
export interface PlanContext {
  today: LocalDate;
  currentMonth: string;
  people: Map<string, Person>;
  peopleByIndex: Map<string, Person>;
  /** Open requests of the people involved, the batch's own accepted ones added as they come. */
  open: RequestRecord[];
}

/** The Medicaid id's index and last 4, or null when nothing is left of it once normalized. */
function indexed(deps: Pick<VerificationDeps, 'indexer'>, medicaidId: string) {
  const normalized = normalizeMedicaidId(medicaidId);
  if (normalized === '') return null;
  return { index: deps.indexer.indexOf(normalized), last4: normalized.slice(-4) };
}

/**
 * Loads the people the inputs name and their open requests, and serialises the batch with any other
 * creation for the same people (a transaction-scoped lock per person), so two requests for the same
 * months cannot both pass the duplicate check.
 */
export async function loadPlanContext(
  trx: Knex.Transaction,
  deps: Pick<VerificationDeps, 'indexer' | 'settings' | 'now'>,
  inputs: readonly RequestVerificationRequest[],
  today: LocalDate,
  currentMonth: string,
): Promise<PlanContext> {
  const userIds = inputs.flatMap((input) => (input.userId ? [input.userId] : []));
  const indexes = inputs.flatMap((input) => {
    const found = input.medicaidId ? indexed(deps, input.medicaidId) : null;
    return found ? [found.index] : [];
  });
  const people = await peopleByIds(trx, userIds);
  const peopleByIndex = await peopleByIndexes(trx, indexes);
  const allUserIds = [...new Set([...people.keys(), ...[...peopleByIndex.values()].map((p) => p.userId)])];
  const allIndexes = [
    ...new Set([
      ...indexes,
      ...[...people.values()].flatMap((p) => (p.medicaidIdIndex ? [p.medicaidIdIndex] : [])),
    ]),
  ];
  const keys = [...new Set([...allUserIds, ...allIndexes])].sort();
  if (keys.length > 0) {
    await trx.raw('select count(pg_advisory_xact_lock(hashtext(key))) from unnest(?::text[]) as key', [
      keys.map((key) => `verification.person.${key}`),
    ]);
  }
  const open =
    allUserIds.length + allIndexes.length === 0
      ? []
      : (
          (await trx('requests')
            .select(requestColumns(trx))
            .whereIn('status', OPEN_STATUSES)
            .where((where) => {
              if (allUserIds.length > 0) where.orWhereIn('user_id', allUserIds);
              if (allIndexes.length > 0) where.orWhereIn('medicaid_id_index', allIndexes);
            })) as RequestRow[]
        ).map(requestOf);
  return { today, currentMonth, people, peopleByIndex, open };
}

function samePerson(a: Pick<RequestRecord, 'userId' | 'medicaidIdIndex'>, b: RequestRecord): boolean {
  return (
    (a.userId !== null && a.userId === b.userId) ||
    (a.medicaidIdIndex !== null && a.medicaidIdIndex === b.medicaidIdIndex)
  );
}

/**
 * Applies the rules a well-formed request must also meet: a user id names a known account; the months
 * (listed, or the profile's for the reason and `asOf`) are not after the current month; the due date is
 * not before today; and no open request asks the same person for one of the same months. An accepted
 * request joins `ctx.open`, so a file naming the same person twice is refused the second time.
 */
export function planRequest(
  deps: Pick<VerificationDeps, 'indexer' | 'settings'>,
  ctx: PlanContext,
  input: RequestVerificationRequest,
  createdBy: string,
  now: Date,
): PlanOutcome {
  const fieldErrors: Record<string, string> = {};
  let userId: string | null = null;
  let index: string | null = null;
  let last4: string | null = null;
  if (input.userId) {
    const person = ctx.people.get(input.userId);
    if (!person) fieldErrors.userId = 'No account has this user id';
    else {
      userId = person.userId;
      index = person.medicaidIdIndex;
      last4 = person.medicaidIdLast4;
    }
  } else if (input.medicaidId) {
    const found = indexed(deps, input.medicaidId);
    if (!found) fieldErrors.medicaidId = 'Medicaid ID must have letters or digits';
    else {
      index = found.index;
      last4 = found.last4;
      userId = ctx.peopleByIndex.get(found.index)?.userId ?? null;
    }
  }
  const asOf = input.asOf ?? ctx.currentMonth;
  const { months, monthsToMeet } = requestMonthsOf(deps.settings.profile, input.reason, asOf, input.months);
  if (months.some((month) => month > ctx.currentMonth)) {
    fieldErrors.months = 'Months after the current month cannot be verified yet';
  }
  if (compareDates(parseIsoDate(input.dueDate), ctx.today) < 0) {
    fieldErrors.dueDate = `The due date cannot be before today (${formatIsoDate(ctx.today)})`;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, kind: 'refused', fieldErrors };

  const who = { userId, medicaidIdIndex: index };
  const clash = ctx.open.some(
    (open) => samePerson(who, open) && open.months.some((month) => months.includes(month)),
  );
  if (clash) return { ok: false, kind: 'duplicate' };

  const request: PlannedRequest = {
    id: randomUUID(),
    userId,
    medicaidIdIndex: index,
    medicaidIdLast4: last4,
    reason: input.reason,
    months,
    monthsToMeet,
    asOf: input.months ? (input.asOf ?? null) : asOf,
    dueDate: input.dueDate,
    status: 'pending',
    monthsAnswer: [],
    createdAt: now,
    createdBy,
    determinedAt: null,
    notice: null,
    hearing: null,
  };
  ctx.open.push(request);
  return { ok: true, request };
}

/** New requests with their first determination; those already decided count as changed from pending. */
export async function determineNew(
  trx: Knex.Transaction,
  ctx: DetermineContext,
  requests: readonly PlannedRequest[],
): Promise<RequestRecord[]> {
  const answers = await answersOf(trx, ctx, requests);
  return requests.map((request) => decided(request, answers.get(request.id) ?? [], ctx));
}

/**
 * Stores new requests with their first determination and announces them: `verification.requested`
 * for those with an account (reporting answers their months), `verification.determined` for those the
 * state's data already decides.
 */
export async function storeNewRequests(
  trx: Knex.Transaction,
  ctx: DetermineContext,
  planned: readonly PlannedRequest[],
): Promise<RequestRecord[]> {
  const requests = await determineNew(trx, ctx, planned);
  await insertRequests(trx, requests);
  for (const request of requests) {
    if (request.userId !== null)
      await recordRequested(trx, { ...request, userId: request.userId }, ctx.correlationId);
    if (request.status !== 'pending') await recordDetermined(trx, request, 'pending', ctx.correlationId);
  }
  return requests;
}
