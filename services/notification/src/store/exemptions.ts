import type { ExemptionStatus } from '@tracker/contracts/constants/exemptions';
import type { ExemptionTerms } from '@tracker/contracts/rules/exemption-terms';
import type { Knex } from 'knex';

/** What this service keeps of an exemption request: its name for messages, its terms for reminders. */
export interface ExemptionRecord extends ExemptionTerms {
  id: string;
  userId: string;
  typeName: string;
  /**
   * The type's Spanish name; null where it has none, undefined when the event did not say (sent
   * before events carried it), which leaves the one kept.
   */
  typeNameEs?: string | null;
}

/** An approved exemption with its type's code, as a month's determination reads it. */
export interface ApprovedExemption extends ExemptionRecord {
  /** The type's abbreviation (`STUDENT`); null when it has none or no event has told it yet. */
  typeCode: string | null;
}

interface ExemptionRow {
  id: string;
  user_id: string;
  type_name: string;
  status: ExemptionStatus;
  effective_date: string | null;
  expiration_date: string | null;
  is_permanent: boolean;
  type_code: string | null;
}

/** Writes the request's state as of `eventAt`, unless a newer change already arrived. */
export async function upsertExemption(db: Knex, exemption: ExemptionRecord, eventAt: Date): Promise<void> {
  await db('exemptions')
    .insert({
      id: exemption.id,
      user_id: exemption.userId,
      type_name: exemption.typeName,
      ...(exemption.typeNameEs !== undefined ? { type_name_es: exemption.typeNameEs } : {}),
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

/**
 * Remembers the type code of an exemption, told by a status change that carries it or by the
 * back-fill of exemptions decided before status changes did. A type never changes for a request, so
 * the first code told stands; a null (a type without a code) is replaced by a code told later.
 */
export async function recordExemptionTypeCode(
  db: Knex,
  exemptionId: string,
  userId: string,
  typeCode: string | null,
): Promise<void> {
  await db('exemption_type_codes')
    .insert({ exemption_id: exemptionId, user_id: userId, type_code: typeCode })
    .onConflict('exemption_id')
    .merge({ type_code: db.raw('coalesce(exemption_type_codes.type_code, excluded.type_code)') });
}

/** The approved requests of the given users with their type codes, whatever their dates (a person has a few at most). */
export async function approvedExemptionsOf(
  db: Knex,
  userIds: readonly string[],
): Promise<Map<string, ApprovedExemption[]>> {
  const byUser = new Map<string, ApprovedExemption[]>();
  if (userIds.length === 0) return byUser;
  const rows = (await db('exemptions as x')
    .leftJoin('exemption_type_codes as c', 'c.exemption_id', 'x.id')
    .select(
      'x.id',
      'x.user_id',
      'x.type_name',
      'x.status',
      db.raw('x.effective_date::text as effective_date'),
      db.raw('x.expiration_date::text as expiration_date'),
      'x.is_permanent',
      'c.type_code',
    )
    .whereIn('x.user_id', userIds)
    .where('x.status', 'approved')
    .orderBy([{ column: 'x.user_id' }, { column: 'x.id' }])) as ExemptionRow[];
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
      typeCode: row.type_code,
    });
    byUser.set(row.user_id, list);
  }
  return byUser;
}
