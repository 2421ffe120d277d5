import type { ListVerificationsResponse } from '@tracker/contracts/http/verifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerificationDetailPage } from '../../src/features/verifications/components/verification-detail-page';
import { VerificationsAdminPage } from '../../src/features/verifications/components/verifications-admin-page';
import { applyLanguage } from '../../src/lib/i18n';
import { type Handler, makeUser, mockApi } from '../activities/support';
import { adminApi, currentUser, renderAt } from '../admin/support';
import { renderRoutes, settled } from '../support/render';
import { csvFile, makeAdminRequest, makeMonth, metByWages, missingMonth, requestId } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const LIST = '/api/admin/verifications';

function listOf(items = [makeAdminRequest()], total = items.length, page = 1): Handler {
  return ({ url }) => {
    const asked = new URL(url, 'http://localhost').searchParams;
    const answer: ListVerificationsResponse = {
      items,
      total,
      page: Number(asked.get('page') ?? page),
      pageSize: Number(asked.get('pageSize') ?? 50),
    };
    return { body: answer, headers: { 'X-Total-Count': String(total) } };
  };
}

function renderAdmin(handlers: Record<string, Handler> = {}, url = '/admin/verifications') {
  const api = mockApi({ 'GET /api/user': { body: currentUser() }, [`GET ${LIST}`]: listOf(), ...handlers });
  const view = renderRoutes(
    {
      '/admin/verifications': <VerificationsAdminPage />,
      '/admin/verifications/:id': <VerificationDetailPage />,
    },
    { url },
  );
  return { ...view, api };
}

/** The query strings of the list calls, in order. */
function listQueries(api: ReturnType<typeof mockApi>): string[] {
  return api.to(`GET ${LIST}`).map((call) => new URL(call.url, 'http://localhost').search);
}

