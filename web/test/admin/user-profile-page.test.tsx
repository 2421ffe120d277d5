import { type RulesResponse, rulesOf } from '@tracker/contracts/http/rules';
import { federal2027Profile } from '@tracker/contracts/rules/profiles/federal-2027';
import { seedProfile } from '@tracker/contracts/rules/profiles/seed';
import type { AdminUserProfile } from '@tracker/contracts/http/admin-users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../src/lib/i18n';
import { violations } from '../support/axe';
import { settled } from '../support/render';
import { adminApi, currentUser, profile, renderAt, USERS } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
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
    expect(valueOf(requirements, 'Required monthly hours')).toBe('20 (state rule)');
    // A calendar date: the first of January whatever the reader's time zone.
    expect(valueOf(requirements, 'Date of birth')).toBe('January 1, 2009');
    // Administrators see no more of the Medicaid id than the server sends: its last 4 characters.
    expect(valueOf(requirements, 'Seasonal worker')).toBe('No');
    expect(valueOf(requirements, 'Medicaid state')).toBe('CA');
    expect(valueOf(requirements, 'Medicaid ID')).toBe('••••7665');
    expect(within(requirements).getByLabelText('Medicaid ID ending in 7665')).toBeInTheDocument();

    const account = section('Account Information');
    expect(valueOf(account, 'Last login')).toBe('Never');
    expect(valueOf(account, 'User ID')).toBe(USERS.maria.id);
    expect(valueOf(account, 'Account created')).toMatch(/2025/);
  });

  it('shows the phone when there is one, whether it is confirmed, and Adult for adults', async () => {
    adminApi({
      extra: ({ path }) =>
        path.startsWith('/api/admin/user/')
          ? { body: profile({ phone: '555-123-4567', phoneVerified: false, isMinor: false }) }
          : undefined,
    });
    renderAt(PATH);
    await screen.findByRole('heading', { level: 1 });
    expect(valueOf(section('Basic Information'), 'Phone')).toBe('555-123-4567 Not confirmed');
    expect(valueOf(section('Status & Requirements'), 'Enrollment status')).toBe('Adult');
  });

  it('says Confirmed for a confirmed phone, and names hours set for this person as such', async () => {
    adminApi({
      extra: ({ path }) =>
        path.startsWith('/api/admin/user/')
          ? {
              body: profile({
                phone: '555-123-4567',
                phoneVerified: true,
                requiredHours: 30,
                requiredHoursOverride: 30,
              }),
            }
          : undefined,
    });
    renderAt(PATH);
    await screen.findByRole('heading', { level: 1 });
    expect(valueOf(section('Basic Information'), 'Phone')).toBe('555-123-4567 Confirmed');
    expect(valueOf(section('Status & Requirements'), 'Required monthly hours')).toBe(
      '30 (set for this person)',
    );
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
    const { queryClient } = renderAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    await settled(queryClient, api);
    expect(api.calls).toEqual(['GET /api/session']);
  });
});

