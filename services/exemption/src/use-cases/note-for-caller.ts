import type { Knex } from 'knex';
import { type Caller, mayAccess, roleOf } from '../domain/access.js';
import type { NoteRecord } from '../domain/exemption.js';
import { mayReadNote } from '../domain/note-rules.js';
import { noteNotFound } from '../errors.js';
import { findNote } from '../store/notes.js';
import { findUserExemption } from '../store/user-exemptions.js';
import { type Access, isRecordId } from './authorize.js';

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
