import type { VerificationMonth } from '@tracker/contracts/http/verifications';
import type { Knex } from 'knex';
import type { VerificationDeps } from '../deps.js';
import { saveMonthAnswers } from '../store/person-months.js';
import { determineContextOf, redetermine } from './shared/determine.js';

/**
 * Reporting's determination of months the state asked a person for: kept, and the person's open
 * requests naming any of those months determined again with it, inside the caller's transaction.
 * Answers how many requests changed status.
 */
export async function applyMonthAnswers(
  trx: Knex.Transaction,
  deps: Pick<VerificationDeps, 'settings' | 'now'>,
  userId: string,
  months: readonly VerificationMonth[],
  correlationId?: string,
): Promise<number> {
  await saveMonthAnswers(trx, userId, months);
  return redetermine(trx, determineContextOf(deps, correlationId), (query) =>
    query.where('user_id', userId).whereRaw('months && ?::text[]', [months.map((month) => month.month)]),
  );
}
