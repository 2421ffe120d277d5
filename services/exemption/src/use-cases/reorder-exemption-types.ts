import type { ExemptionType, ReorderExemptionTypesRequest } from '@tracker/contracts/http/exemption-types';
import type { Caller } from '../domain/access.js';
import { toExemptionTypeResponse } from '../domain/exemption.js';
import { renumbered } from '../domain/reorder.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { unknownReorderItems } from '../errors.js';
import { listExemptionTypes, lockCatalogue, setSortOrders } from '../store/exemption-types.js';

/** Puts the catalogue in the dragged order and renumbers it 0..n-1; answers the whole catalogue. */
export async function reorderExemptionTypes(
  deps: ExemptionDeps,
  caller: Caller,
  input: ReorderExemptionTypesRequest,
  ctx: RequestContext,
): Promise<ExemptionType[]> {
  const types = await deps.db.knex.transaction(async (trx) => {
    await lockCatalogue(trx);
    const current = (await listExemptionTypes(trx)).map((type) => type.id);
    const known = new Set(current);
    const unknown = input.items.map((item) => item.id).filter((id) => !known.has(id));
    if (unknown.length > 0) throw unknownReorderItems(unknown);
    await setSortOrders(trx, renumbered(current, input.items));
    return listExemptionTypes(trx);
  });
  deps.logger.info(
    { audit: true, actorId: caller.userId, action: 'exemption-types.reordered', ip: ctx.ip },
    'exemption catalogue reordered',
  );
  return types.map(toExemptionTypeResponse);
}
