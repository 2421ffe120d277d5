import { randomUUID } from 'node:crypto';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import type { Database } from '@tracker/kit/data/db';
import { recordEvent } from '@tracker/kit/messaging/outbox';

/**
 * Records `activity.logged` events in `db`'s outbox, in transactions of `batch`, the way a service's
 * use case does; `description(index)` names each one (a consumer may treat one as poison). Resolves
 * with the event ids in the order they were recorded.
 */
export async function recordActivityEvents(
  db: Database,
  count: number,
  description: (index: number) => string = (index) => `fault event ${index}`,
  batch = 50,
): Promise<string[]> {
  const ids: string[] = [];
  const userId = randomUUID();
  const date = new Date().toISOString().slice(0, 10);
  for (let first = 0; first < count; first += batch) {
    await db.knex.transaction(async (trx) => {
      for (let index = first; index < Math.min(count, first + batch); index++) {
        const envelope = await recordEvent(trx, {
          producer: 'faults',
          def: activityLoggedV1,
          subjectId: userId,
          data: {
            activityId: randomUUID(),
            userId,
            type: 'training',
            hours: 1,
            date,
            description: description(index),
            source: 'web',
            createdAt: new Date().toISOString(),
          },
        });
        ids.push(envelope.id);
      }
    });
  }
  return ids;
}

/** How many of the outbox's rows are marked published. */
export async function publishedCount(db: Database): Promise<number> {
  const row = (await db.knex('outbox').whereNotNull('published_at').count({ n: '*' }).first()) as
    { n: string | number } | undefined;
  return Number(row?.n ?? 0);
}
