import { parseIsoDate } from '@tracker/contracts/rules/calendar';
import { entryDateMessage, entryDateProblem } from '@tracker/contracts/rules/entry-window';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditActivityPage } from '../../src/features/activities/components/edit-activity-page';
import {
  entryDateBounds,
  entryDateHint,
  entryDateProblemMessage,
  judgeEntryDate,
} from '../../src/lib/entry-window';
import { i18n } from '../../src/lib/i18n';
import { renderDashboard } from '../dashboard/support';
import {
  type Handler,
  idEnding,
  makeActivity,
  makeUser,
  mockApi,
  pinClockToFixtures,
  renderPage,
} from './support';

// The entry window as the activity forms apply it, on a clock at noon on 20 March 2025 with the
// usual reporting day (the 15th): March is open, February closed on March 15.

const FEBRUARY_CLOSED =
  'Reporting for February 2025 closed on March 15, 2025. State staff can add a late entry.';
const REASON = 'Paper timesheet mailed on March 10';

beforeEach(pinClockToFixtures);
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the entry window helper', () => {
  const check = { today: '2025-03-20', reportingDay: 15, mayEnterLate: false };

  it('bounds the date input from the first day of the earliest open month to today', () => {
    expect(entryDateBounds('2025-03-20', 15)).toEqual({ min: '2025-03-01', max: '2025-03-20' });
    expect(entryDateBounds('2025-03-15', 15)).toEqual({ min: '2025-02-01', max: '2025-03-15' });
  });

  it('says in English word for word what the server says', () => {
    for (const date of ['2025-02-28', '2025-03-21', '2024-12-31']) {
      const problem = entryDateProblem(parseIsoDate(date), parseIsoDate('2025-03-20'), 15)!;
      expect(entryDateProblemMessage(problem, 'en')).toBe(entryDateMessage(problem));
    }
  });

  it('says it in Spanish too', () => {
    expect(judgeEntryDate('2025-02-28', undefined, check, 'es')).toEqual({
      field: 'date',
      message:
        'El reporte de febrero de 2025 cerró el 15 de marzo de 2025. El personal del estado puede agregar una entrada tardía.',
    });
    expect(judgeEntryDate('2025-03-21', undefined, check, 'es')?.message).toBe(
      'La fecha no puede ser una fecha futura',
    );
  });

  it('explains what an entry may cover, in both languages', () => {
    expect(entryDateHint('2025-03-20', 15, 'en')).toBe(
      'An entry can add up several days, like a week of shifts. You can date it from Mar 1, 2025 to today.',
    );
    expect(entryDateHint('2025-03-20', 15, 'es')).toMatch(
      /^Una entrada puede sumar varios días.*1 .*mar.*2025 a hoy\.$/,
    );
  });

  it('asks state staff for a reason instead of refusing a closed month, but never the future', () => {
    const staff = { ...check, mayEnterLate: true };
    expect(judgeEntryDate('2025-02-28', '  ', staff, 'en')).toEqual({
      field: 'lateEntryReason',
      message: 'Please give the reason for this late entry',
    });
    expect(judgeEntryDate('2025-02-28', 'late', staff, 'en')?.message).toBe(
      'The reason must be at least 10 characters',
    );
    expect(judgeEntryDate('2025-02-28', REASON, staff, 'en')).toBeUndefined();
    expect(judgeEntryDate('2025-03-21', REASON, staff, 'en')?.field).toBe('date');
  });

  it('judges an edit by the date the record has now as well', () => {
    expect(judgeEntryDate('2025-03-10', undefined, { ...check, currentDate: '2025-02-10' }, 'en')).toEqual({
      field: 'date',
      message: FEBRUARY_CLOSED,
    });
  });
});

function addForm() {
  return screen.getByRole('form', { name: 'Add New Activity' });
}

function setDate(form: HTMLElement, date: string) {
  fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: date } });
}

