import type { IncomeRecord as IncomeResponse, ListIncomeRequest } from '@tracker/contracts/http/income';
import type { Caller } from '../domain/access.js';
import { decodeCursor, encodeCursor, type PageCursor } from '../domain/page-cursor.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { invalidPageCursor } from '../errors.js';
import { listIncomePage } from '../store/income-records.js';
import { auditRead } from './shared/audit.js';
import { viewIncomeRecords } from './shared/income-view.js';

export interface IncomeRecordsPage {
  records: IncomeResponse[];
  /** How many pay records the caller has in all. */
  total: number;
  /** The `before` value of the next page, or undefined on the last page. */
  nextCursor?: string;
}

/**
 * A page of the caller's own pay records, newest pay date first, with their attachments (an
 * administrator's too). Read while impersonating the caller, it is audited.
 */
export async function listIncome(
  deps: ActivityDeps,
  caller: Caller,
  request: ListIncomeRequest,
  ctx: RequestContext,
): Promise<IncomeRecordsPage> {
  let before: PageCursor | undefined;
  if (request.before !== undefined) {
    before = decodeCursor(request.before);
    if (!before) throw invalidPageCursor();
  }
  const page = await listIncomePage(deps.db.knex, caller.userId, { limit: request.limit, before });
  await auditRead(deps, caller, caller.userId, 'income-records.viewed', ctx);
  return {
    records: await viewIncomeRecords(deps.db.knex, page.records),
    total: page.total,
    nextCursor: page.next && encodeCursor(page.next),
  };
}