describe('changing the requirement', () => {
  const REQUIREMENT = `PATCH /api/admin/user/${USERS.maria.id}/requirement`;

  /**
   * The profile page over a server that applies requirement changes the way the identity service
   * does (null hours: the state's 20), or answers `refusal`.
   */
  function requirementApi(
    start: AdminUserProfile,
    refusal?: { status: number; body: unknown },
    rules?: RulesResponse,
  ) {
    let stored = start;
    return adminApi({
      rules,
      extra: ({ method, path, body }) => {
        if (method === 'GET' && path === `/api/admin/user/${USERS.maria.id}`) return { body: stored };
        if (method === 'PATCH' && path === `/api/admin/user/${USERS.maria.id}/requirement`) {
          if (refusal) return refusal;
          const change = body as {
            requiredMonthlyHours?: number | null;
            birthdate?: string | null;
            seasonalWorker?: boolean;
          };
          if (change.requiredMonthlyHours !== undefined) {
            stored = {
              ...stored,
              requiredHoursOverride: change.requiredMonthlyHours,
              requiredHours: change.requiredMonthlyHours ?? 20,
            };
          }
          if (change.birthdate !== undefined) stored = { ...stored, dateOfBirth: change.birthdate };
          if (change.seasonalWorker !== undefined)
            stored = { ...stored, seasonalWorker: change.seasonalWorker };
          return { body: stored };
        }
        return undefined;
      },
    });
  }

  async function openDialog() {
    await screen.findByRole('heading', { level: 1 });
    const opener = within(section('Status & Requirements')).getByRole('button', {
      name: 'Change Requirement',
    });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Change the requirement for Maria Lopez' });
    return { dialog, opener };
  }

  it('sets hours for this person, says the change is audited, and shows the answer', async () => {
    const api = requirementApi(profile());
    renderAt(PATH);
    const { dialog, opener } = await openDialog();
    expect(dialog).toHaveAccessibleDescription(
      /The change, and who made it, is recorded in the audit trail\./,
    );
    const stateRule = within(dialog).getByRole('radio', { name: /^Follow the state's rule/ });
    expect(stateRule).toBeChecked();
    expect(within(dialog).queryByLabelText(/^Hours each month/)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Set hours for this person' }));
    const hours = within(dialog).getByLabelText(/^Hours each month/);
    expect(hours).toHaveAccessibleDescription('From 1 to 744.');
    await userEvent.type(hours, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Requirement' }));

    expect(await screen.findByText('Requirement changed')).toBeInTheDocument();
    expect(screen.getByText('Maria Lopez must now report 30 hours a month.')).toBeInTheDocument();
    expect(api.to(REQUIREMENT).map((call) => call.body)).toEqual([{ requiredMonthlyHours: 30 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(valueOf(section('Status & Requirements'), 'Required monthly hours')).toBe(
      '30 (set for this person)',
    );
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("goes back to the state's rule by sending null hours", async () => {
    const api = requirementApi(profile({ requiredHours: 30, requiredHoursOverride: 30 }));
    renderAt(PATH);
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: 'Set hours for this person' })).toBeChecked();
    expect(within(dialog).getByLabelText(/^Hours each month/)).toHaveValue(30);
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Follow the state's rule/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Requirement' }));
    await waitFor(() => expect(api.to(REQUIREMENT)).toHaveLength(1));
    expect(api.to(REQUIREMENT)[0]?.body).toEqual({ requiredMonthlyHours: null });
    await waitFor(() =>
      expect(valueOf(section('Status & Requirements'), 'Required monthly hours')).toBe('20 (state rule)'),
    );
  });

  it('sends only a changed birthdate', async () => {
    const api = requirementApi(profile({ dateOfBirth: '1990-04-02' }));
    renderAt(PATH);
    const { dialog } = await openDialog();
    const birthdate = within(dialog).getByLabelText(/^Date of birth/);
    expect(birthdate).toHaveValue('1990-04-02');
    await userEvent.clear(birthdate);
    await userEvent.type(birthdate, '2008-05-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Requirement' }));
    await waitFor(() => expect(api.to(REQUIREMENT)).toHaveLength(1));
    expect(api.to(REQUIREMENT)[0]?.body).toEqual({ birthdate: '2008-05-01' });
  });

  it('records that the state found the person to be a seasonal worker, explaining what it means', async () => {
    const api = requirementApi(profile());
    renderAt(PATH);
    const { dialog } = await openDialog();
    const seasonal = within(dialog).getByRole('checkbox', { name: /^Seasonal worker/ });
    expect(seasonal).not.toBeChecked();
    // The explanation is part of the label, as for the radio buttons above it; its months are the
    // active rules'.
    await waitFor(() => expect(seasonal).toHaveAccessibleName(/6 months/));
    expect(seasonal).toHaveAccessibleName(
      /^Seasonal worker\s*Their pay averaged over the 6 months before a month counts toward that month's requirement\.$/,
    );
    await userEvent.click(seasonal);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Requirement' }));
    await waitFor(() => expect(api.to(REQUIREMENT)).toHaveLength(1));
    // Only the change is sent: the hours and the birthdate stay as they were.
    expect(api.to(REQUIREMENT)[0]?.body).toEqual({ seasonalWorker: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(valueOf(section('Status & Requirements'), 'Seasonal worker')).toBe('Yes');
  });

  it('takes the months pay is averaged over from the active rules', async () => {
    const rules = rulesOf(federal2027Profile);
    requirementApi(profile(), undefined, {
      ...rules,
      income: { ...rules.income!, seasonalAverageMonths: 4 },
    });
    renderAt(PATH);
    const { dialog } = await openDialog();
    const seasonal = within(dialog).getByRole('checkbox', { name: /^Seasonal worker/ });
    await waitFor(() =>
      expect(seasonal).toHaveAccessibleName(
        /^Seasonal worker\s*Their pay averaged over the 4 months before a month counts toward that month's requirement\.$/,
      ),
    );
  });

  it('says, under rules that do not average pay, that the finding changes nothing, keeping the checkbox', async () => {
    const api = requirementApi(profile(), undefined, rulesOf(seedProfile));
    renderAt(PATH);
    const { dialog } = await openDialog();
    const seasonal = within(dialog).getByRole('checkbox', { name: /^Seasonal worker/ });
    await waitFor(() => expect(seasonal).toHaveAccessibleName(/do not average pay/));
    expect(seasonal).not.toHaveAccessibleName(/months before/);
    await userEvent.click(seasonal);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Requirement' }));
    await waitFor(() => expect(api.to(REQUIREMENT)).toHaveLength(1));
    expect(api.to(REQUIREMENT)[0]?.body).toEqual({ seasonalWorker: true });
  });

  it('takes the finding back by sending false', async () => {
    const api = requirementApi(profile({ seasonalWorker: true }));
    renderAt(PATH);
    const { dialog } = await openDialog();
    const seasonal = within(dialog).getByRole('checkbox', { name: /^Seasonal worker/ });
    expect(seasonal).toBeChecked();
    await userEvent.click(seasonal);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Requirement' }));
    await waitFor(() => expect(api.to(REQUIREMENT)).toHaveLength(1));
    expect(api.to(REQUIREMENT)[0]?.body).toEqual({ seasonalWorker: false });
    await waitFor(() => expect(valueOf(section('Status & Requirements'), 'Seasonal worker')).toBe('No'));
  });

  it('says Trabajador de temporada in Spanish', async () => {
    adminApi({
      me: currentUser({ preferredLanguage: 'es' }),
      extra: ({ path }) =>
        path.startsWith('/api/admin/user/') ? { body: profile({ seasonalWorker: true }) } : undefined,
    });
    renderAt(PATH);
    await screen.findByRole('heading', { level: 1 });
    expect(valueOf(section('Estado y requisitos'), 'Trabajador de temporada')).toBe('Sí');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar el requisito' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: /^Trabajador de temporada/ })).toBeChecked();
    expect(
      await within(dialog).findByText(
        'Su pago promedio de los 6 meses anteriores a un mes cuenta para el requisito de ese mes.',
      ),
    ).toBeInTheDocument();
  });

  it('checks the hours before sending, and says when nothing changed', async () => {
    const api = requirementApi(profile());
    renderAt(PATH);
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Requirement' }));
    expect(await within(dialog).findByText('You have not changed anything.', {})).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Set hours for this person' }));
    const save = within(dialog).getByRole('button', { name: 'Save Requirement' });
    await userEvent.click(save);
    const hours = within(dialog).getByLabelText(/^Hours each month/);
    await waitFor(() =>
      expect(hours).toHaveAccessibleDescription(/Enter the hours this person must report each month/),
    );
    await userEvent.type(hours, '800');
    await userEvent.click(save);
    await waitFor(() =>
      expect(hours).toHaveAccessibleDescription(/Required monthly hours cannot be more than 744/),
    );
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(REQUIREMENT)).toHaveLength(0);
  });

  it("puts the server's field errors on their fields", async () => {
    requirementApi(profile(), {
      status: 400,
      body: {
        message: 'Birthdate must be after 1900',
        fieldErrors: { birthdate: 'Birthdate must be after 1900' },
      },
    });
    renderAt(PATH);
    const { dialog } = await openDialog();
    const birthdate = within(dialog).getByLabelText(/^Date of birth/);
    await userEvent.type(birthdate, '1950-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Requirement' }));
    await waitFor(() => expect(birthdate).toHaveAccessibleDescription(/Birthdate must be after 1900/));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each(['en', 'es'] as const)(
    'has no accessibility violation with the dialog open (%s)',
    async (language) => {
      adminApi({
        me: currentUser({ preferredLanguage: language }),
        extra: ({ path }) =>
          path.startsWith('/api/admin/user/') ? { body: profile({ phone: '555-123-4567' }) } : undefined,
      });
      renderAt(PATH);
      await screen.findByRole('heading', { level: 1 });
      await userEvent.click(
        screen.getByRole('button', {
          name: language === 'en' ? 'Change Requirement' : 'Cambiar el requisito',
        }),
      );
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(
        within(dialog).getByRole('radio', {
          name: language === 'en' ? 'Set hours for this person' : 'Fijar horas para esta persona',
        }),
      );
      expect(await violations()).toEqual([]);
    },
  );
});