describe('/admin/verifications', () => {
  it('is refused to someone who is not an administrator, and asks for nothing', async () => {
    const api = mockApi({ 'GET /api/user': { body: makeUser() } });
    const { queryClient } = renderRoutes(
      { '/admin/verifications': <VerificationsAdminPage /> },
      { url: '/admin/verifications' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    await settled(queryClient, api);
    expect(api.to(`GET ${LIST}`)).toEqual([]);
  });

  it('lists the requests with the person, reason, months, due date, status, notice and hearing', async () => {
    renderAdmin({
      [`GET ${LIST}`]: listOf([
        makeAdminRequest({
          months: [metByWages('2025-01'), missingMonth('2025-02')],
          notice: {
            sentOn: '2025-03-17',
            receivedOn: '2025-03-20',
            respondBy: '2025-04-21',
            recordedAt: '2025-03-17T15:00:00.000Z',
          },
        }),
        makeAdminRequest({
          id: requestId('b'),
          userId: null,
          person: null,
          medicaidIdLast4: '1234',
          reason: 'application',
          status: 'noncompliant',
          dueDate: '2025-05-02',
          hearingRequest: { requestedAt: '2025-03-20T16:00:00.000Z', reason: 'I worked.' },
        }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Verification requests, soonest due first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      [
        'Maria Lopez (maria)Medicaid ID ending 7665',
        'Renewal',
        'January 2025 and February 2025',
        'Apr 30, 2025',
        'Needs information',
        'Apr 21, 2025',
        'No',
      ],
      [
        'Not registered yetMedicaid ID ending 1234',
        'Application',
        'January 2025 and February 2025',
        'May 02, 2025',
        'Noncompliant',
        'No notice',
        'Requested',
      ],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Not registered yet' })).toHaveAttribute(
      'href',
      `/admin/verifications/${requestId('b')}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Requests 1 to 2 of 2');
  });

  it('puts the filters in the query string of the list and of the export, from the first page', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin({ [`GET ${LIST}`]: listOf([makeAdminRequest()], 120) });
    await screen.findByRole('table');
    expect(listQueries(api)).toEqual(['?page=1&pageSize=50']);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/verifications/export',
    );

    // Page 2, then a filter: back to the first page.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listQueries(api)).toContain('?page=2&pageSize=50'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    const filters = screen.getByRole('search', { name: 'Filter requests' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Needs information');
    await user.selectOptions(within(filters).getByLabelText('Reason'), 'Renewal');
    await user.type(within(filters).getByLabelText('Due on or before'), '2025-05-01');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toBe(
        '?status=needs_information&reason=renewal&dueBefore=2025-05-01&page=1&pageSize=50',
      ),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/verifications/export?status=needs_information',
    );

    // Cleared: the first page without filters, already read, comes from the cache.
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/api/admin/verifications/export',
      ),
    );
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('reads the filters from the address', async () => {
    const { api } = renderAdmin({}, '/admin/verifications?status=noncompliant&reason=bogus&page=3');
    await screen.findByRole('table');
    expect(listQueries(api)).toEqual(['?status=noncompliant&page=3&pageSize=50']);
    expect(screen.getByLabelText('Status')).toHaveValue('noncompliant');
    expect(screen.getByLabelText('Reason')).toHaveValue('');
  });

  it('says when no request matches', async () => {
    renderAdmin({ [`GET ${LIST}`]: listOf([], 0) }, '/admin/verifications?status=exempt');
    expect(await screen.findByText('No request matches these filters.')).toBeInTheDocument();
  });
});

describe('creating a request', () => {
  it('checks the form with the contract and opens the new request', async () => {
    const user = userEvent.setup();
    const created = makeAdminRequest({ id: requestId('c1') });
    const { api, location } = renderAdmin({
      [`POST ${LIST}`]: { status: 201, body: created },
      [`GET ${LIST}/${requestId('c1')}`]: { body: created },
    });
    const form = (await screen.findByRole('heading', { name: 'Create request' })).closest('section')!;
    const send = within(form).getByRole('button', { name: 'Create request' });
    const problems = async () => {
      const summary = (await within(form).findByRole('heading', { name: 'There is a problem' })).closest(
        '.app-error-summary',
      )!;
      return [...summary.querySelectorAll('li')].map((item) => item.textContent);
    };
    await user.click(send);
    expect(await problems()).toEqual([
      'Reason: Reason must be application, renewal or other',
      'Due date: Invalid ISO date',
    ]);

    await user.selectOptions(within(form).getByLabelText(/^Reason/), 'Other');
    await user.type(within(form).getByLabelText('Months (optional)'), '2025-01, 2025-13');
    await user.type(within(form).getByLabelText(/^Due date/), '2025-04-30');
    await user.click(send);
    await waitFor(async () =>
      expect(await problems()).toEqual(['Months (optional): Expected a month as YYYY-MM']),
    );

    await user.clear(within(form).getByLabelText('Months (optional)'));
    await user.type(within(form).getByLabelText('Months (optional)'), '2025-01 2025-02;2025-03');
    await user.click(send);
    // The whole request is checked once each field is: a person must be named, one way only.
    await waitFor(async () =>
      expect(await problems()).toEqual(['Medicaid ID: Give either a Medicaid ID or a user id']),
    );
    expect(api.to(`POST ${LIST}`)).toEqual([]);

    await user.type(within(form).getByLabelText('Medicaid ID'), 'CA-77-7665');
    await user.click(send);
    await waitFor(() => expect(location()).toBe(`/admin/verifications/${requestId('c1')}`));
    expect(api.to(`POST ${LIST}`).map((call) => call.body)).toEqual([
      {
        medicaidId: 'CA-77-7665',
        reason: 'other',
        months: ['2025-01', '2025-02', '2025-03'],
        dueDate: '2025-04-30',
      },
    ]);
  });
});

describe('importing requests from a CSV file', () => {
  it('sends the file as `file` and shows the rows read, created and refused', async () => {
    const user = userEvent.setup();
    const { api } = renderAdmin({
      [`POST ${LIST}/import`]: {
        body: {
          rows: 3,
          created: 1,
          refused: [
            { line: 3, reason: 'Expected a month as YYYY-MM' },
            { line: 4, reason: 'Give either a Medicaid ID or a user id' },
          ],
        },
      },
    });
    const section = (await screen.findByRole('heading', { name: 'Import requests (CSV)' })).closest(
      'section',
    )!;
    await user.click(within(section).getByRole('button', { name: 'Import requests' }));
    expect(await within(section).findByText('Choose a CSV file to import')).toBeInTheDocument();

    const file = csvFile();
    await user.upload(within(section).getByLabelText(/CSV file/), file);
    await user.click(within(section).getByRole('button', { name: 'Import requests' }));
    expect(await within(section).findByText('Rows read: 3. Requests created: 1.')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Rows refused' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['3', 'Expected a month as YYYY-MM'],
      ['4', 'Give either a Medicaid ID or a user id'],
    ]);
    const sent = api.to(`POST ${LIST}/import`)[0]!.body as FormData;
    expect(sent.get('file')).toBe(file);
    // The list is read again: it may hold the new requests.
    await waitFor(() => expect(api.to(`GET ${LIST}`)).toHaveLength(2));
  });
});

describe('/admin/verifications/:id', () => {
  const id = requestId('d');
  const request = makeAdminRequest({
    id,
    months: [
      metByWages('2025-01'),
      makeMonth('2025-02', { status: 'exempt', decidedBy: 'claims', exemptions: ['Medically frail'] }),
      missingMonth('2025-03'),
    ],
  });

  it('shows each month with its state and source, and records a notice without the received day, which the server then works out', async () => {
    const user = userEvent.setup();
    const noticed = {
      ...request,
      notice: {
        sentOn: '2025-03-17',
        receivedOn: '2025-03-22',
        respondBy: '2025-04-21',
        recordedAt: '2025-03-17T15:00:00.000Z',
      },
    };
    const { api } = renderAdmin(
      {
        [`GET ${LIST}/${id}`]: { body: request },
        [`POST ${LIST}/${id}/notice`]: { body: noticed },
      },
      `/admin/verifications/${id}`,
    );
    const months = await screen.findByRole('table', {
      name: 'Each month asked for, how it stands and who decided it',
    });
    expect(
      within(months)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['January 2025', 'Met by income', 'state wage records'],
      ['February 2025', 'Exempt: Medically frail', 'Medicaid claims'],
      ['March 2025', 'Not met: missing 12 hours or $140', 'Not decided'],
    ]);
    expect(screen.getByText('No notice has been recorded.')).toBeInTheDocument();
    expect(screen.getByText('No hearing has been requested.')).toBeInTheDocument();
    expect(
      screen.getByText(/Left blank, the day it was sent plus the mailing days the state's rules allow/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record notice' }));
    expect(await screen.findByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Sent on/), '2025-03-17');
    await user.click(screen.getByRole('button', { name: 'Record notice' }));
    expect(await screen.findByText('Apr 21, 2025')).toBeInTheDocument();
    expect(api.to(`POST ${LIST}/${id}/notice`).map((call) => call.body)).toEqual([{ sentOn: '2025-03-17' }]);
  });

  it('shows the hearing request and its reason', async () => {
    renderAdmin(
      {
        [`GET ${LIST}/${id}`]: {
          body: {
            ...request,
            status: 'noncompliant',
            hearingRequest: { requestedAt: '2025-03-20T16:00:00.000Z', reason: 'I was in the hospital.' },
          },
        },
      },
      `/admin/verifications/${id}`,
    );
    expect(await screen.findByText('I was in the hospital.')).toBeInTheDocument();
    // A final request takes no notice.
    expect(screen.queryByRole('button', { name: 'Record notice' })).not.toBeInTheDocument();
  });

  it('says when there is no such request', async () => {
    renderAdmin({}, `/admin/verifications/${id}`);
    expect(await screen.findByText('There is no such request.')).toBeInTheDocument();
  });
});

describe('the admin dashboard', () => {
  it('links to the verification requests and the data matches', async () => {
    adminApi();
    renderAt('/admin');
    expect(await screen.findByRole('link', { name: 'State Verification Requests' })).toHaveAttribute(
      'href',
      '/admin/verifications',
    );
    expect(screen.getByRole('link', { name: 'State Data Matches' })).toHaveAttribute(
      'href',
      '/admin/data-matches',
    );
  });
});
