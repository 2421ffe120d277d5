import type { Caller } from '../domain/access.js';
import { mayDeleteNote } from '../domain/note-rules.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { notNoteAuthor } from '../errors.js';
import { deleteNoteRow } from '../store/notes.js';
import { assertUnlocked, noteForCaller } from './shared/access.js';
import { auditWrite } from './shared/audit.js';

/**
 * Removes a note: its author may, and any administrator may remove an internal one. The requester
 * cannot once the request is approved or denied.
 */
export async function deleteExemptionNote(
  deps: ExemptionDeps,
  caller: Caller,
  id: unknown,
  ctx: RequestContext,
): Promise<void> {
  const audited = await deps.db.knex.transaction(async (trx) => {
    const access = await noteForCaller(trx, caller, id);
    if (!mayDeleteNote(caller, access.role, access.note)) throw notNoteAuthor('delete');
    assertUnlocked(access);
    await deleteNoteRow(trx, access.note.id);
    return auditWrite(
      trx,
      deps,
      caller,
      {
        ownerId: access.exemption.userId,
        action: 'exemption-note.deleted',
        resourceId: access.note.id,
        changes: [],
      },
      ctx,
    );
  });
  if (audited) deps.nudgeOutbox();
}
