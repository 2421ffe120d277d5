import { randomUUID } from 'node:crypto';
import type { ExemptionNote } from '@tracker/contracts/http/exemptions';
import { actingPersonOf, type Caller } from '../domain/access.js';
import { givenFields } from '@tracker/kit/messaging/audit-changes';
import { toNoteResponse } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { recordNoteShared } from '../store/events.js';
import { insertNote } from '../store/notes.js';
import { usernameOf } from '../store/users.js';
import { assertUnlocked, exemptionForCaller } from './shared/access.js';
import { auditWrite } from './shared/audit.js';

export interface NoteInput {
  exemptionId: string;
  noteText: string;
  /** Only an administrator's choice counts; the requester's notes are never internal. */
  isInternal: boolean;
}

/**
 * Adds a note to a request. The server decides who wrote it and as what: an administrator writes
 * as `state_admin` and may keep the note internal; the requester writes as `enrollee`, always
 * shared, and only while the request is not approved or denied. A reviewer's shared note on
 * someone else's request is announced (`exemption.note-shared`) so the requester hears of it.
 */
export async function createExemptionNote(
  deps: ExemptionDeps,
  caller: Caller,
  input: NoteInput,
  ctx: RequestContext,
): Promise<ExemptionNote> {
  const { note, recorded } = await deps.db.knex.transaction(async (trx) => {
    const access = await exemptionForCaller(trx, caller, input.exemptionId, { forUpdate: true });
    assertUnlocked(access);
    const { exemption, role } = access;
    const byAdmin = role === 'admin';
    const created = await insertNote(trx, {
      id: randomUUID(),
      exemptionId: exemption.id,
      authorUserId: caller.userId,
      authorType: byAdmin ? 'state_admin' : 'enrollee',
      noteText: input.noteText,
      isInternal: byAdmin && input.isInternal,
      authorUsername: await usernameOf(trx, caller.userId),
      createdByUserId: actingPersonOf(caller),
    });
    // A reviewer is never the requester (`roleOf`), so a reviewer's shared note is news to someone.
    const shared = byAdmin && !created.isInternal;
    if (shared) await recordNoteShared(trx, created, exemption.userId, ctx.correlationId);
    const audited = await auditWrite(
      trx,
      deps,
      caller,
      {
        ownerId: exemption.userId,
        action: 'exemption-note.created',
        resourceId: created.id,
        changes: givenFields({ noteText: created.noteText, isInternal: created.isInternal }),
      },
      ctx,
    );
    return { note: created, recorded: shared || audited };
  });
  if (recorded) deps.nudgeOutbox();
  return toNoteResponse(note);
}
