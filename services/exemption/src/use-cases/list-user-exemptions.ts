import type { UserExemption } from '@tracker/contracts/http/exemptions';
import type { Caller } from '../domain/access.js';
import { toUserExemptionResponse } from '../domain/exemption.js';
import type { ExemptionDeps, RequestContext } from '../deps.js';
import { listUserExemptionsOf } from '../store/user-exemptions.js';
import { auditRead } from './shared/audit.js';

/**
 * The caller's own requests, newest first (an administrator's too). Read by an administrator, their
 * own or while impersonating the caller, it is audited.
 */
export async function listUserExemptions(
  deps: ExemptionDeps,
  caller: Caller,
  ctx: RequestContext,
): Promise<UserExemption[]> {
  await auditRead(deps, caller, caller.userId, 'exemptions.viewed', ctx);
  return (await listUserExemptionsOf(deps.db.knex, caller.userId)).map(toUserExemptionResponse);
}
