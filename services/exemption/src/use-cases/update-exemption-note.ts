import type { ExemptionNote } from '@tracker/contracts/http/exemptions';
import type { Caller } from '../domain/access.js';
import { changedFields } from '@tracker/kit/messaging/audit-changes';
import { toNoteResponse } from '../domain/exemption.js';
import { mayEditNote } from '../domain/note-rules.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { notNoteAuthor } from '../errors.js';
import { updateNoteText } from '../store/notes.js';
import { assertUnlocked, noteForCaller } from './shared/access.js';
import { auditWrite } from './shared/audit.js';

/** Changes a note's text; only its author may, and the requester only while the request is open. */
export async function updateExemptionNote(
  deps: ExemptionDeps,
  caller: Caller,
  id: unknown,
  noteText: string,
  ctx: RequestContext,
): Promise<ExemptionNote> {
  const { note, audited } = await deps.db.knex.transaction(async (trx) => {
    const access = await noteForCaller(trx, caller, id);
    if (!mayEditNote(caller, access.role, access.note)) throw notNoteAuthor('edit');
    assertUnlocked(access);
    const updated = await updateNoteText(trx, access.note.id, noteText);
    const ownerId = access.exemption.userId;
    return {
      note: updated,
      audited: await auditWrite(
        trx,
        deps,
        caller,
        {
          ownerId,
          action: 'exemption-note.updated',
          resourceId: updated.id,
          changes: changedFields(access.note, updated, ['noteText']),
        },
        ctx,
      ),
    };
  });
  if (audited) deps.nudgeOutbox();
  return toNoteResponse(note);
}
