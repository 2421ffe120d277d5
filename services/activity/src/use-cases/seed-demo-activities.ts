import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { demoActivities } from '../domain/demo-activities.js';
import { hasActivities, insertActivity } from '../store/activities.js';
import { recordActivityLogged } from '../store/events.js';

/** Gives the `demo` enrollee sample activities once; each is announced like any logged activity. */
export async function seedDemoActivities(
  trx: Knex.Transaction,
  userId: string,
  today: Date,
): Promise<number> {
  if (await hasActivities(trx, userId)) return 0;
  let created = 0;
  for (const sample of demoActivities(today)) {
    const activity = await insertActivity(trx, { id: randomUUID(), userId, source: 'web', ...sample });
    if (activity) {
      await recordActivityLogged(trx, activity);
      created++;
    }
  }
  return created;
}
