import type { Caller } from '../domain/access.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { attachmentsOf } from '../store/record-attachments.js';
import { auditRead } from './shared/audit.js';
import { recordForCaller } from './shared/record-access.js';
import type { OwnedRecord, RecordKind } from './shared/record-kind.js';

/** The record's attachments, oldest first. */
export async function listAttachments<TRecord extends OwnedRecord, TAttachment>(
  kind: RecordKind<TRecord, TAttachment>,
  deps: ActivityDeps,
  caller: Caller,
  recordId: unknown,
  ctx: RequestContext,
): Promise<TAttachment[]> {
  const record = await recordForCaller(kind, deps.db.knex, caller, recordId);
  await auditRead(deps, caller, record.userId, kind.audit.attachmentsViewed, ctx, record.id);
  return (await attachmentsOf(deps.db.knex, kind.tables, record.id)).map((a) => kind.toAttachmentResponse(a));
}
