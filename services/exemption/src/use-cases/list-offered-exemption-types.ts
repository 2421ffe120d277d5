import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import { toExemptionTypeResponse } from '../domain/exemption.js';
import type { ExemptionDeps } from '../deps.js';
import { listExemptionTypes } from '../store/exemption-types.js';

/** The types an enrollee may ask for: the active ones, by sort order. */
export async function listOfferedExemptionTypes(deps: ExemptionDeps): Promise<ExemptionType[]> {
  return (await listExemptionTypes(deps.db.knex, { activeOnly: true })).map(toExemptionTypeResponse);
}
