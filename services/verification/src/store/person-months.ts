import type { VerificationMonth } from '@tracker/contracts/http/verifications';
import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** Keeps reporting's latest answer for each month, replacing the one before. */
export async function saveMonthAnswers(
  db: Db,
  userId: string,
  answers: readonly VerificationMonth[],
): Promise<void> {
  if (answers.length === 0) return;
  // One answer per month: the last one given for it in the event wins.
  const byMonth = new Map(answers.map((answer) => [answer.month, answer]));
  await db('person_months')
    .insert(
      [...byMonth.values()].map((answer) => ({
        user_id: userId,
        month: answer.month,
        answer: JSON.stringify(answer),
        updated_at: db.fn.now(),
      })),
    )
    .onConflict(['user_id', 'month'])
    .merge(['answer', 'updated_at']);
}

/** Reporting's answers for the given people and months, keyed `userId month`. */
export async function monthAnswersOf(
  db: Db,
  userIds: readonly string[],
  months: readonly string[],
): Promise<Map<string, VerificationMonth>> {
  if (userIds.length === 0 || months.length === 0) return new Map();
  const rows = (await db('person_months')
    .whereIn('user_id', [...new Set(userIds)])
    .whereIn('month', [...new Set(months)])
    .select('user_id', 'month', 'answer')) as Array<{
    user_id: string;
    month: string;
    answer: VerificationMonth | string;
  }>;
  return new Map(
    rows.map((row) => [
      `${row.user_id} ${row.month}`,
      typeof row.answer === 'string' ? (JSON.parse(row.answer) as VerificationMonth) : row.answer,
    ]),
  );
}
