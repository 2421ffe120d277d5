import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddPayPage } from '../../src/features/income/components/add-pay-page';
import { PayPage } from '../../src/features/income/components/pay-page';
import { entryWindowMessage } from '../../src/lib/entry-window';
import { i18n } from '../../src/lib/i18n';
import { type Handler, makeUser, mockApi, pinClockToFixtures, renderPage } from '../activities/support';
import { FEDERAL_RULES, makeIncome } from './support';

// The pay date in the entry window the activity forms use, on their clock: noon on 20 March 2025,
// reporting day the 15th, so March is open and February closed on March 15.

/** The first form loads the contract's schema, which can take seconds on a busy machine. */
const SLOW = { timeout: 15_000 };
const FEBRUARY_CLOSED =
  'Reporting for February 2025 closed on March 15, 2025. State staff can add a late entry.';
/** The activity forms' Spanish for the same refusal (test/activities/entry-window.test.tsx). */
const FEBRUARY_CLOSED_ES =
  'El reporte de febrero de 2025 cerró el 15 de marzo de 2025. El personal del estado puede agregar una entrada tardía.';
const REASON = 'Paper paystub mailed on March 10';
const STAFF = makeUser({ isImpersonating: true, impersonatorUsername: 'admin' });

beforeEach(pinClockToFixtures);
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderAdd(options: { user?: ReturnType<typeof makeUser>; handlers?: Record<string, Handler> } = {}) {
  const api = mockApi({
    'GET /api/user': { body: options.user ?? makeUser() },
    'GET /api/rules': { body: FEDERAL_RULES },
    ...options.handlers,
  });
  return { ...renderPage(<AddPayPage />, { path: '/pay/new' }), api };
}

/** Fills every field but the pay date's, with a period in February. */
async function fillFebruaryPay(labels: { employer: RegExp; amount: RegExp; start: RegExp; end: RegExp }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.employer, undefined, SLOW), 'Riverside Grocery');
  await user.type(screen.getByLabelText(labels.amount), '600');
  fireEvent.change(screen.getByLabelText(labels.start), { target: { value: '2025-02-10' } });
  fireEvent.change(screen.getByLabelText(labels.end), { target: { value: '2025-02-24' } });
  return user;
}

const ENGLISH = {
  employer: /^Employer/,
  amount: /^Gross amount/,
  start: /^Pay period start/,
  end: /^Pay period end/,
};

describe('the pay date in the entry window', () => {
  it('refuses a closed month before sending, in Spanish with the activity form’s words', async () => {
    await i18n.changeLanguage('es');
    const { api } = renderAdd({ user: makeUser({ preferredLanguage: 'es' }) });
    const user = await fillFebruaryPay({
      employer: /^Empleador/,
      amount: /^Cantidad bruta/,
      start: /^Inicio del período/,
      end: /^Fin del período/,
    });
    const payDate = screen.getByLabelText(/^Fecha de pago/);
    expect(payDate).toHaveAttribute('min', '2025-03-01');
    expect(payDate).toHaveAttribute('max', '2025-03-20');
    fireEvent.change(payDate, { target: { value: '2025-02-28' } });
    await user.click(screen.getByRole('button', { name: 'Guardar pago' }));
    const heading = await screen.findByRole('heading', { name: 'Hay un problema' }, SLOW);
    expect(heading.closest('.usa-alert')).toHaveTextContent(`Fecha de pago: ${FEBRUARY_CLOSED_ES}`);
    expect(api.to('POST /api/income')).toHaveLength(0);
    expect(screen.queryByLabelText(/^Motivo de la entrada tardía/)).not.toBeInTheDocument();
  });

  it('asks state staff acting for the enrollee for a reason, and sends it as lateEntryReason', async () => {
    const { api, location } = renderAdd({
      user: STAFF,
      handlers: { 'POST /api/income': { status: 201, body: makeIncome() } },
    });
    const user = await fillFebruaryPay(ENGLISH);
    const payDate = screen.getByLabelText(/^Pay date/);
    expect(payDate).not.toHaveAttribute('min');
    expect(screen.queryByLabelText(/^Reason for the late entry/)).not.toBeInTheDocument();
    fireEvent.change(payDate, { target: { value: '2025-02-28' } });
    const reason = await screen.findByLabelText(/^Reason for the late entry/);
    expect(screen.getByText(/^Reporting for February 2025 has closed\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save pay' }));
    expect(
      await screen.findByText(
        'Please give the reason for this late entry',
        { selector: '.usa-error-message' },
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(api.to('POST /api/income')).toHaveLength(0);
    await user.type(reason, REASON);
    await user.click(screen.getByRole('button', { name: 'Save pay' }));
    await waitFor(() => expect(location()).toBe('/pay'), SLOW);
    const body = api.to('POST /api/income')[0]?.body as FormData;
    expect(body.get('payDate')).toBe('2025-02-28');
    expect(body.get('lateEntryReason')).toBe(REASON);
  });

  it('sends no reason for an open month, even from state staff', async () => {
    const { api, location } = renderAdd({
      user: STAFF,
      handlers: { 'POST /api/income': { status: 201, body: makeIncome() } },
    });
    const user = await fillFebruaryPay(ENGLISH);
    fireEvent.change(screen.getByLabelText(/^Pay date/), { target: { value: '2025-03-02' } });
    expect(screen.queryByLabelText(/^Reason for the late entry/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save pay' }));
    await waitFor(() => expect(location()).toBe('/pay'), SLOW);
    expect((api.to('POST /api/income')[0]?.body as FormData).has('lateEntryReason')).toBe(false);
  });

  it('says the server’s closed-month sentence again in Spanish for the date it names', async () => {
    const check = { today: '2025-03-20', reportingDay: 15 };
    expect(entryWindowMessage(FEBRUARY_CLOSED, ['2025-02-28'], check, 'es')).toBe(FEBRUARY_CLOSED_ES);
    expect(entryWindowMessage(FEBRUARY_CLOSED, ['2025-03-02', '2025-02-10'], check, 'es')).toBe(
      FEBRUARY_CLOSED_ES,
    );
    expect(entryWindowMessage(FEBRUARY_CLOSED, ['2025-02-28'], check, 'en')).toBe(FEBRUARY_CLOSED);
  });

  it('shows why the server refused to delete a record of a closed month', async () => {
    const record = makeIncome({ payDate: '2025-02-28', periodStart: '2025-02-10', periodEnd: '2025-02-24' });
    await i18n.changeLanguage('es');
    const api = mockApi({
      'GET /api/user': { body: makeUser({ preferredLanguage: 'es' }) },
      'GET /api/rules': { body: FEDERAL_RULES },
      'GET /api/income': { body: [record], headers: { 'X-Total-Count': '1' } },
      [`DELETE /api/income/${record.id}`]: {
        status: 400,
        body: { message: FEBRUARY_CLOSED, fieldErrors: { payDate: FEBRUARY_CLOSED } },
      },
    });
    renderPage(<PayPage />, { path: '/pay' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Eliminar Riverside Grocery/ }, SLOW));
    const dialog = await screen.findByRole('alertdialog', undefined, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(FEBRUARY_CLOSED_ES, undefined, SLOW)).toBeInTheDocument();
    expect(api.to(`DELETE /api/income/${record.id}`)[0]?.url).toContain('timezone=');
  });
});
