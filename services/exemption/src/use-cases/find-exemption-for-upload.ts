import type { Caller } from '../domain/access.js';
import type { ExemptionDeps } from '../deps.js';
import { type Access, assertUnlocked, exemptionForCaller } from './authorize.js';

/**
 * Checks that the caller may add files to the request before an upload is read, so nobody can make
 * the server buffer files for a request that is not theirs or is closed to them.
 */
export async function findExemptionForUpload(
  deps: ExemptionDeps,
  caller: Caller,
  id: unknown,
): Promise<Access> {
  const access = await exemptionForCaller(deps.db.knex, caller, id);
  assertUnlocked(access);
  return access;
}
