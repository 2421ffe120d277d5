import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../src/lib/i18n';
import { settled } from '../support/render';
import { makeUser } from '../support/users';
import { makeRequest, portalApi, renderPortal, REVIEWER } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const ANA = makeRequest({ username: 'ana', status: 'requested', requestDate: '2025-03-01T15:00:00.000Z' });
const BEN = makeRequest({
  username: 'ben',
  status: 'approved',
  requestDate: '2025-04-10T15:00:00.000Z',
  abbreviation: null,
  medicaidExemptionName: 'Caregiver',
  isRenewal: true,
});
const CARLA = makeRequest({
  username: 'carla',
  status: 'under_review',
  requestDate: '2025-02-20T15:00:00.000Z',
  abbreviation: 'STUDENT',
  medicaidExemptionName: 'Student',
});
const DAN = makeRequest({ username: 'dan', status: 'approved', requestDate: '2025-01-15T15:00:00.000Z' });
const EVA = makeRequest({
  username: 'eva',
  status: 'waiting_on_enrollee',
  requestDate: '2025-05-02T15:00:00.000Z',
  abbreviation: 'AMER',
});
const FINN = makeRequest({ username: 'finn', status: 'denied', requestDate: '2025-03-20T15:00:00.000Z' });
const GIA = makeRequest({ username: 'gia', status: 'requested', requestDate: '2025-04-01T15:00:00.000Z' });
const HAL = makeRequest({ username: 'hal', status: 'withdrawn', requestDate: '2025-02-01T15:00:00.000Z' });
const ALL = [ANA, BEN, CARLA, DAN, EVA, FINN, GIA, HAL];

/** The usernames of the table's rows, top to bottom. */
function rowUsers(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

function card(name: string): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(`^\\d+ ${name}$`) });
}

function header(name: string): HTMLElement {
  return screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
}

async function listReady() {
  await screen.findByRole('table', { name: /Exemption requests/ });
}

describe('/state-portal for someone who is not an administrator', () => {
  it('shows Access Denied and asks for no requests', async () => {
    const api = portalApi(ALL, { me: makeUser({ isAdmin: false }) });
    const { queryClient } = renderPortal();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    await settled(queryClient, api);
    expect(api.calls).toEqual(['GET /api/session']);
  });
});

