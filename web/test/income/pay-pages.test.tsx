import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddPayPage } from '../../src/features/income/components/add-pay-page';
import { PayPage } from '../../src/features/income/components/pay-page';
import { i18n } from '../../src/lib/i18n';
import { fileOfSize, type Handler, makeUser, mockApi, renderPage } from '../activities/support';
import { FEDERAL_RULES, makeIncome, SEED_RULES } from './support';

/** The first form loads the contract's schema, which can take seconds on a busy machine. */
const SLOW = { timeout: 15_000 };

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const PAID = makeIncome({
  employer: 'Riverside Grocery',
  grossAmount: '600.00',
  grossAmountCents: 60_000,
  payDate: '2026-11-20',
  periodStart: '2026-11-03',
  periodEnd: '2026-11-16',
  hoursWorked: 38.5,
  attachments: [
    {
      id: '00000000-0000-4000-8000-0000000000c1',
      incomeId: '00000000-0000-4000-8000-0000000000b1',
      fileName: 'stored.pdf',
      originalName: 'stub.pdf',
      fileSize: 2048,
      fileType: 'application/pdf',
      uploadedAt: '2026-11-20T15:00:00.000Z',
      uploadedBy: null,
    },
  ],
});

function renderList(handlers: Record<string, Handler> = {}, language: 'en' | 'es' = 'en') {
  const api = mockApi({
    'GET /api/user': { body: makeUser({ preferredLanguage: language }) },
    'GET /api/rules': { body: FEDERAL_RULES },
    'GET /api/income': { body: [PAID], headers: { 'X-Total-Count': '1' } },
    ...handlers,
  });
  return { ...renderPage(<PayPage />, { path: '/pay' }), api };
}

