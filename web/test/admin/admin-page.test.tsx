import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../src/lib/i18n';
import { violations } from '../support/axe';
import { settled } from '../support/render';
import { adminApi, ALL_USERS, currentUser, loginRecord, renderAt, USERS } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

/** The usernames of the table's rows, top to bottom. */
function rowUsernames(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

async function tableReady() {
  await screen.findByRole('table');
}

describe('/admin for someone who is not an administrator', () => {
  it('shows Access Denied with a way back, and asks the server for nothing of the administration', async () => {
    const api = adminApi({ me: currentUser({ isAdmin: false, username: 'maria' }) });
    const { queryClient } = renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await settled(queryClient, api);
    expect(api.calls).toEqual(['GET /api/session']);
  });
});

describe('/admin header and summary', () => {
  it('has the title, the tools, the configuration links and the summary line', async () => {
    adminApi();
    renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activity Tracker' })).toHaveAttribute('href', '/activities');
    expect(screen.queryByRole('button', { name: 'Stop Impersonating' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Medicaid Exemptions Management' })).toHaveAttribute(
      'href',
      '/admin/medicaid-exemptions',
    );
    expect(screen.getByRole('link', { name: 'State Exemption Portal' })).toHaveAttribute(
      'href',
      '/state-portal',
    );
    expect(await screen.findByText('Total users: 5 · Administrators: 2 · Shown: 5')).toBeInTheDocument();
  });

  it('asks for last logins only once the users are loaded, and shows a date or Never', async () => {
    const api = adminApi({ lastLogins: { [USERS.maria.id]: '2025-03-05T14:30:00.000Z' } });
    renderAt('/admin');
    await tableReady();
    await waitFor(() => expect(api.calls).toContain('GET /api/admin/last-logins'));
    expect(api.calls.indexOf('GET /api/admin/users')).toBeLessThan(
      api.calls.indexOf('GET /api/admin/last-logins'),
    );
    const mariaRow = screen.getByRole('rowheader', { name: /Maria Lopez/ }).closest('tr')!;
    await waitFor(() => expect(within(mariaRow).getByText(/Mar 5, 2025/)).toBeInTheDocument());
    const joseRow = screen.getByRole('rowheader', { name: /Jose Garcia/ }).closest('tr')!;
    expect(within(joseRow).getByText('Never')).toBeInTheDocument();
  });

  it('says so when the last logins cannot be fetched, and still lists the users', async () => {
    adminApi({
      extra: ({ path }) =>
        path === '/api/admin/last-logins' ? { status: 500, body: { message: 'Boom' } } : undefined,
    });
    renderAt('/admin');
    await tableReady();
    expect(await screen.findByText('Failed to fetch last logins')).toBeInTheDocument();
    expect(rowUsernames()).toHaveLength(5);
  });

  it('shows badges and status in words', async () => {
    adminApi();
    renderAt('/admin');
    await tableReady();
    const jose = screen.getByRole('rowheader', { name: /Jose Garcia/ }).closest('tr')!;
    expect(within(jose).getByText('Unverified')).toBeInTheDocument();
    expect(within(jose).getByText('Pending')).toBeInTheDocument();
    const grace = screen.getByRole('rowheader', { name: /Grace Hopper/ }).closest('tr')!;
    expect(within(grace).getByText('Admin')).toBeInTheDocument();
    expect(within(grace).getByText('Verified')).toBeInTheDocument();
  });

  it('offers Stop Impersonating while impersonating, which ends it and says so', async () => {
    let impersonating = true;
    const api = adminApi({
      extra: ({ method, path }) => {
        if (method === 'GET' && path === '/api/user')
          return { body: currentUser({ isImpersonating: impersonating }) };
        if (method === 'POST' && path === '/api/admin/stop-impersonating') {
          impersonating = false;
          return {
            body: {
              message: 'Impersonation stopped',
              user: { id: USERS.admin.id, username: 'admin', isAdmin: true },
            },
          };
        }
        return undefined;
      },
    });
    renderAt('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Stop Impersonating' }));
    expect(await screen.findByText('Impersonation Stopped')).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/admin/stop-impersonating');
    expect(api.calls.filter((call) => call === 'GET /api/session')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Stop Impersonating' })).not.toBeInTheDocument(),
    );
  });
});

describe('sorting through the table headers', () => {
  it('starts by Name ascending, toggles on the same header and starts a new one ascending', async () => {
    adminApi();
    renderAt('/admin');
    await tableReady();
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(rowUsernames()).toEqual(['admin', 'demo', 'grace', 'jose', 'maria']);

    await userEvent.click(within(header('Name')).getByRole('button'));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(rowUsernames()).toEqual(['maria', 'jose', 'grace', 'demo', 'admin']);

    await userEvent.click(within(header('Location')).getByRole('button'));
    expect(header('Location')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    expect(rowUsernames()).toEqual(['grace', 'maria', 'admin', 'jose', 'demo']);

    await userEvent.click(within(header('Location')).getByRole('button'));
    expect(header('Location')).toHaveAttribute('aria-sort', 'descending');
    expect(rowUsernames()).toEqual(['demo', 'jose', 'admin', 'maria', 'grace']);

    await userEvent.click(within(header('Status')).getByRole('button'));
    expect(header('Status')).toHaveAttribute('aria-sort', 'ascending');
    expect(rowUsernames()[0]).toBe('jose');
  });
});

describe('searching', () => {
  it('filters by username, e-mail, full name, city and state, and updates the count', async () => {
    adminApi();
    renderAt('/admin');
    await tableReady();
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    for (const [term, expected] of [
      ['JOSE', ['jose']],
      ['maria.lopez@', ['maria']],
      ['grace hopper', ['grace']],
      ['sacramento', ['demo']],
      ['  co ', ['admin']],
    ] as const) {
      await userEvent.clear(search);
      await userEvent.type(search, term);
      await waitFor(() => expect(rowUsernames()).toEqual(expected));
    }
    expect(screen.getByText(`Total users: 5 · Administrators: 2 · Shown: 1`)).toBeInTheDocument();
  });

  it('says nothing matched, and how to fix it', async () => {
    adminApi();
    renderAt('/admin');
    await tableReady();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), ' nobody ');
    expect(await screen.findByText('No users found matching "nobody"')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('row actions', () => {
  it('names each button after its user and shows only the allowed ones', async () => {
    adminApi();
    renderAt('/admin');
    await tableReady();
    expect(screen.getByRole('button', { name: 'Make Admin: maria' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Dashboard: maria' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Verification: jose' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Admin: jose' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Admin Rights: grace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Admin Rights: admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete: admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete: demo' })).not.toBeInTheDocument();
    for (const user of ALL_USERS)
      expect(screen.getByRole('button', { name: `Login History: ${user.username}` })).toBeInTheDocument();
  });

  it.each([
    ['Make Admin: maria', `POST /api/admin/make-admin/${USERS.maria.id}`, 'Admin Created'],
    ['Remove Admin Rights: grace', `POST /api/admin/remove-admin/${USERS.grace.id}`, 'Admin Removed'],
    [
      'Resend Verification: jose',
      `POST /api/admin/resend-verification/${USERS.jose.id}`,
      'Verification Email Sent',
    ],
  ])('%s calls the server, says so and reads the list again', async (button, call, toast) => {
    const api = adminApi({
      extra: ({ method }) => (method === 'POST' ? { body: { message: 'Done.' } } : undefined),
    });
    renderAt('/admin');
    await tableReady();
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(api.calls).toContain(call);
    await waitFor(() => expect(api.calls.filter((c) => c === 'GET /api/admin/users')).toHaveLength(2));
  });

  it('shows the server’s refusal in a destructive toast, translated', async () => {
    adminApi({
      me: currentUser({ preferredLanguage: 'es' }),
      extra: ({ method, path }) =>
        method === 'POST' && path.startsWith('/api/admin/make-admin/')
          ? { status: 400, body: { message: 'This user is already an administrator.' } }
          : undefined,
    });
    renderAt('/admin');
    await tableReady();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hacer administrador: maria' }));
    expect(await screen.findByText('Este usuario ya es administrador.')).toBeInTheDocument();
    expect(screen.getByText('Este usuario ya es administrador.').closest('.app-toast')).toHaveClass(
      'app-toast--destructive',
    );
  });

  it('shows each phone with whether its owner confirmed it', async () => {
    adminApi({
      users: [
        { ...USERS.maria, phone: '555-123-4567', phoneVerified: true },
        { ...USERS.grace, phone: '555-000-1111', phoneVerified: false },
        USERS.jose,
      ],
    });
    renderAt('/admin');
    await tableReady();
    const maria = screen.getByRole('rowheader', { name: /Maria Lopez/ });
    expect(maria).toHaveTextContent('Phone: 555-123-4567 Confirmed');
    expect(screen.getByRole('rowheader', { name: /Grace Hopper/ })).toHaveTextContent(
      'Phone: 555-000-1111 Not confirmed',
    );
    expect(screen.getByRole('rowheader', { name: /Jose Garcia/ })).not.toHaveTextContent('Phone');
  });
});

describe('impersonating', () => {
  // The dialog and its check download on first use, which can take a while on a busy machine.
  const LOADS = { timeout: 5000 };

  /** The admin screen whose server lets maria be impersonated (or answers `refusal`). */
  function impersonationApi(refusal?: { status: number; body: unknown }) {
    let me = currentUser();
    const api = adminApi({
      extra: ({ method, path }) => {
        if (method === 'GET' && path === '/api/user') return { body: me };
        if (method === 'POST' && path === `/api/admin/impersonate/${USERS.maria.id}`) {
          if (refusal) return refusal;
          me = currentUser({ id: USERS.maria.id, username: 'maria', isAdmin: false, isImpersonating: true });
          return {
            body: {
              message: 'You are now viewing the app as maria.',
              user: { id: USERS.maria.id, username: 'maria', isAdmin: false },
            },
          };
        }
        return undefined;
      },
    });
    return api;
  }

  async function openDialog() {
    await tableReady();
    const opener = screen.getByRole('button', { name: 'View Dashboard: maria' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'View the app as Maria Lopez?' }, LOADS);
    return { opener, dialog };
  }

  it('asks why first, saying what is recorded and what cannot be changed', async () => {
    const api = impersonationApi();
    renderAt('/admin');
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      /Your reason, and everything you do while impersonating, is recorded in the audit trail\./,
    );
    expect(dialog).toHaveAccessibleDescription(
      /you cannot change their e-mail address, username, phone number, password or Medicaid account/,
    );
    const reason = within(dialog).getByLabelText(/^Why do you need to view this account\?/);
    expect(reason.tagName).toBe('TEXTAREA');
    expect(reason).toHaveAttribute('aria-required', 'true');
    expect(reason).toHaveAttribute('maxlength', '500');
    expect(reason).toHaveAccessibleDescription(/5 to 500 characters/);
    await waitFor(() => expect(reason).toHaveFocus());
    expect(api.calls.some((call) => call.startsWith('POST /api/admin/impersonate'))).toBe(false);
  });

  it('refuses a reason shorter than 5 characters on its field, without asking the server', async () => {
    const api = impersonationApi();
    renderAt('/admin');
    const { dialog } = await openDialog();
    const reason = within(dialog).getByLabelText(/^Why do you need/);
    await userEvent.type(reason, ' ok ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Impersonating' }));
    await waitFor(
      () => expect(reason).toHaveAccessibleDescription(/Please say why, in at least 5 characters/),
      LOADS,
    );
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.startsWith('POST /api/admin/impersonate'))).toBe(false);
  });

  it('sends the reason: the session becomes the user’s and the app goes to /dashboard', async () => {
    const api = impersonationApi();
    renderAt('/admin');
    const { dialog } = await openDialog();
    await userEvent.type(
      within(dialog).getByLabelText(/^Why do you need/),
      'She called about a missing activity',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Impersonating' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'), LOADS);
    expect(api.to(`POST /api/admin/impersonate/${USERS.maria.id}`).map((call) => call.body)).toEqual([
      { reason: 'She called about a missing activity' },
    ]);
    expect(screen.getByText('Impersonation Started')).toBeInTheDocument();
    expect(screen.getByText(/Remember to stop impersonating when you are done/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'GET /api/session')).toHaveLength(2);
  });

  it('puts the server’s refusal of the reason on the field, and stays open', async () => {
    impersonationApi({
      status: 400,
      body: {
        message: 'Please say why, in at least 5 characters',
        fieldErrors: { reason: 'Please say why, in at least 5 characters' },
      },
    });
    renderAt('/admin');
    const { dialog } = await openDialog();
    const reason = within(dialog).getByLabelText(/^Why do you need/);
    await userEvent.type(reason, 'Checking the account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Impersonating' }));
    await waitFor(
      () => expect(reason).toHaveAccessibleDescription(/Please say why, in at least 5 characters/),
      LOADS,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });

  it('shows any other refusal in a toast and closes', async () => {
    impersonationApi({ status: 403, body: { message: 'Only verified users can be impersonated.' } });
    renderAt('/admin');
    const { dialog, opener } = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Why do you need/), 'Checking the account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Impersonating' }));
    expect(
      await screen.findByText('Only verified users can be impersonated.', {}, LOADS),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on Cancel and Escape without impersonating, and focus goes back', async () => {
    const api = impersonationApi();
    renderAt('/admin');
    const { dialog, opener } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.startsWith('POST /api/admin/impersonate'))).toBe(false);
  });

  it('has no accessibility violation, a refused reason shown', async () => {
    impersonationApi();
    renderAt('/admin');
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Impersonating' }));
    await within(dialog).findByText('Please say why, in at least 5 characters', {}, LOADS);
    expect(await violations()).toEqual([]);
  });

  it('asks in Spanish, and translates the length rule', async () => {
    adminApi({ me: currentUser({ preferredLanguage: 'es' }) });
    renderAt('/admin');
    await tableReady();
    await screen.findByRole('heading', { level: 1, name: 'Panel de administración' });
    await userEvent.click(screen.getByRole('button', { name: 'Ver panel: maria' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Ver la aplicación como Maria Lopez?' }, LOADS);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Empezar a suplantar' }));
    expect(
      await within(dialog).findByText('Explique el motivo con al menos 5 caracteres', {}, LOADS),
    ).toBeInTheDocument();
  });
});

