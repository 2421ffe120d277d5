import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_PAGE_SIZE } from '../../src/features/audit-log/lib/filters';
import { applyLanguage } from '../../src/lib/i18n';
import { settled } from '../support/render';
import { makeUser } from '../support/users';
import { ADMIN, auditApi, makeEntry, renderAuditLog } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

/** The instant a local calendar day starts, as the screen sends it. */
function localStart(year: number, month: number, day: number): string {
  return new Date(year, month - 1, day).toISOString();
}

function rows(): HTMLElement[] {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('/admin/audit for someone who is not an administrator', () => {
  it('shows Access Denied and asks for nothing of the trail', async () => {
    const api = auditApi([makeEntry()], { me: makeUser({ isAdmin: false }) });
    const { queryClient } = renderAuditLog();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await settled(queryClient, api);
    expect(api.calls).toEqual(['GET /api/session']);
  });
});

describe('the audit table', () => {
  it('shows who did what to whose records, when and from where, newest first', async () => {
    const api = auditApi([
      makeEntry({
        action: 'exemption-attachment.downloaded',
        resourceId: '7e000000-0000-4000-8000-00000000000a',
        subjectUsername: 'rosa',
      }),
      makeEntry({ action: 'activities.viewed', ip: null }),
    ]);
    renderAuditLog();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Trail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Admin Dashboard/ })).toHaveAttribute('href', '/admin');
    const table = await screen.findByRole('table', { name: 'Audit entries, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Administrator', 'Whose records', 'Action', 'Details', 'Record', 'From (IP address)']);
    const [first, second] = rows();
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'reviewer',
      'rosa',
      'Downloaded an exemption document',
      'None',
      '7e000000-0000-4000-8000-00000000000a',
      '203.0.113.7',
    ]);
    expect(within(first!).getByRole('rowheader').querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-05T15:04:05.000Z',
    );
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['reviewer', 'maria', 'Viewed the activities', 'None', 'None', 'Unknown']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 entries.');
    expect(api.auditCalls.map((call) => call.url)).toEqual([`/api/admin/audit?limit=${AUDIT_PAGE_SIZE}`]);
  });

  it('shows a deleted account by its id, a read of many people as such, and an unknown action as it is', async () => {
    auditApi([
      makeEntry({
        subjectId: '5e000000-0000-4000-8000-0000000000ff',
        subjectUsername: null,
        action: 'user.deleted',
      }),
      makeEntry({ subjectId: null, subjectUsername: null, action: 'exemptions.viewed' }),
      makeEntry({ action: 'reports.printed' }),
    ]);
    renderAuditLog();
    await screen.findByRole('table');
    const [deleted, many, unknown] = rows();
    expect(within(deleted!).getAllByRole('cell')[1]).toHaveTextContent(
      '5e000000-0000-4000-8000-0000000000ffAccount deleted',
    );
    expect(within(deleted!).getAllByRole('cell')[2]).toHaveTextContent('Deleted the account');
    expect(within(many!).getAllByRole('cell')[1]).toHaveTextContent('Several people');
    expect(within(unknown!).getAllByRole('cell')[2]).toHaveTextContent('reports.printed');
  });

  it('shows why an administrator impersonated someone, and which fields a change changed', async () => {
    auditApi([
      makeEntry({ action: 'impersonation.started', reason: 'She called about a missing activity' }),
      makeEntry({ action: 'profile.updated', changes: ['city', 'cellNumber'] }),
      makeEntry({ action: 'requirement.changed', changes: ['requiredMonthlyHours', 'customField'] }),
      makeEntry({ action: 'monthly-report.downloaded' }),
    ]);
    renderAuditLog();
    await screen.findByRole('table');
    const [started, updated, requirement, report] = rows();
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(started!).slice(2, 4)).toEqual([
      'Started impersonating',
      'Reason: She called about a missing activity',
    ]);
    expect(cells(updated!).slice(2, 4)).toEqual(['Changed the profile', 'Changed: City, Cell phone number']);
    // A field this screen has no name for shows as the service wrote it.
    expect(cells(requirement!).slice(2, 4)).toEqual([
      'Changed the work requirement',
      'Changed: Required monthly hours, customField',
    ]);
    expect(cells(report!).slice(2, 4)).toEqual(['Downloaded a monthly report', 'None']);
  });

  it('names the new actions and the changed fields in Spanish', async () => {
    auditApi(
      [
        makeEntry({ action: 'profile.updated', changes: ['email'], reason: null }),
        makeEntry({ action: 'notification.marked-read' }),
      ],
      { me: { ...ADMIN, preferredLanguage: 'es' } },
    );
    renderAuditLog();
    await screen.findByRole('table', { name: 'Entradas de auditoría, de la más reciente a la más antigua' });
    const [updated, read] = rows();
    expect(within(updated!).getAllByRole('cell')[2]).toHaveTextContent('Cambió el perfil');
    expect(within(updated!).getAllByRole('cell')[3]).toHaveTextContent('Cambió: Correo electrónico');
    expect(within(read!).getAllByRole('cell')[2]).toHaveTextContent('Marcó una notificación como leída');
  });

  it('says when the trail is empty', async () => {
    auditApi([]);
    renderAuditLog();
    expect(await screen.findByText('Nothing has been audited yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says why the trail could not be loaded', async () => {
    auditApi([], { fail: { status: 400, message: 'Invalid page cursor' } });
    renderAuditLog();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The audit trail could not be loaded. Invalid page cursor',
    );
  });

  it('loads the next page on demand and stops at the last', async () => {
    const entries = Array.from({ length: AUDIT_PAGE_SIZE + 3 }, () => makeEntry());
    const api = auditApi(entries);
    renderAuditLog();
    await screen.findByRole('table');
    expect(rows()).toHaveLength(AUDIT_PAGE_SIZE);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing the latest ${AUDIT_PAGE_SIZE} entries; there are more.`,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(AUDIT_PAGE_SIZE + 3));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${AUDIT_PAGE_SIZE + 3} entries.`);
    expect(api.auditCalls[1]?.query.get('before')).toBe(String(AUDIT_PAGE_SIZE));
  });

  it('reads the trail again on Refresh', async () => {
    const api = auditApi([makeEntry()]);
    renderAuditLog();
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.auditCalls).toHaveLength(2));
  });
});

