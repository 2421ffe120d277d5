import type { ExemptionTypeState } from '@tracker/contracts/constants/exemptions';
import type { ExemptionTypeFields } from '@tracker/contracts/http/exemption-types';
import type { Knex } from 'knex';
import type { ExemptionTypeRecord } from '../domain/exemption.js';
import { toDate } from './rows.js';

type Db = Knex | Knex.Transaction;

interface TypeRow {
  id: string;
  exemption_name: string;
  abbreviation: string | null;
  description: string | null;
  exemption_name_es: string | null;
  description_es: string | null;
  proof_hint: string | null;
  proof_hint_es: string | null;
  state: string;
  min_duration_months: number | null;
  max_duration_months: number | null;
  default_duration_months: number | null;
  allows_permanent: boolean;
  is_renewable: boolean;
  is_active: boolean;
  sort_order: number;
  created_at: Date | string;
  updated_at: Date | string;
}

function fromRow(row: TypeRow): ExemptionTypeRecord {
  return {
    id: row.id,
    exemptionName: row.exemption_name,
    abbreviation: row.abbreviation,
    description: row.description,
    exemptionNameEs: row.exemption_name_es,
    descriptionEs: row.description_es,
    proofHint: row.proof_hint,
    proofHintEs: row.proof_hint_es,
    state: row.state as ExemptionTypeState,
    minDurationMonths: row.min_duration_months,
    maxDurationMonths: row.max_duration_months,
    defaultDurationMonths: row.default_duration_months,
    allowsPermanent: row.allows_permanent,
    isRenewable: row.is_renewable,
    isActive: row.is_active,
    sortOrder: row.sort_order,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

function toRow(fields: ExemptionTypeFields) {
  return {
    exemption_name: fields.exemptionName,
    abbreviation: fields.abbreviation,
    description: fields.description,
    exemption_name_es: fields.exemptionNameEs,
    description_es: fields.descriptionEs,
    proof_hint: fields.proofHint,
    proof_hint_es: fields.proofHintEs,
    state: fields.state,
    min_duration_months: fields.minDurationMonths,
    max_duration_months: fields.maxDurationMonths,
    default_duration_months: fields.defaultDurationMonths,
    allows_permanent: fields.allowsPermanent,
    is_renewable: fields.isRenewable,
    is_active: fields.isActive,
    sort_order: fields.sortOrder,
  };
}

const ORDER = [
  { column: 'sort_order', order: 'asc' },
  { column: 'created_at', order: 'asc' },
  { column: 'id', order: 'asc' },
] as const;

/** The catalogue by sort order; only the active types when `activeOnly`. */
export async function listExemptionTypes(db: Db, options: { activeOnly?: boolean } = {}) {
  const query = db('exemption_types')
    .select('*')
    .orderBy([...ORDER]);
  if (options.activeOnly) query.where('is_active', true);
  return ((await query) as TypeRow[]).map(fromRow);
}

export async function findExemptionType(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ExemptionTypeRecord | undefined> {
  const query = db('exemption_types').where('id', id);
  if (options.forUpdate) query.forUpdate();
  const row = (await query.first()) as TypeRow | undefined;
  return row ? fromRow(row) : undefined;
}

export async function insertExemptionType(
  db: Db,
  id: string,
  fields: ExemptionTypeFields,
): Promise<ExemptionTypeRecord> {
  const [row] = (await db('exemption_types')
    .insert({ id, ...toRow(fields) })
    .returning('*')) as TypeRow[];
  return fromRow(row!);
}

export async function updateExemptionTypeRow(
  db: Db,
  id: string,
  fields: ExemptionTypeFields,
): Promise<ExemptionTypeRecord | undefined> {
  const [row] = (await db('exemption_types')
    .where('id', id)
    .update({ ...toRow(fields), updated_at: db.fn.now() })
    .returning('*')) as TypeRow[];
  return row ? fromRow(row) : undefined;
}

export async function deleteExemptionTypeRow(db: Db, id: string): Promise<void> {
  await db('exemption_types').where('id', id).delete();
}

/** How many requests name the type. */
export async function requestsOfType(db: Db, id: string): Promise<number> {
  const [row] = (await db('user_exemptions')
    .where('medicaid_exemption_id', id)
    .count<{ count: string | number }[]>('* as count')) as Array<{ count: string | number }>;
  return Number(row?.count ?? 0);
}

/**
 * Holds writers of the catalogue off until the transaction ends, so two renumberings (or two seeds
 * by replicas starting together) run one after the other. Readers are not blocked.
 */
export async function lockCatalogue(trx: Knex.Transaction): Promise<void> {
  await trx.raw('lock table exemption_types in share row exclusive mode');
}

export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  return (await db('exemption_types').first('id')) === undefined;
}

export async function setSortOrders(
  db: Db,
  orders: ReadonlyArray<{ id: string; sortOrder: number }>,
): Promise<void> {
  for (const { id, sortOrder } of orders) {
    await db('exemption_types').where('id', id).update({ sort_order: sortOrder, updated_at: db.fn.now() });
  }
}
