import { useEffect } from 'react';
import { useLocation } from 'react-router';

export interface AnalyticsEvent {
  name: string;
  path: string;
  properties?: Record<string, string | number | boolean>;
}

/**
 * The system's own endpoint, on the page's origin: usage goes nowhere else and no third-party script
 * is loaded. The server keeps only daily counts of allowed names on route patterns.
 */
export const ANALYTICS_ENDPOINT = '/api/analytics/events';

/** Events one beacon carries at most (the server's `USAGE_BEACON_MAX_EVENTS`). */
export const MAX_EVENTS_PER_BEACON = 20;

/** How long events wait to travel together; leaving the page sends them at once. */
export const BEACON_DELAY_MS = 2000;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends what is waiting, `MAX_EVENTS_PER_BEACON` per beacon. A beacon outlives the page, needs no
 * answer and is sent as text/plain, so it costs no preflight. A browser without `sendBeacon` sends
 * nothing: usage counts are not worth a request the page would wait on.
 */
export function flushAnalytics(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const events = queue;
  queue = [];
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  for (let start = 0; start < events.length; start += MAX_EVENTS_PER_BEACON) {
    navigator.sendBeacon(
      ANALYTICS_ENDPOINT,
      JSON.stringify(events.slice(start, start + MAX_EVENTS_PER_BEACON)),
    );
  }
}

function sendLater(event: AnalyticsEvent): void {
  queue.push(event);
  if (queue.length >= MAX_EVENTS_PER_BEACON) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, BEACON_DELAY_MS);
}

// The last chance to send is when the page is hidden: a closed tab or a phone switching apps.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
}

let send: (event: AnalyticsEvent) => void = sendLater;

/** Replaces the sender (tests); `undefined` puts back the beacon to the system's endpoint. */
export function configureAnalytics(sender?: (event: AnalyticsEvent) => void): void {
  send = sender ?? sendLater;
}

/** Reports a click or other event. */
export function trackEvent(name: string, properties?: AnalyticsEvent['properties']): void {
  send({ name, path: window.location.pathname, properties });
}

/** Reports a page view on every route change. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    send({ name: 'page_view', path: pathname });
  }, [pathname]);
}
