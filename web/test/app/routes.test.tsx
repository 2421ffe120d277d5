import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../../src/app/pages';
import { PREFETCHED_PATHS, preloadRoute, routeOf } from '../../src/app/preload';
import { AppRoutes } from '../../src/app/router';
import { PAGE_ROUTES } from '../../src/app/routes';
import { currentUserQueryOptions } from '../../src/lib/auth';
import { createQueryClient } from '../../src/lib/query-client';
import '../../src/lib/i18n';
import { makeStats } from '../activities/support';
import { mockApi, renderWithApp, settled } from '../support/render';
import { makeUser } from '../support/users';

describe('the page routes', () => {
  it('name page modules that exist and export the named component', async () => {
    const pages = PAGE_ROUTES.flatMap((route) => [route.page, ...(route.adminPage ? [route.adminPage] : [])]);
    for (const page of pages) {
      const [, name = ''] = page.split('#');
      const exported = (await loadPage(page)) as Record<string, unknown>;
      expect(typeof exported[name], page).toBe('function');
    }
  }, 60_000);

  it('have paths of their own', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('prefetch data only for routes that exist', () => {
    for (const path of PREFETCHED_PATHS) expect(PAGE_ROUTES.map((route) => route.path)).toContain(path);
  });

  it.each([
    ['/dashboard', '/dashboard'],
    ['/state-portal/5e000000-0000-4000-8000-000000000001', '/state-portal/:exemptionId'],
    ['/state-portal', '/state-portal'],
    ['/state-portal/requests', '/state-portal/requests'],
    ['/state-portal/work/exemption/5e000000-0000-4000-8000-000000000001', '/state-portal/work/:kind/:id'],
    ['/no-such-page', undefined],
  ])('finds the route of %s', (pathname, path) => {
    expect(routeOf(pathname)?.path).toBe(path);
  });
});

describe('preloading a route', () => {
  const dashboard = PAGE_ROUTES.find((route) => route.path === '/dashboard')!;

  it("starts the dashboard's figures with its code, once", async () => {
    const api = mockApi({ 'GET /api/dashboard/stats': { body: makeStats() } });
    const queryClient = createQueryClient();
    preloadRoute(dashboard, queryClient);
    preloadRoute(dashboard, queryClient);
    await waitFor(() => expect(api.to('GET /api/dashboard/stats')).toHaveLength(1));
  });

  it('asks again for figures whose first answer failed (a visitor who then signed in)', async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /api/dashboard/stats': () => (signedIn ? { body: makeStats() } : { status: 401, body: {} }),
    });
    const queryClient = createQueryClient();
    preloadRoute(dashboard, queryClient);
    await waitFor(() => expect(api.to('GET /api/dashboard/stats')).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.fetchStatus).toBe('idle'));
    signedIn = true;
    preloadRoute(dashboard, queryClient);
    await waitFor(() => expect(api.to('GET /api/dashboard/stats')).toHaveLength(2));
  });

  it('skips the enrollee figures for an administrator, whose dashboard is the administration view', async () => {
    const api = mockApi({});
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryOptions.queryKey, makeUser({ isAdmin: true }));
    preloadRoute(dashboard, queryClient);
    await settled(queryClient, api);
    expect(api.to('GET /api/dashboard/stats')).toHaveLength(0);
  });
});

describe('opening /dashboard', () => {
  it('asks for the figures while the current user is still on its way', async () => {
    let answerUser!: () => void;
    const userHeld = new Promise<void>((resolve) => (answerUser = resolve));
    const api = mockApi(async (call) => {
      if (call.path === '/api/user') {
        await userHeld;
        return { body: makeUser() };
      }
      if (call.path === '/api/dashboard/stats') return { body: makeStats({ complianceStatus: 'on_track' }) };
      return undefined;
    });
    renderWithApp(<AppRoutes />, { url: '/dashboard' });
    await waitFor(() => expect(api.to('GET /api/dashboard/stats')).toHaveLength(1));
    expect(api.to('GET /api/session')).toHaveLength(1);
    answerUser();
    expect(
      await screen.findByRole('heading', { name: 'Compliance Status' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(api.to('GET /api/dashboard/stats')).toHaveLength(1);
  }, 30_000);

  it('sends a visitor to the login page', async () => {
    mockApi({});
    const view = renderWithApp(<AppRoutes />, { url: '/dashboard' });
    await waitFor(() => expect(view.location()).toBe('/login'), { timeout: 10_000 });
  }, 30_000);
});
