import type { Caller } from '../domain/access.js';
import type { ActivityDeps } from '../deps.js';
import { recordForCaller } from './shared/record-access.js';
import type { OwnedRecord, RecordKind } from './shared/record-kind.js';

/**
 * Checks access to a record before a request body is read, so nobody can make the server buffer
 * files for a record that is not theirs.
 */
export function findRecordForCaller<TRecord extends OwnedRecord>(
  kind: RecordKind<TRecord>,
  deps: ActivityDeps,
  caller: Caller,
  id: unknown,
): Promise<TRecord> {
  return recordForCaller(kind, deps.db.knex, caller, id);
}
