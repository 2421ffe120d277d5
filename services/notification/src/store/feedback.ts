import type { AdminFeedback, Feedback, FeedbackCategory } from '@tracker/contracts/http/notifications';
import type { Knex } from 'knex';

interface FeedbackRow {
  id: string;
  user_id: string | null;
  category: FeedbackCategory;
  message: string;
  may_contact: boolean;
  created_at: Date;
}

function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    userId: row.user_id,
    category: row.category,
    message: row.message,
    mayContact: row.may_contact,
    createdAt: row.created_at.toISOString(),
  };
}

export async function insertFeedback(
  db: Knex,
  input: { id: string; userId: string; category: FeedbackCategory; message: string; mayContact: boolean },
): Promise<Feedback> {
  const [row] = (await db('feedback')
    .insert({
      id: input.id,
      user_id: input.userId,
      category: input.category,
      message: input.message,
      may_contact: input.mayContact,
    })
    .returning('*')) as FeedbackRow[];
  return toFeedback(row as FeedbackRow);
}

/** The newest feedback with its sender's username, and their address only where they agreed to contact. */
export async function listFeedback(db: Knex, limit: number): Promise<AdminFeedback[]> {
  const rows = (await db('feedback')
    .leftJoin('users', 'users.id', 'feedback.user_id')
    .select('feedback.*', 'users.username', 'users.email')
    .orderBy([
      { column: 'feedback.created_at', order: 'desc' },
      { column: 'feedback.id', order: 'desc' },
    ])
    .limit(limit)) as Array<FeedbackRow & { username: string | null; email: string | null }>;
  return rows.map((row) => ({
    ...toFeedback(row),
    username: row.username,
    contactEmail: row.may_contact ? row.email : null,
  }));
}
