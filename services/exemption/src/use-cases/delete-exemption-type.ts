import type { Caller } from '../domain/access.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { exemptionTypeInUse, exemptionTypeNotFound } from '../errors.js';
import { deleteExemptionTypeRow, findExemptionType, requestsOfType } from '../store/exemption-types.js';
import { isRecordId } from '../domain/record-id.js';

/**
 * Removes a type nobody asked for. A type that requests name stays: those requests keep their
 * history, and the administrator is told to make the type inactive instead.
 */
export async function deleteExemptionType(
  deps: ExemptionDeps,
  caller: Caller,
  id: unknown,
  ctx: RequestContext,
): Promise<void> {
  if (!isRecordId(id)) throw exemptionTypeNotFound();
  await deps.db.knex.transaction(async (trx) => {
    const type = await findExemptionType(trx, id, { forUpdate: true });
    if (!type) throw exemptionTypeNotFound();
    const used = await requestsOfType(trx, id);
    if (used > 0) throw exemptionTypeInUse(used);
    await deleteExemptionTypeRow(trx, id);
  });
  deps.logger.info(
    { audit: true, actorId: caller.userId, action: 'exemption-type.deleted', typeId: id, ip: ctx.ip },
    'exemption type deleted',
  );
}
