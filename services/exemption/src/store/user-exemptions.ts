import type { ExemptionStatus } from '@tracker/contracts/constants/exemptions';
import type { Knex } from 'knex';
import type { RequestedTerms, UserExemptionRecord } from '../domain/exemption.js';
import { toDate, toDateOrNull, toNumberOrNull } from './rows.js';

type Db = Knex | Knex.Transaction;

interface ExemptionRow {
  id: string;
  user_id: string;
  medicaid_exemption_id: string;
  status: string;
  applied_date: string | null;
  request_date: Date | string;
  application_notes: string | null;
  supporting_documents: string | null;
  duration_requested_months: number | null;
  request_permanent: boolean;
  duration_approved_months: number | null;
  is_permanent: boolean;
  is_renewal: boolean;
  effective_date: string | null;
  expiration_date: string | null;
  approval_date: Date | string | null;
  approver_user_id: string | null;
  denial_reason: string | null;
  waiting_message: string | null;
  reply_by: string | null;
  reset_message: string | null;
  reviewed_by: string | null;
  reviewed_date: Date | string | null;
  currently_enrolled: boolean | null;
  school_name: string | null;
  credit_hours: string | number | null;
  expected_graduation_month: number | null;
  expected_graduation_year: number | null;
  created_by: string;
  last_modified_by: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  type_name: string;
  type_name_es: string | null;
  abbreviation: string | null;
  allows_permanent: boolean;
  username: string | null;
}

function fromRow(row: ExemptionRow): UserExemptionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    medicaidExemptionId: row.medicaid_exemption_id,
    status: row.status as ExemptionStatus,
    appliedDate: row.applied_date,
    requestDate: toDate(row.request_date),
    applicationNotes: row.application_notes,
    supportingDocuments: row.supporting_documents,
    durationRequestedMonths: row.duration_requested_months,
    requestPermanent: row.request_permanent,
    durationApprovedMonths: row.duration_approved_months,
    isPermanent: row.is_permanent,
    isRenewal: row.is_renewal,
    effectiveDate: row.effective_date,
    expirationDate: row.expiration_date,
    approvalDate: toDateOrNull(row.approval_date),
    approverUserId: row.approver_user_id,
    denialReason: row.denial_reason,
    waitingMessage: row.waiting_message,
    replyBy: row.reply_by,
    resetMessage: row.reset_message,
    reviewedBy: row.reviewed_by,
    reviewedDate: toDateOrNull(row.reviewed_date),
    currentlyEnrolled: row.currently_enrolled,
    schoolName: row.school_name,
    creditHours: toNumberOrNull(row.credit_hours),
    expectedGraduationMonth: row.expected_graduation_month,
    expectedGraduationYear: row.expected_graduation_year,
    createdBy: row.created_by,
    lastModifiedBy: row.last_modified_by,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    typeName: row.type_name,
    typeNameEs: row.type_name_es,
    abbreviation: row.abbreviation,
    allowsPermanent: row.allows_permanent,
    username: row.username,
  };
}

// Calendar days come back as text so no driver turns them into time zone-dependent instants.
function selectExemptions(db: Db) {
  return db('user_exemptions as e')
    .join('exemption_types as t', 't.id', 'e.medicaid_exemption_id')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(
      'e.*',
      db.raw('e.applied_date::text as applied_date'),
      db.raw('e.effective_date::text as effective_date'),
      db.raw('e.expiration_date::text as expiration_date'),
      db.raw('e.reply_by::text as reply_by'),
      't.exemption_name as type_name',
      't.exemption_name_es as type_name_es',
      't.abbreviation',
      't.allows_permanent',
      'u.username',
    );
}

const NEWEST_FIRST = [
  { column: 'e.request_date', order: 'desc' },
  { column: 'e.id', order: 'desc' },
] as const;

