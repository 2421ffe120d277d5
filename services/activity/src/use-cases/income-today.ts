import { isoDateIn } from '@tracker/contracts/rules/calendar';
import type { ActivityDeps } from '../deps.js';

/**
 * Today's date where the enrollee is, `YYYY-MM-DD`: in the zone the request names, else the
 * configured one. No activity or pay date may be later, and it decides which months are still open.
 */
export function enrolleeToday(deps: Pick<ActivityDeps, 'now' | 'timeZone'>, timeZone?: string): string {
  return isoDateIn(timeZone ?? deps.timeZone, deps.now());
}
