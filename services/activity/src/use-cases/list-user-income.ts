import type { IncomeRecord as IncomeResponse } from '@tracker/contracts/http/income';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { userNotFound } from '../errors.js';
import { hasActivities } from '../store/activities.js';
import { hasIncome, listIncomeOf } from '../store/income-records.js';
import { userIsKnown } from '../store/users.js';
import { isRecordId } from '../domain/record-id.js';
import { auditRead } from './shared/audit.js';
import { viewIncomeRecords } from './shared/income-view.js';

/**
 * One user's pay records for an administrator (the route has checked the role). A user is known
 * from the identity events or, should those not have arrived yet, from their records.
 */
export async function listUserIncome(
  deps: ActivityDeps,
  caller: Caller,
  userId: unknown,
  ctx: RequestContext,
): Promise<IncomeResponse[]> {
  if (!isRecordId(userId)) throw userNotFound();
  const db = deps.db.knex;
  const known =
    (await userIsKnown(db, userId)) || (await hasIncome(db, userId)) || (await hasActivities(db, userId));
  if (!known) throw userNotFound();
  await auditRead(deps, caller, userId, 'income-records.viewed', ctx);
  return viewIncomeRecords(db, await listIncomeOf(db, userId));
}
