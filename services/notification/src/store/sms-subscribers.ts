import type { Knex } from 'knex';

/** Whether the number asked for no more texts (STOP) and has not asked for them again (START). */
export async function isOptedOut(db: Knex, phone: string): Promise<boolean> {
  const row = (await db('sms_subscribers').where({ phone }).first('opted_out')) as
    { opted_out: boolean } | undefined;
  return row?.opted_out === true;
}

/** Records the number's choice; `userId` is the account it belongs to, when exactly one is known. */
export async function setOptedOut(
  db: Knex,
  phone: string,
  optedOut: boolean,
  userId: string | null,
): Promise<void> {
  await db('sms_subscribers')
    .insert({ phone, user_id: userId, opted_out: optedOut, changed_at: db.fn.now() })
    .onConflict('phone')
    .merge();
}
