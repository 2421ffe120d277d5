import { isoDateIn } from '@tracker/contracts/rules/calendar';

/**
 * Today's date where the enrollee is, `YYYY-MM-DD`: in the zone the request names, else the
 * configured one. No activity or pay date may be later, and it decides which months are still open.
 */
export function enrolleeToday(clock: { now(): Date; timeZone: string }, timeZone?: string): string {
  return isoDateIn(timeZone ?? clock.timeZone, clock.now());
}
