import type { ExemptionNote } from '@tracker/contracts/http/exemptions';
import type { Caller } from '../domain/access.js';
import { toNoteResponse } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { notesOf } from '../store/notes.js';
import { auditRead } from './shared/audit.js';
import { exemptionForCaller } from './shared/access.js';

/** The request's notes, oldest first; internal notes only for administrators. */
export async function listExemptionNotes(
  deps: ExemptionDeps,
  caller: Caller,
  exemptionId: unknown,
  ctx: RequestContext,
): Promise<ExemptionNote[]> {
  const { exemption, role } = await exemptionForCaller(deps.db.knex, caller, exemptionId);
  await auditRead(deps, caller, exemption.userId, 'exemption-notes.viewed', ctx, exemption.id);
  const notes = await notesOf(deps.db.knex, exemption.id, { withInternal: role === 'admin' });
  return notes.map(toNoteResponse);
}
