import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../src/app/router';
import { applyLanguage, i18n } from '../../src/lib/i18n';
import { makeStats } from '../activities/support';
import { mockApi, renderWithApp, settled } from '../support/render';
import { makeUser } from '../support/users';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const FIND = { timeout: 15_000 };

/** The page's one banner landmark, once the page under it has come (any heading when none is named). */
async function siteHeader(heading?: RegExp | string) {
  await screen.findByRole(
    'heading',
    heading === undefined ? { level: 1 } : { level: 1, name: heading },
    FIND,
  );
  const banners = screen.getAllByRole('banner');
  expect(banners).toHaveLength(1);
  return banners[0]!;
}

describe('the site header', () => {
  it.each([
    ['/', undefined],
    ['/resources', /Resources/],
    ['/login', /Log ?in/i],
    ['/register', /Create/i],
    ['/no-such-page', '404 Page Not Found'],
  ])(
    'is the same for a visitor on %s: the main links and the language switch, no Logout',
    async (url, heading) => {
      mockApi({});
      renderWithApp(<AppRoutes />, { url });
      const header = await siteHeader(heading);
      const nav = within(header).getByRole('navigation', { name: 'Main' });
      // Who is signed in may be known after the page shows: the links wait for it.
      expect(await within(nav).findByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(within(nav).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
      expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
      expect(within(nav).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
      expect(within(nav).getByRole('button', { name: /Español/ })).toBeInTheDocument();
      expect(within(header).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['/dashboard', /Welcome/],
    ['/profile', 'My Profile'],
    ['/activities', /Activities/],
    ['/notifications', 'Notifications'],
    ['/admin', 'Access Denied'],
    ['/no-such-page', '404 Page Not Found'],
  ])('is the same for a signed-in enrollee on %s, with Log out', async (url, heading) => {
    mockApi({
      'GET /api/user': { body: makeUser() },
      'GET /api/dashboard/stats': { body: makeStats() },
    });
    renderWithApp(<AppRoutes />, { url });
    const header = await siteHeader(heading);
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(nav).getByRole('button', { name: /Español/ })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it.each([
    ['/admin', 'Admin Dashboard'],
    ['/state-portal', /State Exemption Portal/],
    ['/admin/audit', /Audit/],
  ])('is the same for an administrator on %s, with Log out', async (url, heading) => {
    mockApi({ 'GET /api/user': { body: makeUser({ isAdmin: true, username: 'admin' }) } });
    renderWithApp(<AppRoutes />, { url });
    const header = await siteHeader(heading);
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /Español/ })).toBeInTheDocument();
  });

  it('logs out from any page and goes home', async () => {
    const api = mockApi({
      'GET /api/user': { body: makeUser() },
      'POST /api/logout': { body: { message: 'Logged out' } },
    });
    const { location } = renderWithApp(<AppRoutes />, { url: '/profile' });
    const header = await siteHeader('My Profile');
    await userEvent.setup().click(within(header).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.to('POST /api/logout')).toHaveLength(1);
  });
});

describe('an administrator impersonating an enrollee', () => {
  const enrollee = (preferredLanguage: 'en' | 'es', isImpersonating: boolean) =>
    makeUser({
      preferredLanguage,
      isImpersonating,
      impersonatorUsername: isImpersonating ? 'admin' : undefined,
    });

  it("keeps reading in their own language, not the enrollee's", async () => {
    const api = mockApi({ 'GET /api/user': { body: enrollee('es', true) } });
    const { queryClient } = renderWithApp(<AppRoutes />, { url: '/profile' });
    await siteHeader('My Profile');
    await settled(queryClient, api);
    expect(i18n.language).toBe('en');
  });

  it("reads in the enrollee's own language when the enrollee is signed in", async () => {
    mockApi({ 'GET /api/user': { body: enrollee('es', false) } });
    renderWithApp(<AppRoutes />, { url: '/profile' });
    await waitFor(() => expect(i18n.language).toBe('es'));
  });

  it('finds on /admin the way to stop impersonating, not an access error, and then the administration', async () => {
    let impersonating = true;
    const api = mockApi({
      'GET /api/user': () => ({
        body: impersonating ? enrollee('es', true) : makeUser({ isAdmin: true, username: 'admin' }),
      }),
      'POST /api/admin/stop-impersonating': () => {
        impersonating = false;
        return { body: { message: 'Impersonation stopped' } };
      },
    });
    renderWithApp(<AppRoutes />, { url: '/admin' });
    await siteHeader('Stop impersonating first');
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
    expect(screen.getByText(/You are using the app as Maria Lopez \(maria\)/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop Impersonating' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, FIND),
    ).toBeInTheDocument();
    expect(api.to('POST /api/admin/stop-impersonating')).toHaveLength(1);
    expect(await screen.findByText('Impersonation Stopped')).toBeInTheDocument();
  });
});