export async function findUserExemption(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<UserExemptionRecord | undefined> {
  const query = selectExemptions(db).where('e.id', id);
  // Only the request's row: the joined read-model rows are not locked.
  if (options.forUpdate) query.forUpdate('e');
  const row = (await query.first()) as ExemptionRow | undefined;
  return row ? fromRow(row) : undefined;
}

/** A user's requests, newest first. */
export async function listUserExemptionsOf(db: Db, userId: string): Promise<UserExemptionRecord[]> {
  const rows = (await selectExemptions(db)
    .where('e.user_id', userId)
    .orderBy([...NEWEST_FIRST])) as ExemptionRow[];
  return rows.map(fromRow);
}

/** Every request, newest first, for the State Exemption Portal. */
export async function listAllUserExemptions(db: Db): Promise<UserExemptionRecord[]> {
  return ((await selectExemptions(db).orderBy([...NEWEST_FIRST])) as ExemptionRow[]).map(fromRow);
}

function termsToRow(terms: RequestedTerms) {
  return {
    application_notes: terms.applicationNotes,
    duration_requested_months: terms.durationRequestedMonths,
    request_permanent: terms.requestPermanent,
    effective_date: terms.effectiveDate,
    expiration_date: terms.expirationDate,
    currently_enrolled: terms.currentlyEnrolled,
    school_name: terms.schoolName,
    credit_hours: terms.creditHours,
    expected_graduation_month: terms.expectedGraduationMonth,
    expected_graduation_year: terms.expectedGraduationYear,
  };
}

export interface NewUserExemption extends RequestedTerms {
  id: string;
  userId: string;
  medicaidExemptionId: string;
  isRenewal: boolean;
  appliedDate: string;
  supportingDocuments: string | null;
  createdBy: string;
}

export async function insertUserExemption(db: Db, request: NewUserExemption): Promise<UserExemptionRecord> {
  await db('user_exemptions').insert({
    id: request.id,
    user_id: request.userId,
    medicaid_exemption_id: request.medicaidExemptionId,
    status: 'requested',
    applied_date: request.appliedDate,
    request_date: db.raw('clock_timestamp()'),
    supporting_documents: request.supportingDocuments,
    is_renewal: request.isRenewal,
    created_by: request.createdBy,
    ...termsToRow(request),
  });
  return mustFind(db, request.id);
}

async function mustFind(db: Db, id: string): Promise<UserExemptionRecord> {
  const found = await findUserExemption(db, id);
  if (!found) throw new Error(`Exemption ${id} vanished during its change`);
  return found;
}

export async function updateRequestedTerms(
  db: Db,
  id: string,
  terms: RequestedTerms,
  modifiedBy: string,
): Promise<UserExemptionRecord> {
  await db('user_exemptions')
    .where('id', id)
    .update({ ...termsToRow(terms), last_modified_by: modifiedBy, updated_at: db.fn.now() });
  return mustFind(db, id);
}

/** A status change and what it records beside the status; fields left out keep their values. */
export interface StatusChange {
  status: ExemptionStatus;
  modifiedBy: string;
  /** The reviewer, when an administrator made the change. */
  reviewedBy?: string;
  approval?: {
    approverUserId: string;
    durationApprovedMonths: number | null;
    effectiveDate: string;
    expirationDate: string | null;
    isPermanent: boolean;
  };
  denialReason?: string | null;
  waitingMessage?: string;
  resetMessage?: string;
  /** The day an answer is needed by, when the change asks the enrollee for one; any other change clears it. */
  replyBy?: string;
}

export async function applyStatusChange(
  db: Db,
  id: string,
  change: StatusChange,
): Promise<UserExemptionRecord> {
  const values: Record<string, unknown> = {
    status: change.status,
    last_modified_by: change.modifiedBy,
    updated_at: db.fn.now(),
  };
  if (change.reviewedBy !== undefined) {
    values.reviewed_by = change.reviewedBy;
    values.reviewed_date = db.fn.now();
  }
  if (change.approval) {
    values.approval_date = db.fn.now();
    values.approver_user_id = change.approval.approverUserId;
    values.duration_approved_months = change.approval.durationApprovedMonths;
    values.effective_date = change.approval.effectiveDate;
    values.expiration_date = change.approval.expirationDate;
    values.is_permanent = change.approval.isPermanent;
  }
  if (change.denialReason !== undefined) values.denial_reason = change.denialReason;
  if (change.waitingMessage !== undefined) values.waiting_message = change.waitingMessage;
  if (change.resetMessage !== undefined) values.reset_message = change.resetMessage;
  values.reply_by = change.replyBy ?? null;
  await db('user_exemptions').where('id', id).update(values);
  return mustFind(db, id);
}

export async function deleteUserExemptionRow(db: Db, id: string): Promise<void> {
  await db('user_exemptions').where('id', id).delete();
}

/** Removes every request of the user (notes and attachments go with them); resolves with how many. */
export async function deleteUserExemptionsOf(db: Db, userId: string): Promise<number> {
  return db('user_exemptions').where('user_id', userId).delete();
}

/**
 * Marks expired, at most `limit` at a time, the approved requests whose last day is before `today`,
 * and returns their ids. The rows are claimed with `SKIP LOCKED` and the update checks
 * the status again, so concurrent sweeps (replicas) never expire the same request twice.
 */
export async function expireDue(trx: Knex.Transaction, today: string, limit: number): Promise<string[]> {
  const due = trx('user_exemptions')
    .select('id')
    .where('status', 'approved')
    .andWhere('is_permanent', false)
    .andWhere('expiration_date', '<', today)
    .orderBy('expiration_date')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows = (await trx('user_exemptions')
    .whereIn('id', due)
    .andWhere('status', 'approved')
    .update({ status: 'expired', updated_at: trx.fn.now() })
    .returning('id')) as Array<{ id: string }>;
  return rows.map((row) => row.id);
}
