import type { GetUsageResponse } from '@tracker/contracts/http/usage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminPage } from '../../src/features/admin/components/admin-page';
import { UsageAdminPage } from '../../src/features/usage-admin/components/usage-admin-page';
import { i18n } from '../../src/lib/i18n';
import { adminApi } from '../admin/support';
import { violations } from '../support/axe';
import { mockApi, renderPage, renderRoutes, settled } from '../support/render';
import { makeUser } from '../support/users';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const ADMIN = makeUser({ id: '0a1b2c3d-0000-4000-8000-000000000001', username: 'admin', isAdmin: true });

const zeros = { web: 0, sms: 0, admin: 0 };

/** A report of two days, as the server answers it. */
function makeUsage(from = '2025-03-04', to = '2025-03-05'): GetUsageResponse {
  return {
    from,
    to,
    timeZone: 'America/New_York',
    days: [
      {
        day: from,
        funnel: { registered: 3, verified: 2, firstActivity: 1, firstMonthMet: 0 },
        firstActivities: { ...zeros, sms: 1 },
        activities: { ...zeros, web: 4, sms: 6 },
        firstMonthsMet: zeros,
        pageViews: 40,
      },
      {
        day: to,
        funnel: { registered: 1, verified: 2, firstActivity: 2, firstMonthMet: 1 },
        firstActivities: { ...zeros, web: 2 },
        activities: { ...zeros, web: 5, sms: 1 },
        firstMonthsMet: { ...zeros, sms: 1 },
        pageViews: 20,
      },
    ],
    totals: {
      funnel: [
        { step: 'registered', count: 4, shareOfPrevious: null },
        { step: 'verified', count: 4, shareOfPrevious: 1 },
        { step: 'first_activity', count: 3, shareOfPrevious: 0.75 },
        { step: 'first_month_met', count: 1, shareOfPrevious: 1 / 3 },
      ],
      firstActivities: { web: 2, sms: 1, admin: 0 },
      activities: { web: 9, sms: 7, admin: 0 },
      firstMonthsMet: { web: 0, sms: 1, admin: 0 },
      pageViews: [
        { path: '/dashboard', views: 30 },
        { path: '/register', views: 20 },
        { path: 'other', views: 10 },
      ],
      registrationFlow: [
        { step: 'home_viewed', count: 40, reachedNext: 0.5 },
        { step: 'register_viewed', count: 20, reachedNext: 0.25 },
        { step: 'register_sent', count: 5, reachedNext: 0.8 },
        { step: 'verify_link_opened', count: 4, reachedNext: 1 },
        { step: 'email_verified', count: 4, reachedNext: null },
      ],
    },
  };
}

function usageApi(me = ADMIN) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/user') return { body: me };
    if (call.method === 'GET' && call.path === '/api/admin/usage') {
      const query = new URL(call.url, 'http://localhost').searchParams;
      const from = query.get('from');
      const to = query.get('to');
      if (from && to && from > to) {
        return {
          status: 400,
          body: { message: 'The start date must be on or before the end date' },
        };
      }
      return { body: makeUsage(from ?? undefined, to ?? undefined) };
    }
    return undefined;
  });
}

function renderScreen() {
  return renderPage(<UsageAdminPage />, { path: '/admin/usage' });
}

