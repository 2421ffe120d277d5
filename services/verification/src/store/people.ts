import type { Language } from '@tracker/contracts/constants/accounts';
import type { Knex } from 'knex';
import { searchTextOf } from '../domain/queue-search.js';

type Db = Knex | Knex.Transaction;

/** What this service keeps of an account, from the identity events. */
export interface Person {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  medicaidIdIndex: string | null;
  medicaidIdLast4: string | null;
  preferredLanguage: Language;
}

interface PersonRow {
  user_id: string;
  username: string;
  first_name: string;
  last_name: string;
  medicaid_id_index: string | null;
  medicaid_id_last4: string | null;
  preferred_language: Language;
}

function personOf(row: PersonRow): Person {
  return {
    userId: row.user_id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    medicaidIdIndex: row.medicaid_id_index,
    medicaidIdLast4: row.medicaid_id_last4,
    preferredLanguage: row.preferred_language,
  };
}

/**
 * Upserts the account unless it was deleted; answers the index it had before (undefined when it was
 * not known), so the caller can tell an index that just appeared.
 */
export async function upsertPerson(
  db: Db,
  person: Omit<Person, 'medicaidIdIndex' | 'medicaidIdLast4'> & {
    /** Undefined: the event does not say (an event older than the index); the known value stays. */
    medicaidIdIndex: string | null | undefined;
    medicaidIdLast4: string | null | undefined;
    /** `ddd-ddd-dddd`; undefined keeps the known one. Reviewers find people by it. */
    phone?: string | null;
  },
): Promise<{ written: boolean; previousIndex: string | null | undefined }> {
  const removed = await db('removed_people').where('user_id', person.userId).first('user_id');
  if (removed) return { written: false, previousIndex: undefined };
  const before = (await db('people')
    .where('user_id', person.userId)
    .forUpdate()
    .first('medicaid_id_index', 'phone')) as
    { medicaid_id_index: string | null; phone: string | null } | undefined;
  const phone = person.phone !== undefined ? person.phone : (before?.phone ?? null);
  const row: Record<string, unknown> = {
    user_id: person.userId,
    username: person.username,
    first_name: person.firstName,
    last_name: person.lastName,
    preferred_language: person.preferredLanguage,
    phone,
    search_text: searchTextOf({ ...person, phone }),
    updated_at: db.fn.now(),
  };
  if (person.medicaidIdIndex !== undefined) row.medicaid_id_index = person.medicaidIdIndex;
  if (person.medicaidIdLast4 !== undefined) row.medicaid_id_last4 = person.medicaidIdLast4;
  await db('people').insert(row).onConflict('user_id').merge();
  return { written: true, previousIndex: before?.medicaid_id_index };
}

/**
 * Forgets the account. The state's requests stay the state's: those naming a Medicaid id wait for an
 * account with it again; those that named only the account have nothing left to name and go.
 */
export async function removePerson(db: Db, userId: string): Promise<void> {
  await db('people').where('user_id', userId).delete();
  await db('requests').where('user_id', userId).whereNotNull('medicaid_id_index').update({ user_id: null });
  await db('requests').where('user_id', userId).delete();
  await db('queue_exemptions').where('user_id', userId).delete();
  await db('person_months').where('user_id', userId).delete();
  await db('removed_people').insert({ user_id: userId }).onConflict('user_id').ignore();
}

export async function findPerson(db: Db, userId: string): Promise<Person | undefined> {
  const row = (await db('people').where('user_id', userId).first()) as PersonRow | undefined;
  return row && personOf(row);
}

/** The accounts among `userIds`, by id. */
export async function peopleByIds(db: Db, userIds: readonly string[]): Promise<Map<string, Person>> {
  if (userIds.length === 0) return new Map();
  const rows = (await db('people').whereIn('user_id', [...new Set(userIds)])) as PersonRow[];
  return new Map(rows.map((row) => [row.user_id, personOf(row)]));
}

/** The accounts whose Medicaid id has one of `indexes`, by index. */
export async function peopleByIndexes(db: Db, indexes: readonly string[]): Promise<Map<string, Person>> {
  if (indexes.length === 0) return new Map();
  const rows = (await db('people').whereIn('medicaid_id_index', [...new Set(indexes)])) as PersonRow[];
  return new Map(rows.map((row) => [row.medicaid_id_index as string, personOf(row)]));
}