describe('/pay', () => {
  it('lists each record with its employer, gross pay, pay date, period, hours and paystubs', async () => {
    renderList();
    const list = await screen.findByRole('list', { name: 'Pay records' }, SLOW);
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Riverside Grocery' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Gross pay$600.00');
    expect(item).toHaveTextContent('Pay dateNov 20, 2026');
    expect(item).toHaveTextContent('Pay periodNov 03, 2026 to Nov 16, 2026');
    expect(item).toHaveTextContent('Hours worked38.5');
    expect(item).toHaveTextContent('1 paystub');
    expect(within(item).getByRole('link', { name: 'Edit Riverside Grocery, Nov 20, 2026' })).toHaveAttribute(
      'href',
      `/pay/${PAID.id}`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pay (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report pay' })).toHaveAttribute('href', '/pay/new');
  });

  it('says so when there is nothing yet, and when pay does not count under the rules', async () => {
    renderList({
      'GET /api/rules': { body: SEED_RULES },
      'GET /api/income': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    expect(await screen.findByText('No pay reported yet.', undefined, SLOW)).toBeInTheDocument();
    expect(
      await screen.findByText(/pay does not meet the monthly requirement/, undefined, SLOW),
    ).toBeInTheDocument();
  });

  it('deletes a record after asking', async () => {
    const { api } = renderList({ [`DELETE /api/income/${PAID.id}`]: { status: 204 } });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Delete Riverside Grocery, Nov 20, 2026' }, SLOW),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this pay record?' }, SLOW);
    expect(dialog).toHaveTextContent('The pay from Riverside Grocery of Nov 20, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.to(`DELETE /api/income/${PAID.id}`)).toHaveLength(1));
    expect(await screen.findByText('Pay record deleted', undefined, SLOW)).toBeInTheDocument();
  });

  it('writes amounts and dates the Spanish way in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderList({}, 'es');
    const item = within(await screen.findByRole('list', { name: 'Registros de pago' }, SLOW)).getByRole(
      'listitem',
    );
    expect(item).toHaveTextContent('Pago bruto$600.00');
    expect(item).toHaveTextContent('Fecha de pago20 nov 2026');
  });
});

function renderAdd(handlers: Record<string, Handler> = {}, language: 'en' | 'es' = 'en') {
  const api = mockApi({
    'GET /api/user': { body: makeUser({ preferredLanguage: language }) },
    'GET /api/rules': { body: FEDERAL_RULES },
    ...handlers,
  });
  return { ...renderPage(<AddPayPage />, { path: '/pay/new' }), api };
}

/** Today in the browser's calendar, as the form counts it. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

describe('/pay/new', () => {
  it('says what counts under the active rules', async () => {
    renderAdd();
    const box = await screen.findByRole('region', { name: 'What counts' }, SLOW);
    expect(box).toHaveTextContent('the amount before taxes');
    expect(box).toHaveTextContent('the month of its pay date');
    expect(box).toHaveTextContent('A month is met with pay of at least $580.00 in it.');
    expect(screen.getByLabelText(/^Pay date/)).toHaveAttribute('max', today());
  });

  it('lists the problems in a summary that takes the focus, and sends nothing', async () => {
    const { api } = renderAdd();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save pay' }, SLOW));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' }, SLOW);
    const alert = summary.closest('.usa-alert') as HTMLElement;
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent('Please correct 4 fields:');
    expect(alert).toHaveTextContent('Employer: Employer is required');
    expect(screen.getByLabelText(/^Employer/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(alert).getByRole('link', { name: /^Gross amount/ }));
    expect(screen.getByLabelText(/^Gross amount/)).toHaveFocus();
    expect(api.to('POST /api/income')).toHaveLength(0);
  });

  it('sends the record as a form with the time zone, and goes back to the list', async () => {
    const { api, location } = renderAdd({ 'POST /api/income': { status: 201, body: PAID } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Employer/, undefined, SLOW), 'Riverside Grocery');
    await user.type(screen.getByLabelText(/^Gross amount/), '600');
    await user.type(screen.getByLabelText(/^Pay period start/), today());
    await user.type(screen.getByLabelText(/^Pay period end/), today());
    await user.type(screen.getByLabelText(/^Hours worked/), '38.5');
    await user.click(screen.getByRole('button', { name: 'Save pay' }));
    await waitFor(() => expect(location()).toBe('/pay'));
    const [call] = api.to('POST /api/income');
    expect(call?.url).toContain(
      `timezone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
    );
    const body = call?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      employer: 'Riverside Grocery',
      grossAmount: '600.00',
      payDate: today(),
      periodStart: today(),
      periodEnd: today(),
      hoursWorked: '38.5',
    });
  });

  it('does not save the record without the paystub the person chose, unless they say so', async () => {
    const { api, location } = renderAdd({ 'POST /api/income': { status: 201, body: PAID } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Employer/, undefined, SLOW), 'Riverside Grocery');
    await user.type(screen.getByLabelText(/^Gross amount/), '600');
    await user.type(screen.getByLabelText(/^Pay period start/), today());
    await user.type(screen.getByLabelText(/^Pay period end/), today());
    const paystub = screen.getByLabelText('Paystub (optional)') as HTMLInputElement;
    await user.upload(paystub, fileOfSize('stub.pdf', 5 * 1024 * 1024 + 1));
    expect(
      await screen.findByText(/^stub\.pdf was not attached: it is larger than 5 MB\./),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save pay' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    const alert = summary.closest('.usa-alert') as HTMLElement;
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(alert).getByRole('link', { name: /^Paystub \(optional\): stub\.pdf/ })).toBeInTheDocument();
    expect(api.to('POST /api/income')).toHaveLength(0);
    expect(screen.getByLabelText(/^Employer/)).toHaveValue('Riverside Grocery');

    await user.click(screen.getByRole('checkbox', { name: /Save without the file/ }));
    await user.click(screen.getByRole('button', { name: 'Save pay' }));
    await waitFor(() => expect(location()).toBe('/pay'));
    const body = api.to('POST /api/income')[0]!.body as FormData;
    expect(body.has('file')).toBe(false);
  });

  it("puts the server's field errors on their fields, in Spanish too", async () => {
    await i18n.changeLanguage('es');
    renderAdd(
      {
        'POST /api/income': {
          status: 400,
          body: {
            message: 'Validation failed',
            fieldErrors: { employer: 'Employer is required' },
          },
        },
      },
      'es',
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Empleador/, undefined, SLOW), 'Panadería Sol');
    await user.type(screen.getByLabelText(/^Cantidad bruta/), '250');
    await user.type(screen.getByLabelText(/^Inicio del período/), today());
    await user.type(screen.getByLabelText(/^Fin del período/), today());
    await user.click(screen.getByRole('button', { name: 'Guardar pago' }));
    const heading = await screen.findByRole('heading', { name: 'Hay un problema' }, SLOW);
    expect(heading.closest('.usa-alert')).toHaveTextContent('Empleador: El empleador es obligatorio');
  });
});
