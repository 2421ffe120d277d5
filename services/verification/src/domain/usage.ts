import { ACTIVITY_SOURCES, type ActivitySource } from '@tracker/contracts/constants/activities';
import {
  USAGE_EVENT_NAMES,
  USAGE_OTHER_PATH,
  USAGE_PAGE_PATTERNS,
  type UsageEvent,
  type UsageEventName,
} from '@tracker/contracts/http/usage';

// What a usage count is made of. The beacon's counts and the funnel's share one table; the names the
// server counts from events are not in the beacon's list, so no page can add to them.

/**
 * Where a counted thing happened: a beacon is always `web`; an activity names its source; a met month
 * the channel of the record that met it.
 */
export type UsageChannel = ActivitySource;

/** Names the service counts from the system's own events, never from a beacon. */
export const SERVER_USAGE_NAMES = {
  registered: 'account_registered',
  verified: 'account_verified',
  firstActivity: 'first_activity',
  activity: 'activity_recorded',
  firstMonthMet: 'first_month_met',
} as const;

/** The path of counts that concern no page. */
export const NO_PATH = '';

/** One count to add: what, on which page pattern, through which channel, on which day. */
export interface UsageCount {
  day: string;
  name: string;
  path: string;
  channel: UsageChannel;
}

/** Steps counted once per person; the ids that already counted are kept until the account goes. */
export const FIRST_STEPS = ['registered', 'verified', 'first_activity', 'first_month_met'] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];

const allowedNames = new Set<string>(USAGE_EVENT_NAMES);

export function isUsageEventName(name: string): name is UsageEventName {
  return allowedNames.has(name);
}

export function isActivitySource(value: string): value is ActivitySource {
  return (ACTIVITY_SOURCES as readonly string[]).includes(value);
}

const patterns = USAGE_PAGE_PATTERNS.map((pattern) => ({ pattern, segments: segmentsOf(pattern) }));

function segmentsOf(path: string): string[] {
  const segments = path.split('/').slice(1);
  if (segments.length > 1 && segments.at(-1) === '') segments.pop();
  return segments;
}

/**
 * The route pattern a reported path is an address of, so the store never holds what varies in it
 * (ids, tokens); anything the patterns do not know is `other`. A query string or fragment is dropped
 * first. Static segments compare without case, as the web app's router does; a pattern's `:name`
 * segment matches any one segment, and a more specific static pattern (`/pay/new`) wins over it.
 */
export function routePatternOf(reported: string): string {
  const path = reported.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//')) return USAGE_OTHER_PATH;
  const segments = segmentsOf(path);
  let best: { pattern: string; statics: number } | undefined;
  for (const { pattern, segments: parts } of patterns) {
    if (parts.length !== segments.length) continue;
    let statics = 0;
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) return segment !== '';
      statics += 1;
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches && (best === undefined || statics > best.statics)) best = { pattern, statics };
  }
  return best?.pattern ?? USAGE_OTHER_PATH;
}

/**
 * The counts a beacon adds: the allowed names only, each path as its route pattern, through the web
 * channel, on `day`. Properties are not read, so whatever a page puts there is never kept.
 */
export function countsOfBeacon(events: readonly UsageEvent[], day: string): UsageCount[] {
  return events
    .filter((event) => isUsageEventName(event.name))
    .map((event) => ({ day, name: event.name, path: routePatternOf(event.path), channel: 'web' }));
}
