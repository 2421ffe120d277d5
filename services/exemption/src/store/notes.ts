import type { NoteAuthorType } from '@tracker/contracts/constants/exemptions';
import type { Knex } from 'knex';
import type { NoteRecord } from '../domain/exemption.js';
import { toDate } from './rows.js';

type Db = Knex | Knex.Transaction;

interface NoteRow {
  id: string;
  exemption_id: string;
  author_user_id: string;
  author_type: string;
  note_text: string;
  is_internal: boolean;
  author_username: string | null;
  created_by_user_id: string;
  created_at: Date | string;
  updated_at: Date | string;
}

function fromRow(row: NoteRow): NoteRecord {
  return {
    id: row.id,
    exemptionId: row.exemption_id,
    authorUserId: row.author_user_id,
    authorType: row.author_type as NoteAuthorType,
    noteText: row.note_text,
    isInternal: row.is_internal,
    authorUsername: row.author_username,
    createdByUserId: row.created_by_user_id,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

// The author's current username when the read model knows it, else the one kept with the note.
function selectNotes(db: Db) {
  return db('exemption_notes as n')
    .leftJoin('users as u', 'u.id', 'n.author_user_id')
    .select('n.*', db.raw('coalesce(u.username, n.author_username) as author_username'));
}

/** The request's notes, oldest first; only the shared ones unless `withInternal`. */
export async function notesOf(
  db: Db,
  exemptionId: string,
  options: { withInternal: boolean },
): Promise<NoteRecord[]> {
  const query = selectNotes(db)
    .where('n.exemption_id', exemptionId)
    .orderBy([
      { column: 'n.created_at', order: 'asc' },
      { column: 'n.id', order: 'asc' },
    ]);
  if (!options.withInternal) query.andWhere('n.is_internal', false);
  return ((await query) as NoteRow[]).map(fromRow);
}

export async function findNote(db: Db, id: string): Promise<NoteRecord | undefined> {
  const row = (await selectNotes(db).where('n.id', id).first()) as NoteRow | undefined;
  return row ? fromRow(row) : undefined;
}

export type NewNote = Omit<NoteRecord, 'createdAt' | 'updatedAt'>;

export async function insertNote(db: Db, note: NewNote): Promise<NoteRecord> {
  await db('exemption_notes').insert({
    id: note.id,
    exemption_id: note.exemptionId,
    author_user_id: note.authorUserId,
    author_type: note.authorType,
    note_text: note.noteText,
    is_internal: note.isInternal,
    author_username: note.authorUsername,
    created_by_user_id: note.createdByUserId,
    created_at: db.raw('clock_timestamp()'),
    updated_at: db.raw('clock_timestamp()'),
  });
  const stored = await findNote(db, note.id);
  if (!stored) throw new Error(`Note ${note.id} was not stored`);
  return stored;
}

export async function updateNoteText(db: Db, id: string, noteText: string): Promise<NoteRecord> {
  await db('exemption_notes').where('id', id).update({ note_text: noteText, updated_at: db.fn.now() });
  const stored = await findNote(db, id);
  if (!stored) throw new Error(`Note ${id} vanished during its update`);
  return stored;
}

export async function deleteNoteRow(db: Db, id: string): Promise<void> {
  await db('exemption_notes').where('id', id).delete();
}
