import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, currentUser, profile, renderAt, USERS } from './support';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PATH = `/user-profile/${USERS.maria.id}`;

function section(name: string) {
  return screen.getByRole('heading', { level: 2, name }).closest('section')!;
}

/** The value shown beside a label inside a section. */
function valueOf(container: HTMLElement, label: string) {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
}

describe('/user-profile/{userId}', () => {
  it('shows the four sections, with Not provided for empty address fields and no phone line without a phone', async () => {
    const api = adminApi({
      extra: ({ path }) =>
        path === `/api/admin/user/${USERS.maria.id}`
          ? {
              body: profile({
                address: null,
                city: 'Austin',
                state: '',
                zipCode: null,
                phone: null,
                isMinor: true,
                enrollmentStatus: 'Minor',
                requiredHours: 20,
                dateOfBirth: '2009-01-01',
                lastLogin: null,
              }),
            }
          : undefined,
    });
    renderAt(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User Profile: Maria Lopez' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Admin View')).toBeInTheDocument();
    expect(api.calls).toContain(`GET /api/admin/user/${USERS.maria.id}`);

    const basic = section('Basic Information');
    expect(valueOf(basic, 'Username')).toBe('maria');
    expect(valueOf(basic, 'Full name')).toBe('Maria Lopez');
    expect(valueOf(basic, 'Email')).toBe('maria.lopez@mail.test');
    expect(within(basic).queryByText('Phone')).not.toBeInTheDocument();

    const address = section('Address Information');
    expect(valueOf(address, 'Address')).toBe('Not provided');
    expect(valueOf(address, 'City')).toBe('Austin');
    expect(valueOf(address, 'State')).toBe('Not provided');
    expect(valueOf(address, 'ZIP code')).toBe('Not provided');

    const requirements = section('Status & Requirements');
    expect(valueOf(requirements, 'Enrollment status')).toBe('Minor');
    expect(valueOf(requirements, 'Required monthly hours')).toBe('20');
    // A calendar date: the first of January whatever the reader's time zone.
    expect(valueOf(requirements, 'Date of birth')).toBe('January 1, 2009');
    // Administrators see no more of the Medicaid id than the server sends: its last 4 characters.
    expect(valueOf(requirements, 'Medicaid state')).toBe('CA');
    expect(valueOf(requirements, 'Medicaid ID')).toBe('••••7665');
    expect(within(requirements).getByLabelText('Medicaid ID ending in 7665')).toBeInTheDocument();

    const account = section('Account Information');
    expect(valueOf(account, 'Last login')).toBe('Never');
    expect(valueOf(account, 'User ID')).toBe(USERS.maria.id);
    expect(valueOf(account, 'Account created')).toMatch(/2025/);
  });

  it('shows the phone when there is one, and Adult for adults', async () => {
    adminApi({
      extra: ({ path }) =>
        path.startsWith('/api/admin/user/')
          ? { body: profile({ phone: '555-123-4567', isMinor: false }) }
          : undefined,
    });
    renderAt(PATH);
    await screen.findByRole('heading', { level: 1 });
    expect(valueOf(section('Basic Information'), 'Phone')).toBe('555-123-4567');
    expect(valueOf(section('Status & Requirements'), 'Enrollment status')).toBe('Adult');
  });

  it('says Not provided when no Medicaid details are on file', async () => {
    adminApi({
      extra: ({ path }) =>
        path.startsWith('/api/admin/user/')
          ? { body: profile({ medicaidState: null, maskedMedicaidId: null }) }
          : undefined,
    });
    renderAt(PATH);
    await screen.findByRole('heading', { level: 1 });
    expect(valueOf(section('Status & Requirements'), 'Medicaid state')).toBe('Not provided');
    expect(valueOf(section('Status & Requirements'), 'Medicaid ID')).toBe('Not provided');
  });

  it('says User Not Found, with a way back to the state portal, when the server knows no such user', async () => {
    adminApi({
      extra: ({ path }) =>
        path.startsWith('/api/admin/user/')
          ? { status: 404, body: { message: 'User Not Found' } }
          : undefined,
    });
    renderAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'User Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested user profile could not be found.')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /Back to State Exemption Portal/ });
    for (const link of links) expect(link).toHaveAttribute('href', '/state-portal');
  });

  it('shows Access Denied to non-administrators and asks for no profile', async () => {
    const api = adminApi({ me: currentUser({ isAdmin: false }) });
    renderAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual(['GET /api/user']);
  });
});