/** Each body row's header and cells, as text. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('/admin/usage', () => {
  it('shows the funnel, web against text, the registration flow and views per page, as tables with bars', async () => {
    const api = usageApi();
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Usage' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Admin Dashboard/ })).toHaveAttribute('href', '/admin');
    const funnel = await screen.findByRole('table', { name: 'From registration to a first month met' });
    expect(rowsOf(funnel)).toEqual([
      ['Registered', '4', '—', ''],
      ['E-mail verified', '4', '100%', ''],
      ['First activity', '3', '75%', ''],
      ['First month met', '1', '33%', ''],
    ]);
    // The bars are CSS only, as long as the count against the table's largest.
    const fills = funnel.querySelectorAll<HTMLElement>('.usage-bar__fill');
    expect([...fills].map((fill) => fill.style.width)).toEqual(['100%', '100%', '75%', '25%']);
    expect(screen.getByText(/on the web .* or by text message/)).toBeInTheDocument();

    const channels = screen.getByRole('table', {
      name: 'Activities and first months met by where the record came in',
    });
    expect(
      within(channels)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['What', 'Web', 'Text message', 'Administrator']);
    expect(rowsOf(channels)).toEqual([
      ['First activities', '2', '1', '0'],
      ['All activities', '9', '7', '0'],
      ['First months met', '0', '1', '0'],
    ]);

    const flow = screen.getByRole('table', { name: 'Registration, page by page' });
    expect(rowsOf(flow).map((row) => row.slice(0, 3))).toEqual([
      ['Home page viewed', '40', '50%'],
      ['Registration page viewed', '20', '25%'],
      ['Registration sent', '5', '80%'],
      ['Verification link opened', '4', '100%'],
      ['E-mail verified', '4', '—'],
    ]);

    const pages = screen.getByRole('table', { name: 'Page views, most viewed first' });
    expect(rowsOf(pages).map((row) => row.slice(0, 2))).toEqual([
      ['/dashboard', '30'],
      ['/register', '20'],
      ['Other addresses', '10'],
    ]);

    const days = screen.getByRole('table', { name: 'Counts per day, newest first' });
    expect(rowsOf(days)[0]).toEqual(['Mar 05, 2025', '1', '2', '2', '1', '5', '1', '20']);
    expect(screen.getByRole('status')).toHaveTextContent('From Mar 04, 2025 to Mar 05, 2025');
    // The server's default range (the last 30 days) first; the fields then show what it covered.
    expect(api.calls).toEqual(['GET /api/session', 'GET /api/admin/usage']);
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-04');
    expect(screen.getByLabelText('To')).toHaveValue('2025-03-05');
  });

  it('asks for another range when the form is sent, and refuses one that ends before it starts', async () => {
    const api = usageApi();
    renderScreen();
    await screen.findByRole('table', { name: 'From registration to a first month met' });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-02-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2025-02-28');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(api.calls).toContain('GET /api/admin/usage?from=2025-02-01&to=2025-02-28'));
    expect(await screen.findByRole('status')).toHaveTextContent('From Feb 01, 2025 to Feb 28, 2025');

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-03-10');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The start date must be on or before the end date')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('GET /api/admin/usage'))).toHaveLength(2);
  });

  it('says when the counts cannot be loaded, with the server’s reason, and tries again', async () => {
    let failing = true;
    mockApi((call) => {
      if (call.path === '/api/user') return { body: ADMIN };
      if (failing) return { status: 503, body: { message: 'Service unavailable' } };
      return { body: makeUsage() };
    });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The usage counts could not be loaded. Service unavailable');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', { name: 'From registration to a first month met' }),
    ).toBeInTheDocument();
  });

  it.each(['en', 'es'] as const)('has no accessibility violation in %s', async (language) => {
    await i18n.changeLanguage(language);
    usageApi({ ...ADMIN, preferredLanguage: language });
    renderScreen();
    await screen.findAllByRole('table');
    expect(await violations()).toEqual([]);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    usageApi({ ...ADMIN, preferredLanguage: 'es' });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Uso' })).toBeInTheDocument();
    const funnel = await screen.findByRole('table', { name: 'Del registro al primer mes cumplido' });
    expect(rowsOf(funnel)[0]?.[0]).toBe('Registradas');
    const channels = screen.getByRole('table', {
      name: 'Actividades y primeros meses cumplidos según por dónde llegó el registro',
    });
    expect(rowsOf(channels).map((row) => row[0])).toContain('Primeros meses cumplidos');
  });
});

describe('the way to the usage counts', () => {
  it('is a link in the admin dashboard’s System Configuration', async () => {
    adminApi({
      extra: (call) => (call.path === '/api/admin/usage' ? { body: makeUsage() } : undefined),
    });
    const { location } = renderRoutes(
      { '/admin': <AdminPage />, '/admin/usage': <UsageAdminPage /> },
      { url: '/admin' },
    );
    const configuration = (await screen.findByRole('heading', { name: 'System Configuration' })).closest(
      'section',
    )!;
    await userEvent.setup().click(within(configuration).getByRole('link', { name: 'Usage' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Usage' })).toBeInTheDocument();
    expect(location()).toBe('/admin/usage');
  });
});

describe('/admin/usage for someone who is not an administrator', () => {
  it('shows Access Denied and asks for no counts', async () => {
    const api = usageApi(makeUser({ isAdmin: false }));
    const { queryClient } = renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    await settled(queryClient, api);
    expect(api.calls).toEqual(['GET /api/session']);
  });
});
