import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../src/lib/i18n';
import { settled } from '../support/render';
import { makeUser } from '../support/users';
import { ADMIN, catalogueApi, makeType, renderCatalogue } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await applyLanguage('en');
});

const WORK = makeType({
  exemptionName: 'Medically Frail',
  abbreviation: 'FRAIL',
  description: 'A disability or serious illness.',
  exemptionNameEs: 'Con fragilidad médica',
  descriptionEs: 'Una discapacidad o una enfermedad grave.',
  state: 'Default',
  minDurationMonths: 3,
  maxDurationMonths: 12,
  defaultDurationMonths: 6,
  allowsPermanent: true,
  isRenewable: true,
  sortOrder: 2,
});
const CARE = makeType({ exemptionName: 'Caregiver', state: 'Georgia', isActive: false, sortOrder: 0 });
const STUDENT = makeType({ exemptionName: 'Student', abbreviation: 'STUDENT', sortOrder: 1 });

async function table() {
  return screen.findByRole('table', { name: /Exemption types/ });
}

/** The names in the table's rows, top to bottom. */
function rowNames(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

function rowOf(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name }).closest('tr')!;
}

describe('/admin/medicaid-exemptions for someone who is not an administrator', () => {
  it('shows Access Denied and asks for nothing of the catalogue', async () => {
    const api = catalogueApi([WORK], { me: makeUser({ isAdmin: false }) });
    const { queryClient } = renderCatalogue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await settled(queryClient, api);
    expect(api.calls).toEqual(['GET /api/session']);
  });
});

describe('the exemption table', () => {
  it('has the title, the way back, and the types in sort order under every column', async () => {
    catalogueApi([WORK, CARE, STUDENT]);
    renderCatalogue();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Medicaid Exemptions Management' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Admin Dashboard/ })).toHaveAttribute('href', '/admin');
    const grid = await table();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Drag to reorder',
      '#',
      'Exemption Name',
      'Abbreviation',
      'Description',
      'State',
      'Status',
      'Min (Mo)',
      'Max (Mo)',
      'Default (Mo)',
      'Permanent',
      'Renewable',
      'Sort Order',
      'Actions',
    ]);
    expect(rowNames()).toEqual(['Caregiver', 'Student', 'Medically Frail']);

    const cells = within(rowOf('Medically Frail'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Handle, #, then the values after the name, and the actions.
    expect(cells.slice(1)).toEqual([
      '3',
      'FRAIL',
      'A disability or serious illness.',
      'Default (all states)',
      'Active',
      '3',
      '12',
      '6',
      'Yes',
      'Yes',
      '2',
      '',
    ]);
    const caregiver = within(rowOf('Caregiver'));
    expect(caregiver.getByText('Georgia')).toBeInTheDocument();
    expect(caregiver.getByText('Inactive')).toBeInTheDocument();
    expect(caregiver.getAllByText('Not set')).toHaveLength(3);
    expect(caregiver.getByRole('button', { name: 'Move Caregiver' })).toBeInTheDocument();
    expect(caregiver.getByRole('button', { name: 'Edit Caregiver' })).toBeInTheDocument();
    expect(caregiver.getByRole('button', { name: 'Delete Caregiver' })).toBeInTheDocument();
  });

  it('says so when there are no exemptions', async () => {
    catalogueApi([]);
    renderCatalogue();
    expect(
      await screen.findByText('No exemptions found. Add your first exemption to get started.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Exemption' })).toBeInTheDocument();
  });

  it('is in Spanish for a Spanish reader', async () => {
    catalogueApi([CARE], { me: { ...ADMIN, preferredLanguage: 'es' } });
    renderCatalogue();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestión de exenciones de Medicaid' }),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: /Tipos de exención/ });
    expect(within(rowOf('Caregiver')).getByText('Inactiva')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar nueva exención' })).toBeInTheDocument();
  });
});

