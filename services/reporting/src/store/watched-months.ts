import type { VerificationMonth } from '@tracker/contracts/http/verifications';
import { preparedQuery } from '@tracker/kit/data/prepared-query';
import type { Knex } from 'knex';

export interface WatchedMonth {
  /** `YYYY-MM`. */
  month: string;
  /** The answer last published; null before the first. */
  lastAnswer: VerificationMonth | null;
}

/**
 * The person's watched months, oldest first. Read after every event that changes a person's records,
 * and most people have none: one lookup on the primary key's leading column, sent as a named statement.
 */
const watchedMonthsStatement = preparedQuery<{ month: string; last_answer: VerificationMonth | null }>(
  'reporting_watched_months',
  'select month, last_answer from watched_months where user_id = $1 order by month',
);

export async function listWatchedMonths(trx: Knex, userId: string): Promise<WatchedMonth[]> {
  const rows = await watchedMonthsStatement.run(trx, [userId]);
  return rows.map((row) => ({ month: row.month, lastAnswer: row.last_answer }));
}

/** Starts watching `months` of the person; a month already watched keeps its last answer. */
export async function watchMonths(trx: Knex, userId: string, months: readonly string[]): Promise<void> {
  await trx('watched_months')
    .insert([...new Set(months)].map((month) => ({ user_id: userId, month, last_answer: null })))
    .onConflict(['user_id', 'month'])
    .ignore();
}

/** Remembers the answers just published for the person's months. */
export async function recordAnswers(
  trx: Knex,
  userId: string,
  answers: readonly VerificationMonth[],
): Promise<void> {
  for (const answer of answers) {
    await trx('watched_months')
      .where({ user_id: userId, month: answer.month })
      .update({ last_answer: JSON.stringify(answer) });
  }
}
