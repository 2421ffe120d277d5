import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryOptions } from '../../src/lib/auth';
import { i18n } from '../../src/lib/i18n';
import { makeUser } from '../activities/support';
import { renderDashboard } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function account() {
  return screen.getByRole('heading', { level: 3, name: 'Medicaid Account' }).parentElement!;
}

const ENROLLED = makeUser({
  medicaidState: 'CA',
  medicaidId: 'CA-1234567',
  medicaidStartDate: '2024-01-01',
  medicaidEnrolledThroughDate: '2025-12-31',
});

describe('Medicaid account', () => {
  it('shows the account details, or Not provided', async () => {
    await renderDashboard({ user: ENROLLED });
    expect(within(account()).getByText('Medicaid state').nextElementSibling).toHaveTextContent('California');
    expect(within(account()).getByText('Medicaid ID').nextElementSibling).toHaveTextContent('CA-1234567');
    expect(within(account()).getByText('Coverage start date').nextElementSibling).toHaveTextContent(
      'Jan 01, 2024',
    );
    expect(within(account()).getByText('Enrolled through').nextElementSibling).toHaveTextContent(
      'Dec 31, 2025',
    );
  });

  it('says Not provided for missing details', async () => {
    await renderDashboard();
    expect(within(account()).getAllByText('Not provided')).toHaveLength(4);
  });

  it('refuses an enrolled-through date that is not after the start date', async () => {
    const { api } = await renderDashboard({ user: ENROLLED });
    const user = userEvent.setup();
    await user.click(within(account()).getByRole('button', { name: 'Edit Medicaid Account' }));
    // The form's code comes on first use.
    expect(await within(account()).findByLabelText('Medicaid state')).toHaveFocus();
    const through = within(account()).getByLabelText(/^Enrolled through/);
    await user.clear(through);
    await user.type(through, '2024-01-01');
    await user.click(within(account()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid Date Range')).toBeInTheDocument();
    expect(screen.getAllByText('Enrolled through date must be after the start date.')).toHaveLength(2);
    expect(through).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('PATCH /api/user/medicaid-account')).toHaveLength(0);
  });

  it('saves valid details, shows them and returns focus to Edit', async () => {
    const updated = makeUser({
      medicaidState: 'NV',
      medicaidId: 'NV-42',
      medicaidStartDate: '2025-02-01',
      medicaidEnrolledThroughDate: '2026-01-31',
    });
    const { api, queryClient } = await renderDashboard({
      handlers: {
        'PATCH /api/user/medicaid-account': { body: { message: 'Medicaid account updated', user: updated } },
      },
    });
    const user = userEvent.setup();
    await user.click(within(account()).getByRole('button', { name: 'Edit Medicaid Account' }));
    await user.selectOptions(await within(account()).findByLabelText('Medicaid state'), 'NV');
    await user.type(within(account()).getByLabelText('Medicaid ID'), 'NV-42');
    await user.type(within(account()).getByLabelText('Coverage start date'), '2025-02-01');
    await user.type(within(account()).getByLabelText(/^Enrolled through/), '2026-01-31');
    await user.click(within(account()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Medicaid Account Updated')).toBeInTheDocument();
    expect(api.to('PATCH /api/user/medicaid-account').map((call) => call.body)).toEqual([
      {
        medicaidState: 'NV',
        medicaidId: 'NV-42',
        medicaidStartDate: '2025-02-01',
        medicaidEnrolledThroughDate: '2026-01-31',
      },
    ]);
    expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)).toEqual(updated);
    await waitFor(() =>
      expect(within(account()).getByText('Medicaid state').nextElementSibling).toHaveTextContent('Nevada'),
    );
    expect(within(account()).getByRole('button', { name: 'Edit Medicaid Account' })).toHaveFocus();
  });

  it('shows a server refusal on its field', async () => {
    await renderDashboard({
      handlers: {
        'PATCH /api/user/medicaid-account': {
          status: 400,
          body: {
            message: 'Enrolled through date must be after the start date.',
            fieldErrors: {
              medicaidEnrolledThroughDate: 'Enrolled through date must be after the start date.',
            },
          },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(within(account()).getByRole('button', { name: 'Edit Medicaid Account' }));
    await user.click(within(account()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(within(account()).getByLabelText(/^Enrolled through/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('translates the date range rule into Spanish', async () => {
    await renderDashboard({ user: { ...ENROLLED, preferredLanguage: 'es' } });
    await waitFor(() => expect(i18n.language).toBe('es'));
    const section = screen.getByRole('heading', { level: 3, name: 'Cuenta de Medicaid' }).parentElement!;
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Editar cuenta de Medicaid' }));
    const through = within(section).getByLabelText(/^Inscrito hasta/);
    await user.clear(through);
    await user.type(through, '2023-06-01');
    await user.click(within(section).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Rango de fechas no válido')).toBeInTheDocument();
    expect(
      within(section).getByText(
        'La fecha hasta la que está inscrito debe ser posterior a la fecha de inicio.',
      ),
    ).toBeInTheDocument();
  });

  it('is shown but not offered for change while an administrator views the account', async () => {
    await renderDashboard({ user: { ...ENROLLED, isImpersonating: true, impersonatorUsername: 'admin' } });
    expect(within(account()).getByText('Medicaid ID').nextElementSibling).toHaveTextContent('CA-1234567');
    expect(
      within(account()).queryByRole('button', { name: 'Edit Medicaid Account' }),
    ).not.toBeInTheDocument();
    expect(
      within(account()).getByText(
        'The Medicaid account cannot be changed while you are viewing this account as an administrator.',
      ),
    ).toBeInTheDocument();
  });
});
