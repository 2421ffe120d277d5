import type { Knex } from 'knex';

/** An exemption request a reviewer is waiting on its owner for. */
export interface WaitingRequest {
  id: string;
  typeName: string;
  /** The type's Spanish name, where the catalogue has one. */
  typeNameEs: string | null;
}

/**
 * The person's request that waits on them (`waiting_on_enrollee`), the one asked most recently when
 * several do, from this service's copy of the requests' statuses.
 */
export async function waitingRequestOf(db: Knex, userId: string): Promise<WaitingRequest | null> {
  const row = (await db('exemptions')
    .where({ user_id: userId, status: 'waiting_on_enrollee' })
    .orderBy([
      { column: 'event_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first('id', 'type_name', 'type_name_es')) as
    { id: string; type_name: string; type_name_es: string | null } | undefined;
  return row ? { id: row.id, typeName: row.type_name, typeNameEs: row.type_name_es } : null;
}
