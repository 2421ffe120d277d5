import type { Knex } from 'knex';
import type { ReminderKind } from '../domain/due-reminders.js';

/** What is told once per person and period: the reminders, and that a month was met. */
export type OnceOnlyKind = ReminderKind | 'month-met';

/**
 * Claims the reminder for sending; resolves false when it was already sent. The key is unique, so
 * of two replicas (or two runs) only one ever gets true; the other waits for its commit, then sees it.
 */
export async function claimReminder(
  db: Knex,
  userId: string,
  kind: OnceOnlyKind,
  period: string,
): Promise<boolean> {
  const inserted = await db('reminders_sent')
    .insert({ user_id: userId, kind, period })
    .onConflict(['user_id', 'kind', 'period'])
    .ignore()
    .returning('user_id');
  return inserted.length > 0;
}
