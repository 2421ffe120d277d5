import { useEffect } from 'react';
import { useLocation } from 'react-router';

export interface AnalyticsEvent {
  name: string;
  path: string;
  properties?: Record<string, string | number | boolean>;
}

/**
 * Where analytics go: the same-origin endpoint in VITE_ANALYTICS_ENDPOINT, or nowhere. Nothing leaves
 * the browser unless a deployment configures it.
 */
const endpoint: string | undefined = import.meta.env.VITE_ANALYTICS_ENDPOINT;

let send: (event: AnalyticsEvent) => void = endpoint
  ? (event) => navigator.sendBeacon?.(endpoint, JSON.stringify(event))
  : () => undefined;

/** Replaces the sender (tests, or a deployment's own analytics). */
export function configureAnalytics(sender: (event: AnalyticsEvent) => void): void {
  send = sender;
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