describe('the filters', () => {
  it('send who, whom, what and the days as the reader’s own, the last day included', async () => {
    const api = auditApi([]);
    const { location } = renderAuditLog();
    await screen.findByText('Nothing has been audited yet.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Administrator'), ' reviewer ');
    await user.type(screen.getByLabelText('Person whose records'), 'maria');
    await user.selectOptions(screen.getByLabelText('Action'), "Downloaded an activity's file");
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(api.auditCalls).toHaveLength(2));
    const { query } = api.auditCalls[1]!;
    expect(Object.fromEntries(query)).toEqual({
      limit: String(AUDIT_PAGE_SIZE),
      actor: 'reviewer',
      subject: 'maria',
      action: 'activity-attachment.downloaded',
      from: localStart(2026, 3, 1),
      to: localStart(2026, 4, 1),
    });
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(location()).toBe('/admin/audit');
  });

  it('start from the address, so a search can be shared', async () => {
    const api = auditApi([makeEntry()]);
    renderAuditLog('/admin/audit?subject=maria&action=profile.viewed&from=2026-02-01');
    await screen.findByRole('table');
    expect(screen.getByLabelText('Person whose records')).toHaveValue('maria');
    expect(screen.getByLabelText('Action')).toHaveValue('profile.viewed');
    expect(screen.getByLabelText('From')).toHaveValue('2026-02-01');
    expect(Object.fromEntries(api.auditCalls[0]!.query)).toEqual({
      limit: String(AUDIT_PAGE_SIZE),
      subject: 'maria',
      action: 'profile.viewed',
      from: localStart(2026, 2, 1),
    });
  });

  it('refuse a range that ends before it starts, without asking the server', async () => {
    const api = auditApi([]);
    renderAuditLog();
    await screen.findByText('Nothing has been audited yet.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end date must not be before the start date');
    expect(api.auditCalls).toHaveLength(1);
  });

  it('clear back to the whole trail', async () => {
    const api = auditApi([]);
    renderAuditLog('/admin/audit?actor=reviewer');
    await screen.findByText('No entries match these filters.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.auditCalls.at(-1)?.url).toBe(`/api/admin/audit?limit=${AUDIT_PAGE_SIZE}`));
    expect(screen.getByLabelText('Administrator')).toHaveValue('');
    expect(await screen.findByText('Nothing has been audited yet.')).toBeInTheDocument();
  });
});

describe('in Spanish', () => {
  it('names the screen, the columns and the actions in Spanish', async () => {
    auditApi([makeEntry({ action: 'impersonation.started' })], { me: { ...ADMIN, preferredLanguage: 'es' } });
    renderAuditLog();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registro de auditoría' }),
    ).toBeInTheDocument();
    await screen.findByRole('table');
    expect(within(rows()[0]!).getAllByRole('cell')[2]).toHaveTextContent(
      'Empezó a hacerse pasar por la persona',
    );
    expect(screen.getByRole('button', { name: 'Aplicar filtros' })).toBeInTheDocument();
  });
});
