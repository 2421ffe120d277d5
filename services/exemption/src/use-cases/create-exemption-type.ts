import { randomUUID } from 'node:crypto';
import type { CreateExemptionTypeRequest, ExemptionType } from '@tracker/contracts/http/exemption-types';
import type { Caller } from '../domain/access.js';
import { toExemptionTypeResponse } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { insertExemptionType } from '../store/exemption-types.js';

export async function createExemptionType(
  deps: ExemptionDeps,
  caller: Caller,
  input: CreateExemptionTypeRequest,
  ctx: RequestContext,
): Promise<ExemptionType> {
  const created = await insertExemptionType(deps.db.knex, randomUUID(), input);
  deps.logger.info(
    { audit: true, actorId: caller.userId, action: 'exemption-type.created', typeId: created.id, ip: ctx.ip },
    'exemption type created',
  );
  return toExemptionTypeResponse(created);
}
