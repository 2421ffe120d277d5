import type { ExemptionType, UpdateExemptionTypeRequest } from '@tracker/contracts/http/exemption-types';
import type { Caller } from '../domain/access.js';
import { toExemptionTypeResponse } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { exemptionTypeNotFound } from '../errors.js';
import { updateExemptionTypeRow } from '../store/exemption-types.js';
import { isRecordId } from '../domain/record-id.js';

/** Replaces every field of the type; requests already made keep their own terms. */
export async function updateExemptionType(
  deps: ExemptionDeps,
  caller: Caller,
  id: unknown,
  input: UpdateExemptionTypeRequest,
  ctx: RequestContext,
): Promise<ExemptionType> {
  if (!isRecordId(id)) throw exemptionTypeNotFound();
  const updated = await updateExemptionTypeRow(deps.db.knex, id, input);
  if (!updated) throw exemptionTypeNotFound();
  deps.logger.info(
    { audit: true, actorId: caller.userId, action: 'exemption-type.updated', typeId: id, ip: ctx.ip },
    'exemption type updated',
  );
  return toExemptionTypeResponse(updated);
}