describe('the login history dialog', () => {
  it('shows each attempt: when, where, on what, how, the result in words, and why a failure failed', async () => {
    const api = adminApi({
      extra: ({ path }) =>
        path === `/api/admin/user-logins/${USERS.maria.id}`
          ? {
              body: [
                loginRecord(),
                loginRecord({
                  id: '1a1b2c3d-0000-4000-8000-000000000002',
                  successful: false,
                  failureReason: 'Wrong password',
                  city: null,
                  country: null,
                  browser: null,
                  browserVersion: null,
                  operatingSystem: null,
                  device: null,
                  ipAddress: '198.51.100.4',
                  timezone: null,
                  loginMethod: 'email',
                }),
              ],
            }
          : undefined,
    });
    renderAt('/admin');
    await tableReady();
    const opener = screen.getByRole('button', { name: 'Login History: maria' });
    await userEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Login History' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(api.calls).toContain(`GET /api/admin/user-logins/${USERS.maria.id}?limit=50`);
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);

    const [ok, failed] = items as [HTMLElement, HTMLElement];
    expect(within(ok).getByText('Successful')).toBeInTheDocument();
    expect(within(ok).getByText('Austin, United States')).toBeInTheDocument();
    expect(within(ok).getByText('Firefox 128.0 · Windows 11 · desktop')).toBeInTheDocument();
    expect(within(ok).getByText('Username')).toBeInTheDocument();
    expect(within(ok).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(ok).getByText('America/Chicago')).toBeInTheDocument();
    expect(within(ok).queryByText('Reason')).not.toBeInTheDocument();

    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Wrong password')).toBeInTheDocument();
    expect(within(failed).getByText('Email')).toBeInTheDocument();
    expect(within(failed).getByText('198.51.100.4')).toBeInTheDocument();
    // Location, device and time zone unknown.
    expect(within(failed).getAllByText('Unknown')).toHaveLength(3);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps focus inside while open', async () => {
    adminApi({
      extra: ({ path }) => (path.startsWith('/api/admin/user-logins/') ? { body: [] } : undefined),
    });
    renderAt('/admin');
    await tableReady();
    await userEvent.click(screen.getByRole('button', { name: 'Login History: jose' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('says so when there is no history', async () => {
    adminApi({
      extra: ({ path }) => (path.startsWith('/api/admin/user-logins/') ? { body: [] } : undefined),
    });
    renderAt('/admin');
    await tableReady();
    await userEvent.click(screen.getByRole('button', { name: 'Login History: jose' }));
    expect(await screen.findByText('No login history found for this user.')).toBeInTheDocument();
  });

  it('says so when the history cannot be fetched', async () => {
    adminApi({
      extra: ({ path }) =>
        path.startsWith('/api/admin/user-logins/') ? { status: 500, body: { message: 'Boom' } } : undefined,
    });
    renderAt('/admin');
    await tableReady();
    await userEvent.click(screen.getByRole('button', { name: 'Login History: jose' }));
    expect(await screen.findByText('Failed to fetch login history')).toBeInTheDocument();
  });
});

describe('deleting a user', () => {
  it('asks "Are you absolutely sure?" for a verified user, then deletes on confirmation', async () => {
    const api = adminApi({
      extra: ({ method }) =>
        method === 'DELETE' ? { body: { message: 'maria has been deleted.' } } : undefined,
    });
    renderAt('/admin');
    await tableReady();
    await userEvent.click(screen.getByRole('button', { name: 'Delete: maria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    expect(dialog).toHaveAccessibleDescription(/permanently deletes the account of Maria Lopez \(maria\)/);
    expect(within(dialog).queryByText(/has not verified/)).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('User Deleted')).toBeInTheDocument();
    expect(api.calls).toContain(`DELETE /api/admin/delete-user/${USERS.maria.id}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call === 'GET /api/admin/users')).toHaveLength(2);
  });

  it('asks "Delete Unverified Account?" for an unverified user and says they cannot access the system', async () => {
    const api = adminApi();
    renderAt('/admin');
    await tableReady();
    const opener = screen.getByRole('button', { name: 'Delete: jose' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Unverified Account?' });
    expect(
      within(dialog).getByText(
        'This user has not verified their email address and cannot access the system.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.startsWith('DELETE'))).toBe(false);
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
