import {
  type RequestVerificationRequest,
  requestVerificationRequest,
  type ImportVerificationsResponse,
  type RefusedRow,
} from '@tracker/contracts/http/verifications';
import type { AuthContext } from '@tracker/kit/http/service-app';
import type { RequestContext, VerificationDeps } from '../deps.js';
import { storeNewRequests } from './shared/plan-requests.js';
import { type CsvFile, csvRows } from './shared/csv.js';
import { determineContextOf } from './shared/determine.js';
import { loadPlanContext, type PlannedRequest, planRequest } from './shared/plan-requests.js';
import { currentMonthOf } from '../domain/today.js';

const COLUMNS = {
  required: [['medicaidId', 'userId'], 'dueDate', 'reason'],
  optional: ['months', 'asOf'],
} as const;

/** A row's cells as the single-request call's body; months separated by spaces or semicolons. */
function bodyOf(cells: Record<string, string>): unknown {
  const months = (cells.months ?? '').split(/[\s;]+/).filter((month) => month !== '');
  return {
    userId: cells.userId,
    medicaidId: cells.medicaidId,
    reason: cells.reason?.toLowerCase(),
    months: months.length > 0 ? months : undefined,
    asOf: cells.asOf,
    dueDate: cells.dueDate,
  };
}

/**
 * Creates a request for each row that passes the same rules as a single request. A refused row (its
 * line and the first reason, never the Medicaid id) changes nothing; the others are stored together in
 * one transaction, or none of them if that fails.
 */
export async function importVerifications(
  deps: VerificationDeps,
  caller: AuthContext,
  file: CsvFile,
  context: RequestContext,
): Promise<ImportVerificationsResponse> {
  const refused: RefusedRow[] = [];
  const wellFormed: Array<{ line: number; input: RequestVerificationRequest }> = [];
  let rows = 0;
  for await (const row of csvRows(file.bytes, {
    required: [...COLUMNS.required],
    optional: COLUMNS.optional,
  })) {
    rows += 1;
    const parsed = requestVerificationRequest.safeParse(bodyOf(row.cells));
    if (parsed.success) wellFormed.push({ line: row.line, input: parsed.data });
    else refused.push({ line: row.line, reason: parsed.error.issues[0]?.message ?? 'Invalid row' });
  }

  const ctx = determineContextOf(deps, context.correlationId);
  const { today, now } = ctx;
  const created = await deps.db.knex.transaction(async (trx) => {
    const plan = await loadPlanContext(
      trx,
      deps,
      wellFormed.map((row) => row.input),
      today,
      currentMonthOf(deps),
    );
    const accepted: PlannedRequest[] = [];
    for (const { line, input } of wellFormed) {
      const outcome = planRequest(deps, plan, input, caller.actorId ?? caller.userId, now);
      if (outcome.ok) accepted.push(outcome.request);
      else if (outcome.kind === 'duplicate')
        refused.push({ line, reason: 'An open request already asks this person for one of these months' });
      else refused.push({ line, reason: Object.values(outcome.fieldErrors)[0] ?? 'Invalid row' });
    }
    await storeNewRequests(trx, ctx, accepted);
    return accepted.length;
  });
  if (created > 0) deps.nudgeOutbox();
  return { rows, created, refused: refused.sort((a, b) => a.line - b.line) };
}