describe('adding an exemption', () => {
  it('offers Default and the 50 states, and checks the fields with the contract’s messages', async () => {
    const api = catalogueApi([CARE]);
    renderCatalogue();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add New Exemption' }));
    // The form's code comes on first use.
    const form = await screen.findByRole('form', { name: 'Add New Exemption' });
    expect(within(form).getByLabelText(/^Exemption Name/)).toHaveFocus();

    const state = within(form).getByLabelText(/^State/);
    const options = within(state).getAllByRole('option');
    expect(options).toHaveLength(51);
    expect(options[0]).toHaveTextContent('Default (all states)');
    expect(options[0]).toHaveValue('Default');
    expect(options.map((option) => option.textContent)).toContain('Wyoming');
    expect(options.map((option) => option.textContent)).not.toContain('District of Columbia');
    expect(state).toHaveValue('Default');

    await user.type(within(form).getByLabelText(/^Abbreviation/), 'SIXTEEN-LETTERS!');
    await user.type(within(form).getByLabelText(/^Sort Order/), '-1');
    await user.type(within(form).getByLabelText('Maximum'), '25');
    await user.click(within(form).getByRole('button', { name: 'Create Exemption' }));

    expect(await within(form).findByText('Exemption name is required')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Exemption Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Abbreviation must be 15 characters or less')).toBeInTheDocument();
    expect(within(form).getByText('Sort order must be 0 or more')).toBeInTheDocument();
    expect(within(form).getByText('Duration must be 1 to 24 months')).toBeInTheDocument();

    const minimum = within(form).getByLabelText('Minimum');
    await user.type(minimum, '0');
    await user.click(within(form).getByRole('button', { name: 'Create Exemption' }));
    await waitFor(() => expect(within(form).getAllByText('Duration must be 1 to 24 months')).toHaveLength(2));
    expect(api.to('POST /api/admin/medicaid-exemptions')).toHaveLength(0);
  });

  it('sends every field, an empty sort order as 0 and empty durations as unset, and says so', async () => {
    const api = catalogueApi([CARE]);
    renderCatalogue();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add New Exemption' }));
    const form = await screen.findByRole('form', { name: 'Add New Exemption' });
    await user.type(within(form).getByLabelText(/^Exemption Name/), '  Pregnant  ');
    await user.type(within(form).getByLabelText(/^Abbreviation/), 'PREG');
    await user.type(within(form).getByLabelText('Description'), 'Pregnant or postpartum.');
    await user.type(within(form).getByLabelText('Name in Spanish'), 'Embarazada');
    await user.type(within(form).getByLabelText('What proof helps'), 'A note from your clinic.');
    await user.type(within(form).getByLabelText('What proof helps, in Spanish'), 'Una nota de su clínica.');
    await user.selectOptions(within(form).getByLabelText(/^State/), 'Texas');
    await user.type(within(form).getByLabelText('Default'), '12');
    await user.click(within(form).getByLabelText('Renewable'));
    await user.click(within(form).getByRole('button', { name: 'Create Exemption' }));

    expect(await screen.findByText('Exemption created successfully')).toBeInTheDocument();
    expect(api.to('POST /api/admin/medicaid-exemptions')[0]?.body).toEqual({
      exemptionName: 'Pregnant',
      abbreviation: 'PREG',
      description: 'Pregnant or postpartum.',
      exemptionNameEs: 'Embarazada',
      descriptionEs: null,
      proofHint: 'A note from your clinic.',
      proofHintEs: 'Una nota de su clínica.',
      state: 'Texas',
      isActive: true,
      sortOrder: 0,
      minDurationMonths: null,
      maxDurationMonths: null,
      defaultDurationMonths: 12,
      allowsPermanent: false,
      isRenewable: true,
    });
    expect(screen.queryByRole('form', { name: 'Add New Exemption' })).not.toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toContain('Pregnant'));
    expect(screen.getByRole('button', { name: 'Add New Exemption' })).toHaveFocus();
  });

  it('shows the server’s field errors on the fields and its message in a toast', async () => {
    catalogueApi([CARE], {
      extra: ({ method, path }) =>
        method === 'POST' && path === '/api/admin/medicaid-exemptions'
          ? {
              status: 409,
              body: {
                message: 'An exemption with this name already exists',
                fieldErrors: { exemptionName: 'An exemption with this name already exists' },
              },
            }
          : undefined,
    });
    renderCatalogue();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add New Exemption' }));
    const form = await screen.findByRole('form', { name: 'Add New Exemption' });
    await user.type(within(form).getByLabelText(/^Exemption Name/), 'Caregiver');
    await user.click(within(form).getByRole('button', { name: 'Create Exemption' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(within(form).getByText('An exemption with this name already exists')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Exemption Name/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('editing in place', () => {
  it('opens the row as a form with its values, saves with PUT and says so', async () => {
    const api = catalogueApi([WORK, CARE, STUDENT]);
    renderCatalogue();
    await table();
    const user = userEvent.setup();
    await user.click(within(rowOf('Medically Frail')).getByRole('button', { name: 'Edit Medically Frail' }));
    const form = screen.getByRole('form', { name: 'Edit exemption: Medically Frail' });
    const name = within(form).getByLabelText(/^Exemption Name/);
    expect(name).toHaveValue('Medically Frail');
    expect(name).toHaveFocus();
    expect(within(form).getByLabelText(/^Abbreviation/)).toHaveValue('FRAIL');
    expect(within(form).getByLabelText('Name in Spanish')).toHaveValue('Con fragilidad médica');
    expect(within(form).getByLabelText('What proof helps, in Spanish')).toHaveValue('');
    expect(within(form).getByLabelText('Minimum')).toHaveValue(3);
    expect(within(form).getByLabelText('Maximum')).toHaveValue(12);
    expect(within(form).getByLabelText('Default')).toHaveValue(6);
    expect(within(form).getByLabelText(/^Sort Order/)).toHaveValue(2);
    expect(within(form).getByLabelText('Can be permanent')).toBeChecked();
    // While a row is edited, no row can be dragged.
    expect(screen.getByRole('button', { name: 'Move Caregiver' })).toHaveAttribute('aria-disabled', 'true');

    await user.clear(name);
    await user.type(name, 'Medically Frail or Disabled');
    await user.clear(within(form).getByLabelText('Minimum'));
    await user.click(within(form).getByLabelText(/^Active/));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Exemption updated successfully')).toBeInTheDocument();
    expect(api.to(`PUT /api/admin/medicaid-exemptions/${WORK.id}`)[0]?.body).toEqual({
      exemptionName: 'Medically Frail or Disabled',
      abbreviation: 'FRAIL',
      description: 'A disability or serious illness.',
      exemptionNameEs: 'Con fragilidad médica',
      descriptionEs: 'Una discapacidad o una enfermedad grave.',
      proofHint: null,
      proofHintEs: null,
      state: 'Default',
      isActive: false,
      sortOrder: 2,
      minDurationMonths: null,
      maxDurationMonths: 12,
      defaultDurationMonths: 6,
      allowsPermanent: true,
      isRenewable: true,
    });
    await waitFor(() => expect(rowNames()).toContain('Medically Frail or Disabled'));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Medically Frail or Disabled' })).toHaveFocus();
  });

  it('puts the row back unchanged on Cancel, sending nothing', async () => {
    const api = catalogueApi([WORK, CARE]);
    renderCatalogue();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Caregiver' }));
    const form = screen.getByRole('form', { name: 'Edit exemption: Caregiver' });
    await user.type(within(form).getByLabelText(/^Exemption Name/), ' changed');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(rowNames()).toEqual(['Caregiver', 'Medically Frail']);
    expect(screen.getByRole('button', { name: 'Edit Caregiver' })).toHaveFocus();
    expect(api.requests.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('checks the Spanish name with the contract’s message, in Spanish for a Spanish reader', async () => {
    const api = catalogueApi([CARE], { me: { ...ADMIN, preferredLanguage: 'es' } });
    renderCatalogue();
    await screen.findByRole('table', { name: /Tipos de exención/ });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Editar Caregiver/ }));
    const form = screen.getByRole('form');
    const name = within(form).getByLabelText('Nombre en español');
    expect(name).toHaveAttribute('lang', 'es');
    await user.click(name);
    await user.paste('n'.repeat(256));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(form).findByText('El nombre en español debe tener 255 caracteres o menos'),
    ).toBeInTheDocument();
    expect(api.requests.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('checks the edited fields before sending', async () => {
    const api = catalogueApi([CARE]);
    renderCatalogue();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Caregiver' }));
    const form = screen.getByRole('form', { name: 'Edit exemption: Caregiver' });
    await user.clear(within(form).getByLabelText(/^Exemption Name/));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Exemption name is required')).toBeInTheDocument();
    expect(api.requests.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});

describe('deleting', () => {
  it('asks first, then deletes and says so', async () => {
    const api = catalogueApi([WORK, CARE]);
    renderCatalogue();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Caregiver' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this exemption?' });
    expect(dialog).toHaveTextContent('“Caregiver” will be removed from the exemption types.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Caregiver' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Exemption' }),
    );
    expect(await screen.findByText('Exemption deleted successfully')).toBeInTheDocument();
    expect(api.to(`DELETE /api/admin/medicaid-exemptions/${CARE.id}`)).toHaveLength(1);
    await waitFor(() => expect(rowNames()).toEqual(['Medically Frail']));
  });
});
