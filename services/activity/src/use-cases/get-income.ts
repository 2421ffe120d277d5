import type { IncomeRecord as IncomeResponse } from '@tracker/contracts/http/income';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { auditRead } from './shared/audit.js';
import { viewIncomeRecord } from './shared/income-view.js';
import { INCOME_RECORDS } from './shared/income-kind.js';
import { recordForCaller } from './shared/record-access.js';

export async function getIncome(
  deps: ActivityDeps,
  caller: Caller,
  id: unknown,
  ctx: RequestContext,
): Promise<IncomeResponse> {
  const record = await recordForCaller(INCOME_RECORDS, deps.db.knex, caller, id);
  await auditRead(deps, caller, record.userId, 'income-record.viewed', ctx, record.id);
  return viewIncomeRecord(deps.db.knex, record);
}
