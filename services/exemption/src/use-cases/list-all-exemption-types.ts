import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import { toExemptionTypeResponse } from '../domain/exemption.js';
import type { ExemptionDeps } from '../deps.js';
import { listExemptionTypes } from '../store/exemption-types.js';

/** The whole catalogue, active or not, by sort order, as administrators maintain it. */
export async function listAllExemptionTypes(deps: ExemptionDeps): Promise<ExemptionType[]> {
  return (await listExemptionTypes(deps.db.knex)).map(toExemptionTypeResponse);
}
