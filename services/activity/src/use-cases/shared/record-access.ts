import type { Knex } from 'knex';
import { type Caller, mayAccess } from '../../domain/access.js';
import type { RecordAttachment } from '../../domain/record-attachment.js';
import { isRecordId } from '../../domain/record-id.js';
import type { ActivityDeps } from '../../deps.js';
import { attachmentNotFound } from '../../errors.js';
import { findAttachment } from '../../store/record-attachments.js';
import type { OwnedRecord, RecordKind } from './record-kind.js';

type Db = Knex | Knex.Transaction;

/**
 * The record, when the caller may act on it: its owner or an administrator. Someone else's record
 * answers exactly like a missing one, so its existence is not revealed.
 */
export async function recordForCaller<TRecord extends OwnedRecord>(
  kind: RecordKind<TRecord>,
  db: Db,
  caller: Caller,
  id: unknown,
  options: { forUpdate?: boolean } = {},
): Promise<TRecord> {
  if (!isRecordId(id)) throw kind.notFound();
  const record = await kind.find(db, id, options);
  if (!record || !mayAccess(caller, record.userId)) throw kind.notFound();
  return record;
}

/**
 * Checks access to a record before a request body is read, so nobody can make the server buffer
 * files for a record that is not theirs.
 */
export function findRecordForCaller<TRecord extends OwnedRecord>(
  kind: RecordKind<TRecord>,
  deps: Pick<ActivityDeps, 'db'>,
  caller: Caller,
  id: unknown,
): Promise<TRecord> {
  return recordForCaller(kind, deps.db.knex, caller, id);
}

/** The attachment and its record, when the caller may act on them; else 404 as for a missing one. */
export async function attachmentForCaller<TRecord extends OwnedRecord>(
  kind: RecordKind<TRecord>,
  db: Db,
  caller: Caller,
  id: unknown,
): Promise<{ attachment: RecordAttachment; record: TRecord }> {
  if (!isRecordId(id)) throw attachmentNotFound();
  const attachment = await findAttachment(db, kind.tables, id);
  if (!attachment) throw attachmentNotFound();
  const record = await kind.find(db, attachment.recordId);
  if (!record || !mayAccess(caller, record.userId)) throw attachmentNotFound();
  return { attachment, record };
}
