import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../src/app/routes/dashboard-page';
import { i18n } from '../../src/lib/i18n';
import { makeActivity, makeStats, makeUser, mockApi, renderPage } from '../activities/support';
import { renderDashboard } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await i18n.changeLanguage('en');
});

const TIMEZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('DashboardPage: header', () => {
  // The language switch and Logout are the site header's, the same on every page (test/app/layout).
  it("links the user's name and username to the profile, next to Profile", async () => {
    await renderDashboard();
    expect(screen.getByRole('link', { name: /Maria Lopez \(maria\)/ })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
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

  it('shows no impersonation banner for the user themself', async () => {
    await renderDashboard();
    expect(screen.queryByRole('button', { name: 'Stop Impersonating' })).not.toBeInTheDocument();
  });

  it('while impersonating: says whose account it is and stops on request', async () => {
    let impersonating = true;
    const api = mockApi({
      'GET /api/user': () => ({
        body: impersonating
          ? makeUser({ isImpersonating: true, impersonatorUsername: 'admin' })
          : makeUser({ username: 'admin', isAdmin: true }),
      }),
      'GET /api/dashboard/stats': { body: makeStats() },
      'POST /api/admin/stop-impersonating': () => {
        impersonating = false;
        return { body: { message: 'Impersonation stopped' } };
      },
    });
    const { location } = renderPage(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText("You are viewing Maria Lopez's account as admin")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop Impersonating' }));
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(api.to('POST /api/admin/stop-impersonating')).toHaveLength(1);
    expect(api.to('GET /api/session')).toHaveLength(2);
    expect(screen.getByText('Impersonation Stopped')).toBeInTheDocument();
  });
});

describe('DashboardPage: stat cards', () => {
  it("asks for this month's stats in the browser's time zone, worded in the page's language", async () => {
    const { api } = await renderDashboard();
    await waitFor(() => expect(api.to('GET /api/dashboard/stats')).toHaveLength(1));
    expect(api.to('GET /api/dashboard/stats')[0]!.url).toBe(
      `/api/dashboard/stats?timezone=${encodeURIComponent(TIMEZONE)}&language=en`,
    );
    expect(api.to('GET /api/user/reporting-hours')[0]!.url).toBe(
      `/api/user/reporting-hours?timezone=${encodeURIComponent(TIMEZONE)}&language=en`,
    );
  });

  it('shows the compliance status in words, the days until the deadline and the active exemptions', async () => {
    await renderDashboard({
      stats: makeStats({ complianceStatus: 'behind_schedule', daysUntilDeadline: 12, activeExemptions: 1 }),
    });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Compliance Status' })).closest('li')!;
    expect(await within(card).findByText('Behind Schedule')).toBeInTheDocument();
    expect(within(card).getByText('12 days until the deadline')).toBeInTheDocument();
    expect(within(card).getByText('1 active exemption')).toBeInTheDocument();
  });

  it('shows the hours against the requirement, and the reason from the server', async () => {
    await renderDashboard({
      stats: makeStats({ currentHours: 12, requiredHours: 20, progressPercentage: 60 }),
    });
    const card = screen.getByRole('heading', { level: 2, name: 'Hours This Month' }).closest('li')!;
    expect(await within(card).findByText('12 of 20 hours')).toBeInTheDocument();
    expect(within(card).getByText('60% of the required hours')).toBeInTheDocument();
    expect(
      await within(card).findByText(
        'You have logged 12 of 20 hours for March. 8 more hours are due by March 31.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the reporting hours cannot be calculated', async () => {
    await renderDashboard({
      handlers: { 'GET /api/user/reporting-hours': { status: 500, body: { message: 'Boom' } } },
    });
    expect(await screen.findByText('Unable to calculate reporting hours at this time.')).toBeInTheDocument();
  });

  it.each([
    { percent: 150, shown: 100, level: 'high' },
    { percent: 100, shown: 100, level: 'high' },
    { percent: 75, shown: 75, level: 'high' },
    { percent: 74.9, shown: 74.9, level: 'low' },
    { percent: 10, shown: 10, level: 'low' },
  ])(
    'caps the progress bar at 100% and colours it blue from 75% ($percent% → $shown%, $level)',
    async ({ percent, shown, level }) => {
      await renderDashboard({ stats: makeStats({ progressPercentage: percent }) });
      const bar = await screen.findByRole('progressbar', {
        name: "Progress toward this month's required hours",
      });
      expect(bar).toHaveAttribute('aria-valuenow', String(shown));
      expect(bar).toHaveAttribute('aria-valuemin', '0');
      expect(bar).toHaveAttribute('aria-valuemax', '100');
      expect(bar).toHaveAttribute(
        'aria-valuetext',
        expect.stringContaining(`${shown}% of the required hours`),
      );
      expect(bar).toHaveClass(`dashboard-progress--${level}`);
      expect((bar.firstElementChild as HTMLElement).style.width).toBe(`${shown}%`);
    },
  );

  it("opens this month's report and the first 3 available months in new tabs", async () => {
    await renderDashboard({
      stats: makeStats({ year: 2025, month: 3 }),
      handlers: {
        'GET /api/reports/available-months': {
          body: [
            { year: 2025, month: 3, count: 4, monthName: 'March' },
            { year: 2025, month: 2, count: 1, monthName: 'February' },
            { year: 2025, month: 1, count: 6, monthName: 'January' },
            { year: 2024, month: 12, count: 2, monthName: 'December' },
          ],
        },
      },
    });
    const tz = encodeURIComponent(TIMEZONE);
    const monthly = await screen.findByRole('link', {
      name: 'Monthly report for March 2025 (opens in a new tab)',
    });
    expect(monthly).toHaveAttribute('href', `/api/reports/monthly/2025/3?timezone=${tz}`);
    expect(monthly).toHaveAttribute('target', '_blank');
    const card = screen.getByRole('heading', { level: 3, name: 'Other months' }).parentElement!;
    await within(card).findByRole('link', { name: /January 2025/ });
    const links = within(within(card).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/api/reports/monthly/2025/3?timezone=${tz}`,
      `/api/reports/monthly/2025/2?timezone=${tz}`,
      `/api/reports/monthly/2025/1?timezone=${tz}`,
    ]);
    expect(within(card).getByText('(1 activity)')).toBeInTheDocument();
    expect(within(card).queryByText(/December/)).not.toBeInTheDocument();
  });
});

describe('DashboardPage: warnings', () => {
  it('warns when 7 days or fewer remain and the requirement is not met', async () => {
    await renderDashboard({
      stats: makeStats({ daysUntilDeadline: 7, currentHours: 12, requiredHours: 20 }),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The deadline is near' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Only 7 days are left to log hours for this month. You still need 8 more hours.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 notice needs your attention.')).toBeInTheDocument();
  });

  it('does not warn with 8 days left', async () => {
    const { api } = await renderDashboard({ stats: makeStats({ daysUntilDeadline: 8 }) });
    await waitFor(() => expect(api.to('GET /api/dashboard/stats')).toHaveLength(1));
    await screen.findByText('8 days until the deadline');
    expect(screen.queryByText('The deadline is near')).not.toBeInTheDocument();
    expect(await screen.findByText('You have no new notifications.')).toBeInTheDocument();
  });

  it('does not warn about the deadline once the requirement is met', async () => {
    await renderDashboard({
      stats: makeStats({ daysUntilDeadline: 2, isCompliant: true, complianceStatus: 'completed' }),
    });
    await screen.findByText('2 days until the deadline');
    expect(screen.queryByText('The deadline is near')).not.toBeInTheDocument();
  });

  it('warns someone under 19 whose 19th birthday is within 90 days', async () => {
    const birthday = new Date();
    birthday.setDate(birthday.getDate() + 30);
    birthday.setFullYear(birthday.getFullYear() - 19);
    const birthdate = `${birthday.getFullYear()}-${String(birthday.getMonth() + 1).padStart(2, '0')}-${String(birthday.getDate()).padStart(2, '0')}`;
    await renderDashboard({ user: makeUser({ birthdate, enrollmentStatus: 'Minor' }) });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The work requirement will soon apply to you' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^You turn 19 on .+\. From then on, you will need to report at least 20 hours/),
    ).toBeInTheDocument();
  });

  it('does not warn someone whose 19th birthday is more than 90 days away', async () => {
    const birthday = new Date();
    birthday.setDate(birthday.getDate() + 120);
    birthday.setFullYear(birthday.getFullYear() - 19);
    await renderDashboard({ user: makeUser({ birthdate: birthday.toISOString().slice(0, 10) }) });
    await screen.findByText('12 of 20 hours');
    expect(screen.queryByText('The work requirement will soon apply to you')).not.toBeInTheDocument();
  });
});

describe('DashboardPage: sections', () => {
  it('shows Medicaid Status with the status, active exemptions, monthly review and state requirements', async () => {
    await renderDashboard({
      stats: makeStats({ complianceStatus: 'exempt', activeExemptions: 2, isCompliant: true }),
    });
    const section = screen.getByRole('button', { name: 'Medicaid Status' }).closest('section')!;
    const status = within(section).getByText('Status').nextElementSibling;
    await waitFor(() => expect(status).toHaveTextContent('Exempt'));
    expect(within(section).getByText('Active exemptions').nextElementSibling).toHaveTextContent('2');
    expect(within(section).getByText('Next review').nextElementSibling).toHaveTextContent('Monthly');
    expect(
      within(section).getByRole('heading', { level: 3, name: 'State requirements' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('Each month, report at least 20 hours of qualifying activities.'),
    ).toBeInTheDocument();
    expect(within(section).getByText(/by the 15th of the following month/)).toBeInTheDocument();
  });

  it('remembers on this device which sections are open', async () => {
    const { unmount } = await renderDashboard();
    const user = userEvent.setup();
    const reporting = screen.getByRole('button', { name: 'Activity Reporting' });
    expect(reporting).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Add New Activity' })).toBeVisible();
    await user.click(reporting);
    expect(reporting).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { level: 3, name: 'Add New Activity' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('dashboard.section.activityReporting')).toBe('closed');
    unmount();

    await renderDashboard();
    expect(screen.getByRole('button', { name: 'Activity Reporting' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Medicaid Status' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Medicaid Status' }));
    expect(window.localStorage.getItem('dashboard.section.medicaidStatus')).toBe('closed');
  });

  it('explains text-message logging with the number to text, asked of the server', async () => {
    const { api } = await renderDashboard();
    const heading = screen.getByRole('heading', { level: 3, name: 'Log activities by text message' });
    const help = heading.closest('section')!;
    const number = await within(help).findByRole('link', { name: '(500) 555-0006' });
    expect(number).toHaveAttribute('href', 'sms:+15005550006');
    expect(within(help).getByText(/^Text your activities to/)).toBeInTheDocument();
    expect(within(heading).queryByText('Future')).not.toBeInTheDocument();
    expect(within(help).getByText('TYPE HOURS Description')).toBeInTheDocument();
    for (const keyword of ['JOB', 'WORK', 'TRAINING', 'VOLUNTEER'])
      expect(within(help).getByText(keyword)).toBeInTheDocument();
    expect(api.to('GET /api/sms/number')).toHaveLength(1);
  });

  it('says nothing about confirming when the number is confirmed', async () => {
    await renderDashboard();
    const help = screen
      .getByRole('heading', { level: 3, name: 'Log activities by text message' })
      .closest('section')!;
    expect(within(help).queryByText(/Texting works only/)).not.toBeInTheDocument();
  });

  it('tells someone whose number is not confirmed that texting waits for it, with the way there', async () => {
    await renderDashboard({ user: makeUser({ cellNumberVerified: false }) });
    const help = screen
      .getByRole('heading', { level: 3, name: 'Log activities by text message' })
      .closest('section')!;
    expect(
      within(help).getByText(
        'Texting works only after you confirm your cell phone number, 555-123-4567. We text you a code to enter on your profile.',
      ),
    ).toBeInTheDocument();
    const link = within(help).getByRole('link', { name: 'Confirm your number on your profile' });
    expect(link).toHaveAttribute('href', '/profile#phone-confirmation');
    await userEvent.setup().click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  it('asks someone without a number to add one first', async () => {
    await renderDashboard({ user: makeUser({ cellNumber: null, cellNumberVerified: false }) });
    const help = screen
      .getByRole('heading', { level: 3, name: 'Log activities by text message' })
      .closest('section')!;
    expect(
      within(help).getByText(/^Texting works only from a confirmed cell phone number\./),
    ).toBeInTheDocument();
    expect(within(help).getByRole('link', { name: 'Add your number on your profile' })).toHaveAttribute(
      'href',
      '/profile#phone-confirmation',
    );
  });

  it('keeps the rest of the help when the number cannot be loaded', async () => {
    await renderDashboard({
      handlers: { 'GET /api/sms/number': { status: 503, body: { message: 'Service unavailable' } } },
    });
    const heading = screen.getByRole('heading', { level: 3, name: 'Log activities by text message' });
    const help = heading.closest('section')!;
    expect(await within(help).findByText(/The number to text could not be loaded/)).toBeInTheDocument();
    expect(within(help).queryByRole('link')).not.toBeInTheDocument();
    expect(within(help).getByText('TYPE HOURS Description')).toBeInTheDocument();
  });
});

describe('DashboardPage: recent activities', () => {
  it('shows the 10 most recent of all activities, newest first', async () => {
    const activities = Array.from({ length: 12 }, (_, i) =>
      makeActivity({ description: `Activity ${i + 1}`, date: `2025-03-${String(i + 1).padStart(2, '0')}` }),
    );
    await renderDashboard({ activities });
    expect(await screen.findByText('Showing 10 of 12 activities')).toBeInTheDocument();
    const items = document.querySelectorAll('.activity-list > .activity-item');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Activity 12');
    expect(screen.getByRole('link', { name: 'View all activities' })).toHaveAttribute('href', '/activities');
  });

  it('says when there are no activities yet', async () => {
    await renderDashboard();
    expect(
      await screen.findByText('You have not logged any activities yet. Use the form to add your first one.'),
    ).toBeInTheDocument();
  });

  it('refreshes the list and the stats right after a deletion', async () => {
    const activity = makeActivity();
    const { api } = await renderDashboard({
      activities: [activity],
      handlers: { [`DELETE /api/activities/${activity.id}`]: { status: 204 } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Job Search, Mar 05, 2025' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Activity deleted successfully');
    await waitFor(() => expect(api.to('GET /api/activities')).toHaveLength(2));
    await waitFor(() => expect(api.to('GET /api/dashboard/stats')).toHaveLength(2));
  });
});

describe('DashboardPage: language', () => {
  it("reads in Spanish when that is the user's language", async () => {
    await renderDashboard({ user: makeUser({ preferredLanguage: 'es' }) });
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Le damos la bienvenida, Maria' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/a más tardar el día 15 del mes siguiente/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Mensajes/ })).toHaveTextContent('Próximamente');
    expect(await screen.findAllByText('Al día')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Agregar nueva actividad' })).toBeInTheDocument();
  });
});
