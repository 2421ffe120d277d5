import type { RecordUsageEventsRequest } from '@tracker/contracts/http/usage';
import { isoDateIn } from '@tracker/contracts/rules/calendar';
import type { RequestContext, VerificationDeps } from '../deps.js';
import { countsOfBeacon } from '../domain/usage.js';
import { tooManyUsageBeacons } from '../errors.js';
import { addUsageCounts } from '../store/analytics.js';

/**
 * Counts what a page reported: the allowed event names, on their route patterns, on today's date.
 * The caller's session, address and the events' properties are never stored; the address only
 * spends a point of its rate limit, so whether someone is signed in changes nothing that is kept.
 */
export async function recordUsageEvents(
  deps: Pick<VerificationDeps, 'db' | 'settings' | 'usageBeacons' | 'now'>,
  input: RecordUsageEventsRequest,
  context: Pick<RequestContext, 'ip'>,
): Promise<void> {
  const limit = await deps.usageBeacons.consume(context.ip ?? 'unknown');
  if (!limit.allowed) throw tooManyUsageBeacons(limit.retryAfterSeconds);
  const day = isoDateIn(deps.settings.timeZone, deps.now());
  const events = Array.isArray(input) ? input : [input];
  await addUsageCounts(deps.db.knex, countsOfBeacon(events, day));
}
