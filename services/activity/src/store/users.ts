import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** What this service keeps of a user: enough to tell a known user from an unknown one. */
export interface UserSummary {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
}

export async function upsertUser(db: Db, user: UserSummary): Promise<void> {
  await db('users')
    .insert({
      id: user.id,
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      updated_at: db.fn.now(),
    })
    .onConflict('id')
    .merge();
}

export async function deleteUserRow(db: Db, id: string): Promise<void> {
  await db('users').where('id', id).delete();
}

export async function userIsKnown(db: Db, id: string): Promise<boolean> {
  return (await db('users').where('id', id).first('id')) !== undefined;
}
