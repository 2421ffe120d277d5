import type { ExemptionStatus } from '@tracker/contracts/constants/exemptions';
import type { Knex } from 'knex';
import type { ExemptionTerms } from '@tracker/contracts/rules/exemption-terms';

/** What this service keeps of an exemption request. */
export interface ExemptionRecord extends ExemptionTerms {
  id: string;
  userId: string;
  typeName: string;
  /** The type's abbreviation (`STUDENT`); null when it has none or the event did not say. */
  typeCode: string | null;
}

interface ExemptionRow {
  id: string;
  user_id: string;
  status: ExemptionStatus;
  type_name: string;
  type_code: string | null;
  effective_date: string | null;
  expiration_date: string | null;
  is_permanent: boolean;
}

/**
 * Writes the exemption's state as of `eventAt`, unless a newer status change already arrived. A change
 * that does not name the type's code keeps the code already known: status changes recorded before
 * they carried it say nothing of it, and an exemption's type never changes.
 */
export async function upsertExemption(db: Knex, exemption: ExemptionRecord, eventAt: Date): Promise<void> {
  await db('exemptions')
    .insert({
      id: exemption.id,
      user_id: exemption.userId,
      status: exemption.status,
      type_name: exemption.typeName,
      type_code: exemption.typeCode,
      effective_date: exemption.effectiveDate,
      expiration_date: exemption.expirationDate,
      is_permanent: exemption.isPermanent,
      event_at: eventAt,
    })
    .onConflict('id')
    .merge({
      user_id: db.raw('excluded.user_id'),
      status: db.raw('excluded.status'),
      type_name: db.raw('excluded.type_name'),
      type_code: db.raw('coalesce(excluded.type_code, exemptions.type_code)'),
      effective_date: db.raw('excluded.effective_date'),
      expiration_date: db.raw('excluded.expiration_date'),
      is_permanent: db.raw('excluded.is_permanent'),
      event_at: db.raw('excluded.event_at'),
    })
    .where('exemptions.event_at', '<=', eventAt);
}

/**
 * Records the type code of an exemption already known, as the exemption service back-fills it; an
 * exemption this service never heard of (or of a deleted account) is left alone.
 */
export async function recordExemptionTypeCode(
  db: Knex,
  exemption: { id: string; userId: string; typeCode: string | null },
): Promise<void> {
  await db('exemptions')
    .where({ id: exemption.id, user_id: exemption.userId })
    .update({ type_code: exemption.typeCode });
}

/** The user's approved exemptions, whatever their dates (a person has a few at most). */
export async function approvedExemptions(db: Knex, userId: string): Promise<ExemptionRecord[]> {
  const rows = (await db('exemptions')
    .select(
      'id',
      'user_id',
      'status',
      'type_name',
      'type_code',
      db.raw('effective_date::text as effective_date'),
      db.raw('expiration_date::text as expiration_date'),
      'is_permanent',
    )
    .where({ user_id: userId, status: 'approved' })
    .orderBy([{ column: 'effective_date', order: 'asc' }, { column: 'id' }])) as ExemptionRow[];
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    status: row.status,
    typeName: row.type_name,
    typeCode: row.type_code,
    effectiveDate: row.effective_date,
    expirationDate: row.expiration_date,
    isPermanent: row.is_permanent,
  }));
}
