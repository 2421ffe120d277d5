import type { CurrentUser, UpdateMedicaidAccountRequest } from '@tracker/contracts/http/identity';
import { currentUserView } from './medicaid-id-view.js';
import type { Caller, IdentityDeps } from '../deps.js';
import { invalidMedicaidDates, notAuthenticated } from '../errors.js';
import { findUserById, updateUser } from '../store/users.js';

/** Saves the caller's Medicaid state, id and enrollment dates; fields left out keep their value. */
export async function updateMedicaidAccount(
  deps: IdentityDeps,
  caller: Caller,
  input: UpdateMedicaidAccountRequest,
): Promise<CurrentUser> {
  const user = await deps.db.knex.transaction(async (trx) => {
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
    return (await updateUser(trx, found.user.id, { ...rest, sealedMedicaidId }))!;
  });
  const impersonator = caller.actorId ? (await findUserById(deps.db.knex, caller.actorId))?.user : undefined;
  return currentUserView(deps, user, impersonator);
}
