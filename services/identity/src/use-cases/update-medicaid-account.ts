import type { CurrentUser, UpdateMedicaidAccountRequest } from '@tracker/contracts/http/identity';
import { currentUserView } from './shared/user-views.js';
import type { Caller, IdentityDeps } from '../deps.js';
import { identityLockedWhileImpersonating, invalidMedicaidDates, notAuthenticated } from '../errors.js';
import { medicaidIdLast4 } from '../domain/medicaid-id.js';
import { recordUserEvent } from '../store/events.js';
import { findUserById, updateUser } from '../store/users.js';

/**
 * Saves the caller's Medicaid state, id and enrollment dates; fields left out keep their value. A new
 * id's last 4 characters go to the other services (the monthly report names the case by them), and so
 * does its blind index (the state's files find the account by it).
 */
export async function updateMedicaidAccount(
  deps: IdentityDeps,
  caller: Caller,
  input: UpdateMedicaidAccountRequest,
): Promise<CurrentUser> {
  // The Medicaid account ties the person to the state's records: only they may change it.
  if (caller.actorId !== undefined) throw identityLockedWhileImpersonating();
  const result = await deps.db.knex.transaction(async (trx) => {
    const found = await findUserById(trx, caller.userId, { forUpdate: true });
    if (!found) throw notAuthenticated();
    // The range is checked on the result, since one date may come from the request and one from the record.
    const start =
      input.medicaidStartDate !== undefined ? input.medicaidStartDate : found.user.medicaidStartDate;
    const through =
      input.medicaidEnrolledThroughDate !== undefined
        ? input.medicaidEnrolledThroughDate
        : found.user.medicaidEnrolledThroughDate;
    if (start && through && through <= start) throw invalidMedicaidDates();
    const { medicaidId, ...rest } = input;
    const sealedMedicaidId =
      medicaidId === undefined || medicaidId === null
        ? medicaidId
        : deps.medicaidIds.seal(medicaidId, found.user.id);
    const last4 = medicaidId === undefined || medicaidId === null ? medicaidId : medicaidIdLast4(medicaidId);
    const index =
      medicaidId === undefined || medicaidId === null
        ? medicaidId
        : deps.medicaidIdIndexer.indexOf(medicaidId);
    const updated = (await updateUser(trx, found.user.id, {
      ...rest,
      sealedMedicaidId,
      medicaidIdLast4: last4,
      medicaidIdIndex: index,
    }))!;
    // A new id may end like the old one: the index tells them apart.
    const told =
      updated.medicaidIdLast4 !== found.user.medicaidIdLast4 ||
      updated.medicaidIdIndex !== found.user.medicaidIdIndex;
    if (told) await recordUserEvent(trx, 'updated', updated);
    return { updated, told };
  });
  if (result.told) deps.nudgeOutbox();
  return currentUserView(deps, result.updated);
}
