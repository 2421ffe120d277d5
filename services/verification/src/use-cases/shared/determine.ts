import { unknownMonth, type VerificationMonth } from '@tracker/contracts/http/verifications';
import type { LocalDate } from '@tracker/contracts/rules/calendar';
import type { RuleProfile } from '@tracker/contracts/rules/profiles/profile';
import type { Knex } from 'knex';
import type { VerificationDeps } from '../../deps.js';
import { decideRequest } from '../../domain/decide-request.js';
import { OPEN_STATUSES, type RequestRecord } from '../../domain/request.js';
import { stateOnlyMonth } from '../../domain/state-month.js';
import { todayOf } from '../../domain/today.js';
import { recordDetermined } from '../../store/events.js';
import { monthAnswersOf } from '../../store/person-months.js';
import { requestColumns, type RequestRow, requestOf } from '../../store/requests.js';
import { unmatchedRecordsOf } from '../../store/unmatched-records.js';

/** What a determination needs beyond the requests: the rules, the day, and the cause to name. */
export interface DetermineContext {
  profile: RuleProfile;
  today: LocalDate;
  now: Date;
  correlationId?: string;
}

/** A determination made now, by the service's clock and rules, for the cause `correlationId` names. */
export function determineContextOf(
  deps: Pick<VerificationDeps, 'settings' | 'now'>,
  correlationId?: string,
): DetermineContext {
  return { profile: deps.settings.profile, today: todayOf(deps), now: deps.now(), correlationId };
}

/**
 * The months' answers of each request: reporting's for a request with an account (unknown until it
 * answered), the state's records alone through the one rule function for a request without one.
 */
export async function answersOf(
  trx: Knex.Transaction,
  ctx: DetermineContext,
  requests: readonly RequestRecord[],
): Promise<Map<string, VerificationMonth[]>> {
  const withAccount = requests.filter((request) => request.userId !== null);
  const withoutAccount = requests.filter((request) => request.userId === null && request.medicaidIdIndex);
  const fromReporting = await monthAnswersOf(
    trx,
    withAccount.map((request) => request.userId as string),
    withAccount.flatMap((request) => request.months),
  );
  const records = await unmatchedRecordsOf(
    trx,
    withoutAccount.map((request) => request.medicaidIdIndex as string),
  );
  const answers = new Map<string, VerificationMonth[]>();
  for (const request of requests) {
    answers.set(
      request.id,
      request.months.map((month) =>
        request.userId !== null
          ? (fromReporting.get(`${request.userId} ${month}`) ?? unknownMonth(month))
          : stateOnlyMonth(
              ctx.profile,
              month,
              records.get(request.medicaidIdIndex ?? '')?.get(month) ?? [],
              ctx.today,
            ),
      ),
    );
  }
  return answers;
}

/** The request with its months' answers and the status they give on `today`. */
export function decided(
  request: RequestRecord,
  answers: VerificationMonth[],
  ctx: DetermineContext,
): RequestRecord {
  const status = decideRequest(
    {
      status: request.status,
      monthsToMeet: request.monthsToMeet,
      hasAccount: request.userId !== null,
      respondBy: request.notice?.respondBy ?? null,
    },
    answers,
    ctx.today,
  );
  return {
    ...request,
    monthsAnswer: answers,
    status,
    determinedAt: status === request.status ? request.determinedAt : ctx.now,
  };
}

/**
 * Determines the open requests the filter selects again, locked for the transaction so two deliveries
 * or replicas cannot both announce one change: each whose answers changed is written, and each whose
 * status changed is announced with `verification.determined` in the same transaction. Answers how many
 * changed status.
 */
export async function redetermine(
  trx: Knex.Transaction,
  ctx: DetermineContext,
  filter: (query: Knex.QueryBuilder) => void,
): Promise<number> {
  const query = trx('requests')
    .select(requestColumns(trx))
    .whereIn('status', OPEN_STATUSES)
    .orderBy('id')
    .forUpdate();
  filter(query);
  const requests = ((await query) as RequestRow[]).map(requestOf);
  return applyDeterminations(trx, ctx, requests);
}

/** Determines `requests` (locked by the caller) and writes what changed; answers how many changed status. */
export async function applyDeterminations(
  trx: Knex.Transaction,
  ctx: DetermineContext,
  requests: readonly RequestRecord[],
): Promise<number> {
  if (requests.length === 0) return 0;
  const answers = await answersOf(trx, ctx, requests);
  let changed = 0;
  for (const request of requests) {
    const next = decided(request, answers.get(request.id) ?? [], ctx);
    const statusChanged = next.status !== request.status;
    if (!statusChanged && JSON.stringify(next.monthsAnswer) === JSON.stringify(request.monthsAnswer))
      continue;
    await trx('requests')
      .where('id', request.id)
      .update({
        months_answer: JSON.stringify(next.monthsAnswer),
        status: next.status,
        determined_at: next.determinedAt,
      });
    if (statusChanged) {
      changed += 1;
      await recordDetermined(trx, next, request.status, ctx.correlationId);
    }
  }
  return changed;
}
