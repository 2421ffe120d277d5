import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../src/features/dashboard/components/dashboard-page';
import { i18n } from '../../src/lib/i18n';
import { type Handler, makeUser, mockApi, renderPage } from '../auth/support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function renderDashboard(user = makeUser(), handlers: Record<string, Handler> = {}) {
  const api = mockApi({ 'GET /api/user': { body: user }, ...handlers });
  const view = renderPage(<DashboardPage />, { path: '/dashboard' });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, api };
}

describe('DashboardPage', () => {
  it("links the user's name and username to the profile, next to Profile and Logout", async () => {
    await renderDashboard();
    expect(screen.getByRole('link', { name: /Maria Lopez \(maria\)/ })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Español/ })).toBeInTheDocument();
  });

  it('keeps Messages disabled but reachable, marked Coming soon', async () => {
    await renderDashboard();
    const messages = screen.getByRole('button', { name: /Messages/ });
    expect(messages).toHaveAttribute('aria-disabled', 'true');
    expect(messages).not.toHaveAttribute('disabled');
    expect(messages).toHaveTextContent('Coming soon');
    const user = userEvent.setup();
    await user.click(messages);
    messages.focus();
    expect(messages).toHaveFocus();
  });

  it("welcomes the user and states the user's monthly hours and the reporting deadline", async () => {
    await renderDashboard(makeUser({ requiredMonthlyHours: 25.5 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Maria' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your monthly requirement' })).toBeInTheDocument();
    expect(
      screen.getByText('Each month, report at least 25.5 hours of qualifying activities.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/by the 15th of the following month/)).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i, { selector: 'p, h1, h2, li' })).not.toBeInTheDocument();
  });

  it('logs out and goes home', async () => {
    const { api, location } = await renderDashboard(makeUser(), {
      'POST /api/logout': { body: { message: 'Logged out' } },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.to('POST /api/logout')).toHaveLength(1);
  });

  it('shows no impersonation banner for the user themself', async () => {
    await renderDashboard();
    expect(screen.queryByRole('button', { name: 'Stop Impersonating' })).not.toBeInTheDocument();
  });

  it('while impersonating: says whose account it is and stops on request', async () => {
    let impersonating = true;
    const { api, location } = await renderDashboard(undefined, {
      'GET /api/user': () => ({
        body: impersonating
          ? makeUser({ isImpersonating: true, impersonatorUsername: 'admin' })
          : makeUser({ username: 'admin', isAdmin: true }),
      }),
      'POST /api/admin/stop-impersonating': () => {
        impersonating = false;
        return { body: { message: 'Impersonation stopped' } };
      },
    });
    expect(screen.getByText("You are viewing Maria Lopez's account as admin")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop Impersonating' }));
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(api.to('POST /api/admin/stop-impersonating')).toHaveLength(1);
    expect(api.to('GET /api/user')).toHaveLength(2);
    expect(screen.getByText('Impersonation Stopped')).toBeInTheDocument();
  });

  it("reads in Spanish when that is the user's language", async () => {
    await renderDashboard(makeUser({ preferredLanguage: 'es' }));
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Le damos la bienvenida, Maria' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/a más tardar el día 15 del mes siguiente/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Mensajes/ })).toHaveTextContent('Próximamente');
  });
});
