import type { ExemptionStatus } from '@tracker/contracts/constants';
import type { ExemptionTerms } from '@tracker/contracts/rules/exemption-terms';
import type { Knex } from 'knex';

/** What this service keeps of an exemption request: its name for messages, its terms for reminders. */
export interface ExemptionRecord extends ExemptionTerms {
  id: string;
  userId: string;
  typeName: string;
}

interface ExemptionRow {
  id: string;
  user_id: string;
  type_name: string;
  status: ExemptionStatus;
  effective_date: string | null;
  expiration_date: string | null;
  is_permanent: boolean;
}

/** Writes the request's state as of `eventAt`, unless a newer change already arrived. */
export async function upsertExemption(db: Knex, exemption: ExemptionRecord, eventAt: Date): Promise<void> {
  await db('exemptions')
    .insert({
      id: exemption.id,
      user_id: exemption.userId,
      type_name: exemption.typeName,
      status: exemption.status,
      effective_date: exemption.effectiveDate,
      expiration_date: exemption.expirationDate,
      is_permanent: exemption.isPermanent,
      event_at: eventAt,
    })
    .onConflict('id')
    .merge()
    .where('exemptions.event_at', '<=', eventAt);
}

export async function exemptionName(db: Knex, id: string): Promise<string | null> {
  const row = (await db('exemptions').where({ id }).first('type_name')) as { type_name: string } | undefined;
  return row?.type_name ?? null;
}

/** The approved requests of the given users, whatever their dates (a person has a few at most). */
export async function approvedExemptionsOf(
  db: Knex,
  userIds: readonly string[],
): Promise<Map<string, ExemptionRecord[]>> {
  const byUser = new Map<string, ExemptionRecord[]>();
  if (userIds.length === 0) return byUser;
  const rows = (await db('exemptions')
    .select(
      'id',
      'user_id',
      'type_name',
      'status',
      db.raw('effective_date::text as effective_date'),
      db.raw('expiration_date::text as expiration_date'),
      'is_permanent',
    )
    .whereIn('user_id', userIds)
    .where({ status: 'approved' })
    .orderBy([{ column: 'user_id' }, { column: 'id' }])) as ExemptionRow[];
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({
      id: row.id,
      userId: row.user_id,
      typeName: row.type_name,
      status: row.status,
      effectiveDate: row.effective_date,
      expirationDate: row.expiration_date,
      isPermanent: row.is_permanent,
    });
    byUser.set(row.user_id, list);
  }
  return byUser;
}
