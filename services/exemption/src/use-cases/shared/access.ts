import type { Knex } from 'knex';
import { type Caller, isLockedFor, mayAccess, mayReview, type Role, roleOf } from '../../domain/access.js';
import type { AttachmentRecord, NoteRecord, UserExemptionRecord } from '../../domain/exemption.js';
import { mayReadNote } from '../../domain/note-rules.js';
import { isRecordId } from '../../domain/record-id.js';
import {
  attachmentNotFound,
  exemptionLocked,
  exemptionNotFound,
  noteNotFound,
  ownExemptionReview,
} from '../../errors.js';
import { findAttachment } from '../../store/attachments.js';
import { findNote } from '../../store/notes.js';
import { findUserExemption } from '../../store/user-exemptions.js';

// Whether the caller may reach a request or what hangs on it, decided from the rules in
// `domain/access.ts`. Nothing here records an audit row: the use cases do that (`audit.ts`) once the
// check has passed.

type Db = Knex | Knex.Transaction;

/** A request the caller may act on, and how they stand to it. */
export interface Access {
  exemption: UserExemptionRecord;
  role: Role;
}

/**
 * The request, when the caller may see it. Someone else's request answers exactly like a missing
 * one, so its existence is not revealed.
 */
export async function exemptionForCaller(
  db: Db,
  caller: Caller,
  id: unknown,
  options: { forUpdate?: boolean } = {},
): Promise<Access> {
  if (!isRecordId(id)) throw exemptionNotFound();
  const exemption = await findUserExemption(db, id, options);
  if (!exemption) throw exemptionNotFound();
  const role = roleOf(caller, exemption.userId);
  if (!mayAccess(role)) throw exemptionNotFound();
  return { exemption, role };
}

/** The request, when the caller may decide it: 404 as `exemptionForCaller`, 403 for their own. */
export async function exemptionToReview(
  db: Db,
  caller: Caller,
  id: unknown,
  options: { forUpdate?: boolean } = {},
): Promise<Access> {
  const access = await exemptionForCaller(db, caller, id, options);
  if (!mayReview(caller, access.exemption.userId)) throw ownExemptionReview();
  return access;
}

/** Refuses an owner's change to a request that has been approved or denied. */
export function assertUnlocked(access: Access): void {
  if (isLockedFor(access.role, access.exemption.status)) throw exemptionLocked(access.exemption.status);
}

/**
 * The request, when the caller may add files to it: checked before an upload is read, so nobody can
 * make the server buffer files for a request that is not theirs or is closed to them.
 */
export async function exemptionOpenToUpload(db: Db, caller: Caller, id: unknown): Promise<Access> {
  const access = await exemptionForCaller(db, caller, id);
  assertUnlocked(access);
  return access;
}

/** The attachment and its request, when the caller may see them; else 404 as for a missing one. */
export async function attachmentForCaller(
  db: Db,
  caller: Caller,
  id: unknown,
  options: { forUpdate?: boolean } = {},
): Promise<Access & { attachment: AttachmentRecord }> {
  if (!isRecordId(id)) throw attachmentNotFound();
  const attachment = await findAttachment(db, id);
  if (!attachment) throw attachmentNotFound();
  const exemption = await findUserExemption(db, attachment.exemptionId, options);
  if (!exemption) throw attachmentNotFound();
  const role = roleOf(caller, exemption.userId);
  if (!mayAccess(role)) throw attachmentNotFound();
  return { attachment, exemption, role };
}

/**
 * The note and its request (locked for the change to come), when the caller may see the note; else
 * 404 as for a missing one, so an internal note's existence is not revealed to the requester.
 */
export async function noteForCaller(
  trx: Knex.Transaction,
  caller: Caller,
  id: unknown,
): Promise<Access & { note: NoteRecord }> {
  if (!isRecordId(id)) throw noteNotFound();
  const note = await findNote(trx, id);
  if (!note) throw noteNotFound();
  const exemption = await findUserExemption(trx, note.exemptionId, { forUpdate: true });
  if (!exemption) throw noteNotFound();
  const role = roleOf(caller, exemption.userId);
  if (!mayAccess(role) || !mayReadNote(role, note)) throw noteNotFound();
  return { exemption, role, note };
}
