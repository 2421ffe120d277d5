import type { UserExemption } from '@tracker/contracts/http/exemptions';
import type { Caller } from '../domain/access.js';
import { toUserExemptionResponse } from '../domain/exemption.js';
import type { ExemptionDeps } from '../deps.js';
import { listUserExemptionsOf } from '../store/user-exemptions.js';

/** The caller's own requests, newest first (an administrator's too). */
export async function listUserExemptions(deps: ExemptionDeps, caller: Caller): Promise<UserExemption[]> {
  return (await listUserExemptionsOf(deps.db.knex, caller.userId)).map(toUserExemptionResponse);
}