describe('the count cards', () => {
  it('count each status, with the total beside the title and the way back to /admin', async () => {
    portalApi(ALL);
    renderPortal();
    await listReady();
    expect(screen.getByRole('heading', { level: 1, name: 'State Exemption Portal' })).toBeInTheDocument();
    expect(screen.getByText('8 requests in all')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Admin Dashboard/ })).toHaveAttribute('href', '/admin');
    const counts = within(screen.getByRole('region', { name: 'Requests by status' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(counts).toEqual([
      '2 Pending Review',
      '1 Under Review',
      '1 Waiting on Enrollee',
      '2 Approved',
      '1 Denied',
      '0 Expired',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 8 requests');
    expect(screen.queryByRole('button', { name: 'Clear Filter' })).not.toBeInTheDocument();
  });

  it('toggle as filters, and Clear Filter shows every request again', async () => {
    portalApi(ALL);
    const { location } = renderPortal();
    await listReady();
    const user = userEvent.setup();

    await user.click(card('Approved'));
    expect(card('Approved')).toHaveAttribute('aria-pressed', 'true');
    expect(rowUsers()).toEqual(['ben', 'dan']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 requests in Approved');
    expect(location()).toBe('/state-portal/requests');

    await user.click(card('Approved'));
    expect(card('Approved')).toHaveAttribute('aria-pressed', 'false');
    expect(rowUsers()).toHaveLength(8);

    await user.click(card('Pending Review'));
    expect(rowUsers()).toEqual(['gia', 'ana']);
    await user.click(card('Denied'));
    expect(card('Pending Review')).toHaveAttribute('aria-pressed', 'false');
    expect(rowUsers()).toEqual(['finn']);

    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(rowUsers()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Clear Filter' })).not.toBeInTheDocument();

    await user.click(card('Expired'));
    expect(screen.getByText('No exemption requests found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the request table', () => {
  it('starts with the newest request first, and each header sorts: new column ascending, again reverses', async () => {
    portalApi(ALL);
    renderPortal();
    await listReady();
    const user = userEvent.setup();
    expect(header('Request')).toHaveAttribute('aria-sort', 'descending');
    expect(rowUsers()).toEqual(['eva', 'ben', 'gia', 'finn', 'ana', 'carla', 'hal', 'dan']);

    await user.click(within(header('User')).getByRole('button'));
    expect(header('User')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Request')).not.toHaveAttribute('aria-sort');
    expect(rowUsers()).toEqual(['ana', 'ben', 'carla', 'dan', 'eva', 'finn', 'gia', 'hal']);
    await user.click(within(header('User')).getByRole('button'));
    expect(header('User')).toHaveAttribute('aria-sort', 'descending');
    expect(rowUsers()).toEqual(['hal', 'gia', 'finn', 'eva', 'dan', 'carla', 'ben', 'ana']);

    await user.click(within(header('Request')).getByRole('button'));
    expect(rowUsers()).toEqual(['dan', 'hal', 'carla', 'ana', 'finn', 'gia', 'ben', 'eva']);

    // Statuses in the order a request moves through them; ties newest first.
    await user.click(within(header('Status')).getByRole('button'));
    expect(rowUsers()).toEqual(['gia', 'ana', 'carla', 'eva', 'ben', 'dan', 'finn', 'hal']);

    // Abbreviation, or the name when there is none: AMER, Caregiver, FRAIL..., STUDENT.
    await user.click(within(header('Exemption')).getByRole('button'));
    expect(rowUsers()).toEqual(['eva', 'ben', 'gia', 'finn', 'ana', 'hal', 'dan', 'carla']);
  });

  it('shows the date, status, abbreviation or name, and the renewal badge', async () => {
    portalApi(ALL);
    renderPortal();
    await listReady();
    const ben = within(screen.getByRole('rowheader', { name: 'ben' }).closest('tr')!);
    expect(ben.getByText('Apr 10, 2025')).toBeInTheDocument();
    expect(ben.getByText('Approved')).toBeInTheDocument();
    expect(ben.getByText('Caregiver')).toBeInTheDocument();
    expect(ben.getByText('Renewal')).toBeInTheDocument();
    const ana = within(screen.getByRole('rowheader', { name: 'ana' }).closest('tr')!);
    expect(ana.getByText('FRAIL')).toBeInTheDocument();
    expect(ana.queryByText('Medically Frail')).not.toBeInTheDocument();
    expect(ana.queryByText('Renewal')).not.toBeInTheDocument();
    expect(ana.getByText('Pending Review')).toBeInTheDocument();
  });

  it('opens the profile and the activities in a new tab, and the details here', async () => {
    portalApi(ALL);
    renderPortal();
    await listReady();
    const row = within(screen.getByRole('rowheader', { name: 'ana' }).closest('tr')!);
    const profile = row.getByRole('link', { name: 'View profile of ana (opens in a new tab)' });
    expect(profile).toHaveAttribute('href', `/user-profile/${ANA.userId}`);
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener');
    const activities = row.getByRole('link', { name: 'View activities of ana (opens in a new tab)' });
    expect(activities).toHaveAttribute('href', `/user-activities/${ANA.userId}`);
    expect(activities).toHaveAttribute('target', '_blank');
    expect(activities).toHaveAttribute('rel', 'noopener');
    const details = row.getByRole('link', { name: 'View details of the FRAIL request from ana' });
    expect(details).toHaveAttribute('href', `/state-portal/${ANA.id}`);
    expect(details).not.toHaveAttribute('target');
  });

  it('keeps the filter and the order when coming back from a request', async () => {
    portalApi(ALL);
    const { location } = renderPortal();
    await listReady();
    const user = userEvent.setup();
    await user.click(card('Approved'));
    await user.click(within(header('User')).getByRole('button'));
    await user.click(screen.getByRole('link', { name: 'View details of the FRAIL request from dan' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'FRAIL request from dan' }),
    ).toBeInTheDocument();
    expect(location()).toBe(`/state-portal/${DAN.id}`);

    await user.click(screen.getByRole('link', { name: /Back to State Exemption Portal/ }));
    await listReady();
    expect(card('Approved')).toHaveAttribute('aria-pressed', 'true');
    expect(header('User')).toHaveAttribute('aria-sort', 'ascending');
    expect(rowUsers()).toEqual(['ben', 'dan']);
  });

  it('says so when there are no requests at all', async () => {
    portalApi([]);
    renderPortal();
    expect(await screen.findByText('No exemption requests found.')).toBeInTheDocument();
    expect(screen.getByText('0 requests in all')).toBeInTheDocument();
    expect(card('Pending Review')).toHaveTextContent('0');
  });

  it('is in Spanish for a Spanish reader', async () => {
    portalApi(ALL, { me: { ...REVIEWER, preferredLanguage: 'es' } });
    renderPortal();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portal estatal de exenciones' }),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: /Solicitudes de exención/ });
    expect(screen.getByRole('button', { name: /^2 Pendiente de revisión$/ })).toBeInTheDocument();
    expect(screen.getByText('8 solicitudes en total')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Ver perfil de/ })).toHaveLength(8));
  });
});