describe('Add New Activity in the entry window', () => {
  it('bounds the date, explains what an entry covers, and refuses a closed month before sending', async () => {
    const { api } = await renderDashboard();
    const form = addForm();
    const date = within(form).getByLabelText(/^Date/);
    expect(date).toHaveAttribute('min', '2025-03-01');
    expect(date).toHaveAttribute('max', '2025-03-20');
    expect(
      within(form).getByText(
        'An entry can add up several days, like a week of shifts. You can date it from Mar 1, 2025 to today.',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Description/), 'Resume workshop');
    setDate(form, '2025-02-28');
    await user.click(within(form).getByRole('button', { name: 'Save Activity' }));
    expect(await within(form).findByText(FEBRUARY_CLOSED)).toBeInTheDocument();
    setDate(form, '2025-03-21');
    await user.click(within(form).getByRole('button', { name: 'Save Activity' }));
    expect(await within(form).findByText('Date cannot be in the future')).toBeInTheDocument();
    expect(api.to('POST /api/activities')).toHaveLength(0);
    expect(within(form).queryByLabelText(/^Reason for the late entry/)).not.toBeInTheDocument();
  });

  it('asks state staff for the reason of a late entry and sends it with the browser’s zone', async () => {
    const { api } = await renderDashboard({
      user: makeUser({ isImpersonating: true, impersonatorUsername: 'admin' }),
      handlers: { 'POST /api/activities': { status: 201, body: makeActivity() } },
    });
    const form = addForm();
    expect(within(form).getByLabelText(/^Date/)).not.toHaveAttribute('min');
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Description/), 'Timesheet from February');
    setDate(form, '2025-02-28');
    const reason = await within(form).findByLabelText(/^Reason for the late entry/);
    await user.click(within(form).getByRole('button', { name: 'Save Activity' }));
    expect(await within(form).findByText('Please give the reason for this late entry')).toBeInTheDocument();
    expect(api.to('POST /api/activities')).toHaveLength(0);

    await user.type(reason, REASON);
    await user.click(within(form).getByRole('button', { name: 'Save Activity' }));
    expect(await screen.findByText('Activity logged successfully!')).toBeInTheDocument();
    const [call] = api.to('POST /api/activities');
    expect((call!.body as FormData).get('lateEntryReason')).toBe(REASON);
    expect((call!.body as FormData).get('date')).toBe('2025-02-28');
    expect(new URL(call!.url, 'http://localhost').searchParams.get('timezone')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('says it in Spanish when the person reads Spanish', async () => {
    await i18n.changeLanguage('es');
    await renderDashboard({ user: makeUser({ preferredLanguage: 'es' }) });
    const form = screen.getByRole('form', { name: /actividad/i });
    fireEvent.change(within(form).getByLabelText(/^Fecha/), { target: { value: '2025-03-21' } });
    await userEvent.setup().click(within(form).getByRole('button', { name: /Guardar/ }));
    expect(await within(form).findByText('La fecha no puede ser una fecha futura')).toBeInTheDocument();
  });
});

describe('editing an activity of a closed month', () => {
  const closed = makeActivity({ id: idEnding('fe0000000001'), date: '2025-02-10', description: 'Old shift' });
  const path = `/api/activities/${closed.id}`;

  async function renderEdit(user = makeUser(), handlers: Record<string, Handler> = {}) {
    const api = mockApi({
      'GET /api/user': { body: user },
      [`GET ${path}`]: { body: closed },
      ...handlers,
    });
    renderPage(<EditActivityPage />, { path: '/activity/:id', url: `/activity/${closed.id}` });
    await screen.findByRole('heading', { level: 1 });
    return api;
  }

  it('refuses the enrollee’s edit before sending, even one that keeps the date', async () => {
    const api = await renderEdit();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(FEBRUARY_CLOSED)).not.toHaveLength(0);
    expect(api.to(`PATCH ${path}`)).toHaveLength(0);
  });

  it('lets state staff save it with a reason', async () => {
    const api = await renderEdit(makeUser({ isImpersonating: true, impersonatorUsername: 'admin' }), {
      [`PATCH ${path}`]: { body: closed },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Reason for the late entry/), REASON);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.to(`PATCH ${path}`)).toHaveLength(1));
    expect((api.to(`PATCH ${path}`)[0]!.body as FormData).get('lateEntryReason')).toBe(REASON);
  });
});
