import type { Knex } from 'knex';
import type { IncomeAttachmentRecord, IncomeRecord } from '../domain/income.js';
import { type Caller, mayAccess } from '../domain/access.js';
import { attachmentNotFound, incomeNotFound } from '../errors.js';
import { findIncomeAttachment } from '../store/income-attachments.js';
import { findIncome } from '../store/income-records.js';
import { isRecordId } from './authorize.js';

type Db = Knex | Knex.Transaction;

/**
 * The pay record, when the caller may act on it: its owner or an administrator. Someone else's
 * record answers exactly like a missing one, so its existence is not revealed.
 */
export async function incomeForCaller(
  db: Db,
  caller: Caller,
  id: unknown,
  options: { forUpdate?: boolean } = {},
): Promise<IncomeRecord> {
  if (!isRecordId(id)) throw incomeNotFound();
  const record = await findIncome(db, id, options);
  if (!record || !mayAccess(caller, record.userId)) throw incomeNotFound();
  return record;
}

/** The attachment and its pay record, when the caller may act on them; else 404 as for a missing one. */
export async function incomeAttachmentForCaller(
  db: Db,
  caller: Caller,
  id: unknown,
): Promise<{ attachment: IncomeAttachmentRecord; record: IncomeRecord }> {
  if (!isRecordId(id)) throw attachmentNotFound();
  const attachment = await findIncomeAttachment(db, id);
  if (!attachment) throw attachmentNotFound();
  const record = await findIncome(db, attachment.incomeId);
  if (!record || !mayAccess(caller, record.userId)) throw attachmentNotFound();
  return { attachment, record };
}
