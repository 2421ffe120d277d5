import type { ExemptionAttachment } from '@tracker/contracts/http/exemptions';
import type { Caller } from '../domain/access.js';
import { toAttachmentResponse } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { attachmentsOf } from '../store/attachments.js';
import { auditRead } from './shared/audit.js';
import { exemptionForCaller } from './shared/access.js';

export async function listExemptionAttachments(
  deps: ExemptionDeps,
  caller: Caller,
  exemptionId: unknown,
  ctx: RequestContext,
): Promise<ExemptionAttachment[]> {
  const { exemption } = await exemptionForCaller(deps.db.knex, caller, exemptionId);
  await auditRead(deps, caller, exemption.userId, 'exemption-attachments.viewed', ctx, exemption.id);
  return (await attachmentsOf(deps.db.knex, exemption.id)).map(toAttachmentResponse);
}
