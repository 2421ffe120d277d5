import type { IncomeRecord } from '../domain/income.js';
import type { Caller } from '../domain/access.js';
import type { ActivityDeps } from '../deps.js';
import { incomeForCaller } from './authorize-income.js';

/**
 * Checks access to a pay record before a request body is read, so nobody can make the server
 * buffer files for a record that is not theirs.
 */
export function findIncomeForCaller(deps: ActivityDeps, caller: Caller, id: unknown): Promise<IncomeRecord> {
  return incomeForCaller(deps.db.knex, caller, id);
}
