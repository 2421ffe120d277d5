import type { GetSessionResponse } from '@tracker/contracts/http/identity';
import type { Caller, IdentityDeps } from '../deps.js';
import { findCurrentUser } from './shared/user-views.js';

/**
 * Who is signed in, or nobody: a visitor, and a session whose account is gone, get `user: null`
 * rather than an error, since not being signed in is an answer here, not a failure.
 */
export async function getSession(
  deps: IdentityDeps,
  caller: Caller | undefined,
): Promise<GetSessionResponse> {
  return { user: caller === undefined ? null : await findCurrentUser(deps, caller) };
}
