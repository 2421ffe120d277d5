import type { Knex } from 'knex';

type Db = Knex | Knex.Transaction;

/** What the service remembers about its own start-ups. */
export type BootstrapKey = 'admin-user-id';

export async function readBootstrapState(db: Db, key: BootstrapKey): Promise<string | undefined> {
  const row = (await db('bootstrap_state').where({ key }).first('value')) as { value: string } | undefined;
  return row?.value;
}

export async function writeBootstrapState(db: Db, key: BootstrapKey, value: string): Promise<void> {
  await db('bootstrap_state')
    .insert({ key, value, updated_at: db.fn.now() })
    .onConflict('key')
    .merge(['value', 'updated_at']);
}

/**
 * Holds a lock until the transaction ends, so replicas starting together take turns at the
 * start-up work named by `name` instead of racing through it.
 */
export async function lockForStartup(trx: Knex.Transaction, name: string): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`identity:${name}`]);
}

/** Whether any account holds administrator rights. */
export async function anyAdministrator(db: Db): Promise<boolean> {
  return (await db('users').where('is_admin', true).first('id')) !== undefined;
}
