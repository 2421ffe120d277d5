import {
  USAGE_BEACON_MAX_EVENTS,
  USAGE_EVENT_NAMES,
  USAGE_OTHER_PATH,
  USAGE_PAGE_PATTERNS,
} from '@tracker/contracts/http/usage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ROUTES } from '../../src/app/routes';
import { OTHER_PATH } from '../../src/features/usage-admin/components/usage-tables';
import {
  ANALYTICS_ENDPOINT,
  type AnalyticsEvent,
  BEACON_DELAY_MS,
  configureAnalytics,
  flushAnalytics,
  MAX_EVENTS_PER_BEACON,
  trackEvent,
} from '../../src/lib/analytics';

let beacons: Array<{ url: string; events: AnalyticsEvent[] }>;

beforeEach(() => {
  beacons = [];
  vi.useFakeTimers();
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, body: string) => {
      beacons.push({ url, events: JSON.parse(body) as AnalyticsEvent[] });
      return true;
    },
  });
  configureAnalytics();
  flushAnalytics();
  beacons = [];
});

afterEach(() => {
  flushAnalytics();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the usage beacon', () => {
  it('sends to the system’s own endpoint, on the page’s origin, after a short wait', () => {
    expect(ANALYTICS_ENDPOINT).toBe('/api/analytics/events');
    trackEvent('login', { admin: false });
    trackEvent('register');
    expect(beacons).toEqual([]);
    vi.advanceTimersByTime(BEACON_DELAY_MS);
    expect(beacons).toEqual([
      {
        url: '/api/analytics/events',
        events: [
          { name: 'login', path: '/', properties: { admin: false } },
          { name: 'register', path: '/' },
        ],
      },
    ]);
  });

  it('carries at most the server’s limit per beacon', () => {
    expect(MAX_EVENTS_PER_BEACON).toBe(USAGE_BEACON_MAX_EVENTS);
    for (let i = 0; i < MAX_EVENTS_PER_BEACON + 3; i += 1) trackEvent('resource_view');
    expect(beacons.map((beacon) => beacon.events.length)).toEqual([MAX_EVENTS_PER_BEACON]);
    vi.advanceTimersByTime(BEACON_DELAY_MS);
    expect(beacons.map((beacon) => beacon.events.length)).toEqual([MAX_EVENTS_PER_BEACON, 3]);
  });

  it('sends what waits as soon as the page is hidden', () => {
    trackEvent('monthly_report_opened');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(beacons).toHaveLength(1);
  });

  it('sends nothing from a browser without sendBeacon rather than a request the page waits on', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    trackEvent('login');
    vi.advanceTimersByTime(BEACON_DELAY_MS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('goes to a replacement sender when one is configured (tests)', () => {
    const events: AnalyticsEvent[] = [];
    configureAnalytics((event) => events.push(event));
    trackEvent('home_hero_click', { target: 'register' });
    vi.advanceTimersByTime(BEACON_DELAY_MS);
    expect(events).toEqual([{ name: 'home_hero_click', path: '/', properties: { target: 'register' } }]);
    expect(beacons).toEqual([]);
  });
});

describe('what the server knows of the web app', () => {
  it('has the router’s pages as the usage route patterns', () => {
    expect([...USAGE_PAGE_PATTERNS].sort()).toEqual(PAGE_ROUTES.map((route) => route.path).sort());
    expect(OTHER_PATH).toBe(USAGE_OTHER_PATH);
  });

  it('allows every event name the web app tracks', async () => {
    const sources = import.meta.glob('../../src/**/*.{ts,tsx}', { query: '?raw', import: 'default' });
    const tracked = new Set<string>();
    for (const load of Object.values(sources)) {
      const text = (await load()) as string;
      for (const match of text.matchAll(/trackEvent\('([a-z_]+)'/g)) tracked.add(match[1] ?? '');
    }
    expect(tracked.size).toBeGreaterThan(5);
    expect([...tracked].filter((name) => !(USAGE_EVENT_NAMES as readonly string[]).includes(name))).toEqual(
      [],
    );
  });
});
