import type { Language } from '@tracker/contracts/constants/accounts';
import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** What this service keeps of a user, from the identity events. */
export interface UserSummary {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  preferredLanguage: Language;
  isAdmin: boolean;
}

export async function upsertUser(db: Db, user: UserSummary): Promise<void> {
  await db('users')
    .insert({
      id: user.id,
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      preferred_language: user.preferredLanguage,
      is_admin: user.isAdmin,
      updated_at: db.fn.now(),
    })
    .onConflict('id')
    .merge();
}

export async function deleteUserRow(db: Db, id: string): Promise<void> {
  await db('users').where('id', id).delete();
}

/** The user's username, when the read model knows them. */
export async function usernameOf(db: Db, id: string): Promise<string | null> {
  const row = (await db('users').where('id', id).first('username')) as { username: string } | undefined;
  return row?.username ?? null;
}
