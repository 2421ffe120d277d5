import { randomUUID } from 'node:crypto';
import type { RequestExemptionRequest, UserExemption } from '@tracker/contracts/http/exemptions';
import { checkUpload, type IncomingFile } from '@tracker/kit/storage/upload-rules';
import { actingPersonOf, type Caller } from '../domain/access.js';
import { isoDateIn } from '@tracker/contracts/rules/calendar';
import { givenFields } from '@tracker/kit/messaging/audit-changes';
import { ATTACHED_FILE } from '../domain/audited-fields.js';
import { toUserExemptionResponse } from '../domain/exemption.js';
import { requestProblems } from '../domain/request-rules.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { fileRefused, requestDoesNotFitType, unknownExemptionType } from '../errors.js';
import { insertAttachment, type NewAttachment } from '../store/attachments.js';
import { recordExemptionRequested } from '../store/events.js';
import { findExemptionType } from '../store/exemption-types.js';
import { insertUserExemption } from '../store/user-exemptions.js';
import { auditWrite } from './shared/audit.js';
import { requestedTermsOf } from '../domain/requested-terms.js';
import { discardStoredFiles, storeFile } from './shared/stored-files.js';

/**
 * Records the caller's request for an exemption, with its optional first file, all or nothing: a
 * refused file or a request the type does not offer creates nothing, and the rows and the
 * `exemption.requested` event commit only once the file is stored. The server decides the owner,
 * the creator and the status.
 */
export async function requestExemption(
  deps: ExemptionDeps,
  caller: Caller,
  input: RequestExemptionRequest,
  file: IncomingFile | undefined,
  ctx: RequestContext,
): Promise<UserExemption> {
  const checked = file ? await checkUpload(file) : undefined;
  if (checked && !checked.ok) throw fileRefused('file', checked.message);

  const type = await findExemptionType(deps.db.knex, input.medicaidExemptionId);
  if (!type) throw unknownExemptionType('Exemption type not found');
  if (!type.isActive) throw unknownExemptionType('This exemption type is no longer offered');
  const problems = requestProblems(input, type);
  if (problems) throw requestDoesNotFitType(problems);

  const exemptionId = randomUUID();
  const stored: NewAttachment[] = [];
  if (checked?.ok) {
    stored.push(
      await storeFile(
        deps,
        { ownerId: caller.userId, exemptionId, uploadedByUserId: caller.userId, description: null },
        checked.file,
      ),
    );
  }

  try {
    const view = await deps.db.knex.transaction(async (trx) => {
      const request = await insertUserExemption(trx, {
        id: exemptionId,
        userId: caller.userId,
        medicaidExemptionId: type.id,
        isRenewal: input.isRenewal,
        appliedDate: isoDateIn(deps.timeZone, deps.now()),
        supportingDocuments: stored[0]?.originalName ?? null,
        createdBy: actingPersonOf(caller),
        ...requestedTermsOf(input),
      });
      for (const attachment of stored) await insertAttachment(trx, attachment);
      await recordExemptionRequested(trx, request, ctx.correlationId);
      // Audited for an administrator asking for themself or for the enrollee they impersonate.
      await auditWrite(
        trx,
        deps,
        caller,
        {
          ownerId: request.userId,
          action: 'exemption.requested',
          resourceId: request.id,
          changes: [...givenFields(input), ...(stored.length > 0 ? [ATTACHED_FILE] : [])],
        },
        ctx,
      );
      return toUserExemptionResponse(request);
    });
    deps.nudgeOutbox();
    return view;
  } catch (error) {
    await discardStoredFiles(deps, stored);
    throw error;
  }
}
