import { type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { browserTimeZone } from '../lib/format';
import { dashboardStatsQueryOptions } from '../features/dashboard/api/get-dashboard-stats';
import { previousMonthQueryOptions } from '../features/dashboard/api/get-previous-month';
import { userExemptionsQueryOptions } from '../features/exemptions/api/list-user-exemptions';
import { ownVerificationsQueryOptions } from '../features/verifications/api/list-own-verifications';
import { currentUserQueryOptions } from '../lib/auth';
import { i18n } from '../lib/i18n';
import { loadPage } from './pages';
import { PAGE_ROUTES, type PageRoute } from './routes';

/**
 * Starts a query unless the cache already has it (answered or on its way). A failed one (say, the
 * 401 of a visitor who then signed in) is asked again.
 */
function prefetchOnce<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  const state = queryClient.getQueryState(options.queryKey);
  if (state && !(state.status === 'error' && state.fetchStatus === 'idle')) return;
  void queryClient.prefetchQuery(options);
}

/**
 * The requests a page's first screen shows, by route: started with the page's code rather than when
 * its components mount, which is after the code, the current user and a render. The dashboard's
 * answer comes from the stats, and what is waiting on the person from their exemption requests, last
 * month's determination and the state's verification requests.
 */
const FIRST_SCREEN_DATA: Readonly<Record<string, (queryClient: QueryClient) => void>> = {
  '/dashboard': (queryClient) => {
    const timezone = browserTimeZone();
    prefetchOnce(queryClient, dashboardStatsQueryOptions(timezone, i18n.language));
    prefetchOnce(queryClient, userExemptionsQueryOptions());
    prefetchOnce(queryClient, previousMonthQueryOptions(timezone, i18n.language));
    prefetchOnce(queryClient, ownVerificationsQueryOptions());
  },
};

/** The routes `FIRST_SCREEN_DATA` names, for its test: a key that names no route would never run. */
export const PREFETCHED_PATHS = Object.keys(FIRST_SCREEN_DATA);

/**
 * Starts fetching a route's page code and its first screen's data; safe to call again. Until the
 * current user is known, `/dashboard` is taken to be an enrollee's: administrators are few.
 */
export function preloadRoute(route: PageRoute, queryClient: QueryClient): void {
  const user = queryClient.getQueryData(currentUserQueryOptions.queryKey);
  // A failed download shows when the router renders the page, with the page's own error handling.
  if (user?.isAdmin && route.adminPage) {
    loadPage(route.adminPage).catch(() => undefined);
    return;
  }
  // The data first: on HTTP/1.1 the browser opens six connections to a host and queues the rest in
  // the order asked, and the page's code comes as several files.
  FIRST_SCREEN_DATA[route.path]?.(queryClient);
  loadPage(route.page).catch(() => undefined);
}

/** The route of `pathname`, if it is one of the app's pages. */
export function routeOf(pathname: string): PageRoute | undefined {
  return PAGE_ROUTES.find((route) => matchPath(route.path, pathname) !== null);
}
