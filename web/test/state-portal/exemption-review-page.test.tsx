import type { ReviewedExemption } from '@tracker/contracts/http/exemption-review';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../src/lib/format';
import { addMonths } from '../../src/features/state-portal/lib/approval';
import { applyLanguage } from '../../src/lib/i18n';
import type { Reply } from '../support/render';
import { makeRequest, portalApi, renderPortal } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const ANA = makeRequest({
  username: 'ana',
  status: 'under_review',
  requestDate: '2025-03-05T15:00:00.000Z',
  applicationNotes: 'I care for my mother full time.',
  durationRequestedMonths: 6,
});

const STATUS_PATH = (request: ReviewedExemption) => `/api/admin/exemptions/${request.id}/status`;

/** Renders the details of `request`, whose status change answers with `answer` (the updated request by default). */
async function openReview(
  request: ReviewedExemption,
  answer?: (body: Record<string, unknown>) => Reply | Promise<Reply>,
) {
  // The server's copy: the list read after a change returns what the change answered.
  let stored = request;
  const api = portalApi(() => [stored], {
    extra: async ({ method, path, body }) => {
      if (method !== 'PATCH' || path !== STATUS_PATH(request)) return undefined;
      const change = body as Record<string, unknown>;
      const reply = answer ? await answer(change) : { body: { ...request, ...change } };
      if ((reply.status ?? 200) < 300) stored = reply.body as ReviewedExemption;
      return reply;
    },
  });
  const view = renderPortal(`/state-portal/${request.id}`);
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('heading', { name: 'Change Status' });
  return { api, ...view, user: userEvent.setup() };
}

function statusButton(name: string): HTMLElement {
  return within(screen.getByRole('region', { name: 'Change Status' })).getByRole('button', { name });
}

function facts(section: string): Record<string, string> {
  const region = screen.getByRole('region', { name: section });
  const entries = [...region.querySelectorAll('dt')].map((term) => [
    term.textContent ?? '',
    term.nextElementSibling?.textContent ?? '',
  ]);
  return Object.fromEntries(entries);
}

const sent = (api: { to: (key: string) => { body: unknown }[] }, request: ReviewedExemption) =>
  api.to(`PATCH ${STATUS_PATH(request)}`).map((call) => call.body);

describe('the request details', () => {
  it('shows what was asked for, the approved terms, notes and attachments', async () => {
    await openReview(ANA);
    expect(screen.getByRole('heading', { level: 1, name: 'FRAIL request from ana' })).toBeInTheDocument();
    expect(facts('Request')).toEqual({
      Status: 'Under Review',
      'Request date': 'Mar 05, 2025',
      'Exemption type': 'Medically Frail (FRAIL)',
      'Duration requested': '6 months',
      'Application notes': 'I care for my mother full time.',
    });
    expect(facts('Approved Terms')).toEqual({
      'Duration approved': 'Not set',
      'Effective date': 'Not set',
      'Expiration date': 'Not set',
    });
    expect(await screen.findByRole('heading', { level: 2, name: /Internal notes/i })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Notes to the requester/i })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: /Attachments/ })).toBeInTheDocument();
  });

  it('shows a permanent request, the student fields when present, and the reviewer’s messages', async () => {
    await openReview(
      makeRequest({
        username: 'sam',
        medicaidExemptionName: 'Student',
        abbreviation: 'STUDENT',
        requestPermanent: true,
        isRenewal: true,
        currentlyEnrolled: true,
        schoolName: 'City College',
        creditHours: 12,
        expectedGraduationMonth: 6,
        expectedGraduationYear: 2026,
        status: 'denied',
        denialReason: 'Enrollment could not be confirmed.',
      }),
    );
    const shown = facts('Request');
    expect(shown['Duration requested']).toBe('Permanent');
    expect(shown['Exemption type']).toBe('Student (STUDENT)Renewal');
    expect(shown['Application notes']).toBe('None');
    expect(shown['Currently enrolled']).toBe('Yes');
    expect(shown['School or institution']).toBe('City College');
    expect(shown['Credit hours']).toBe('12');
    expect(shown['Expected graduation']).toBe('June 2026');
    expect(shown['Reason for denial']).toBe('Enrollment could not be confirmed.');
    expect(facts('Request')).not.toHaveProperty('Message to the enrollee');
  });

  it('leaves the student fields out when the request has none', async () => {
    await openReview(ANA);
    expect(Object.keys(facts('Request'))).not.toContain('Currently enrolled');
    expect(Object.keys(facts('Request'))).not.toContain('School or institution');
  });

  it('shows approved terms, and a permanent exemption as having no expiration', async () => {
    await openReview(
      makeRequest({
        username: 'pat',
        status: 'approved',
        isPermanent: true,
        effectiveDate: '2025-04-01',
      }),
    );
    expect(facts('Approved Terms')).toEqual({
      'Duration approved': 'Permanent',
      'Effective date': 'Apr 01, 2025',
      'Expiration date': 'None (permanent)',
    });
  });

  it('says so when the request is not in the list', async () => {
    portalApi([ANA]);
    renderPortal('/state-portal/5e000000-0000-4000-8000-999999999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exemption Request Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to State Exemption Portal/ })[0]).toHaveAttribute(
      'href',
      '/state-portal/requests',
    );
  });
});

describe('Change Status buttons', () => {
  it('has the five buttons, the current status’s disabled', async () => {
    await openReview(ANA);
    const buttons = within(screen.getByRole('region', { name: 'Change Status' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Under Review',
      'Waiting on Enrollee',
      'Approve',
      'Deny',
      'Reset to Requested',
    ]);
    expect(statusButton('Under Review')).toBeDisabled();
    expect(statusButton('Reset to Requested')).toBeEnabled();
    expect(statusButton('Approve')).toBeEnabled();
  });

  it('disables Reset to Requested on a new request', async () => {
    await openReview(makeRequest({ username: 'new', status: 'requested' }));
    expect(statusButton('Reset to Requested')).toBeDisabled();
    expect(statusButton('Under Review')).toBeEnabled();
  });

  it('leaves every button enabled on an expired request', async () => {
    await openReview(makeRequest({ username: 'old', status: 'expired' }));
    const buttons = within(screen.getByRole('region', { name: 'Change Status' })).getAllByRole('button');
    for (const button of buttons) expect(button).toBeEnabled();
  });

  it('sets Under Review at once with the status only, merges the answer and refreshes the list', async () => {
    let releaseList: (reply: Reply) => void = () => undefined;
    const waiting = makeRequest({
      username: 'wes',
      status: 'waiting_on_enrollee',
      waitingMessage: 'Need proof',
    });
    let listCalls = 0;
    const api = portalApi([waiting], {
      extra: ({ method, path, body }) => {
        if (method === 'GET' && path === '/api/admin/all-exemptions') {
          listCalls += 1;
          // The refresh after the change is held back, to see the merged answer on its own.
          if (listCalls > 1) return new Promise<Reply>((resolve) => (releaseList = resolve));
          return { body: [waiting] };
        }
        if (method === 'PATCH' && path === STATUS_PATH(waiting))
          return {
            body: {
              ...waiting,
              ...(body as object),
              waitingMessage: null,
              reviewedDate: '2025-06-01T10:00:00.000Z',
            },
          };
        return undefined;
      },
    });
    renderPortal(`/state-portal/${waiting.id}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Change Status' });
    expect(facts('Request')['Message to the enrollee']).toBe('Need proof');

    await user.click(statusButton('Under Review'));
    expect(await screen.findByText('Exemption Updated')).toBeInTheDocument();
    expect(screen.getByText('The status is now Under Review.')).toBeInTheDocument();
    expect(sent(api, waiting)).toEqual([{ status: 'under_review' }]);
    // Shown from the answer while the list is still being read again.
    expect(facts('Request').Status).toBe('Under Review');
    expect(facts('Request')).not.toHaveProperty('Message to the enrollee');
    expect(statusButton('Under Review')).toBeDisabled();
    expect(statusButton('Waiting on Enrollee')).toBeEnabled();
    await waitFor(() => expect(listCalls).toBe(2));
    releaseList({ body: [{ ...waiting, status: 'under_review', waitingMessage: null }] });
  });

  it.each([
    [
      'Waiting on Enrollee',
      'Message to the enrollee',
      'Send and Set Waiting',
      'waiting_on_enrollee',
      'waitingMessage',
    ],
    ['Deny', 'Reason for denial', 'Deny Exemption', 'denied', 'denialReason'],
    ['Reset to Requested', 'Reason for reset', 'Reset to Requested', 'requested', 'resetMessage'],
  ])(
    '%s asks for a message, keeps Confirm disabled while it is blank, and sends it trimmed',
    async (button, label, confirm, status, field) => {
      const { api, user } = await openReview(ANA);
      await user.click(statusButton(button));
      const dialog = await screen.findByRole('dialog');
      const message = within(dialog).getByLabelText(new RegExp(`^${label}`));
      expect(message).toHaveFocus();
      const send = within(dialog).getByRole('button', { name: confirm });
      expect(send).toBeDisabled();
      await user.type(message, '   ');
      expect(send).toBeDisabled();
      await user.keyboard('{Enter}');
      expect(sent(api, ANA)).toEqual([]);
      await user.type(message, 'Please upload a doctor’s note.  ');
      expect(send).toBeEnabled();
      await user.click(send);

      expect(await screen.findByText('Exemption Updated')).toBeInTheDocument();
      expect(sent(api, ANA)).toEqual([{ status, [field]: 'Please upload a doctor’s note.' }]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      // The prompt opens empty next time.
      const again = screen.queryByRole('button', { name: button });
      if (again && !(again as HTMLButtonElement).disabled) {
        await user.click(again);
        expect(within(screen.getByRole('dialog')).getByLabelText(new RegExp(`^${label}`))).toHaveValue('');
      }
    },
  );

  it('sends nothing when a prompt is cancelled', async () => {
    const { api, user } = await openReview(ANA);
    await user.click(statusButton('Deny'));
    await user.type(within(screen.getByRole('dialog')).getByLabelText(/^Reason for denial/), 'No');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusButton('Deny')).toHaveFocus();
    expect(sent(api, ANA)).toEqual([]);
  });
});

describe('failures', () => {
  it('shows the server’s message', async () => {
    const { user } = await openReview(ANA, () => ({
      status: 409,
      body: { message: 'This request was withdrawn.' },
    }));
    await user.click(statusButton('Approve'));
    await user.click(screen.getByRole('button', { name: 'Approve Exemption' }));
    expect(await screen.findByText('This request was withdrawn.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    // The form stays open to try again.
    expect(screen.getByRole('form', { name: 'Approve Exemption' })).toBeInTheDocument();
  });

  it('shows HTTP and the status code when the answer has no message', async () => {
    const { user } = await openReview(ANA, () => ({ status: 502 }));
    await user.click(statusButton('Waiting on Enrollee'));
    await user.type(within(screen.getByRole('dialog')).getByLabelText(/^Message/), 'Send proof');
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Send and Set Waiting' }),
    );
    expect(await screen.findByText('HTTP 502')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('falls back to a general sentence when the call never got an answer', async () => {
    const { user } = await openReview(ANA, () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(statusButton('Reset to Requested'));
    await user.type(within(screen.getByRole('dialog')).getByLabelText(/^Reason for reset/), 'Start over');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset to Requested' }));
    expect(await screen.findByText('Failed to update exemption status')).toBeInTheDocument();
  });
});

describe('the approval form', () => {
  function form() {
    return screen.getByRole('form', { name: 'Approve Exemption' });
  }
  const field = (name: RegExp) => within(form()).getByLabelText(name);

  it('opens with the requested duration from today, and the expiration worked out from them', async () => {
    const { user } = await openReview(ANA);
    await user.click(statusButton('Approve'));
    expect(statusButton('Approve')).toHaveAttribute('aria-expanded', 'true');
    expect(field(/^Duration approved/)).toHaveValue(6);
    expect(field(/^Duration approved/)).toHaveFocus();
    expect(field(/^Effective date/)).toHaveValue(todayIso());
    expect(field(/^Expiration date/)).toHaveValue(addMonths(todayIso(), 6));
    expect(field(/^Permanent/)).not.toBeChecked();
    expect(field(/^Permanent/)).toBeEnabled();
    expect(within(form()).getByText('Requested: 6 months')).toBeInTheDocument();
  });

  it('opens with 1 month when no duration was requested', async () => {
    const { user } = await openReview(makeRequest({ username: 'one', durationRequestedMonths: null }));
    await user.click(statusButton('Approve'));
    expect(field(/^Duration approved/)).toHaveValue(1);
    expect(field(/^Expiration date/)).toHaveValue(addMonths(todayIso(), 1));
  });

  it('pre-checks Permanent, with no expiration, only when the type allows it and it was asked for', async () => {
    const { user } = await openReview(
      makeRequest({ username: 'perm', requestPermanent: true, allowsPermanent: true }),
    );
    await user.click(statusButton('Approve'));
    expect(field(/^Permanent/)).toBeChecked();
    expect(within(form()).queryByLabelText(/^Expiration date/)).not.toBeInTheDocument();
  });

  it('disables Permanent with a note when the type does not allow it, even if it was asked for', async () => {
    const { user } = await openReview(
      makeRequest({ username: 'np', requestPermanent: true, allowsPermanent: false }),
    );
    await user.click(statusButton('Approve'));
    const permanent = field(/^Permanent/);
    expect(permanent).toBeDisabled();
    expect(permanent).not.toBeChecked();
    expect(within(form()).getByText('(Not allowed for this exemption type)')).toBeInTheDocument();
    expect(permanent).toHaveAccessibleDescription('(Not allowed for this exemption type)');
    expect(field(/^Expiration date/)).toBeInTheDocument();
  });

  it('works the expiration out again when the effective date or duration changes, keeps a typed one, and hides it for permanent', async () => {
    const { user } = await openReview(ANA);
    await user.click(statusButton('Approve'));
    fireEvent.change(field(/^Effective date/), { target: { value: '2025-01-31' } });
    expect(field(/^Expiration date/)).toHaveValue('2025-07-31');
    await user.clear(field(/^Duration approved/));
    await user.type(field(/^Duration approved/), '1');
    expect(field(/^Expiration date/)).toHaveValue('2025-02-28');
    await user.type(field(/^Duration approved/), '3');
    expect(field(/^Expiration date/)).toHaveValue('2026-02-28');

    fireEvent.change(field(/^Expiration date/), { target: { value: '2025-12-31' } });
    expect(field(/^Expiration date/)).toHaveValue('2025-12-31');

    await user.click(field(/^Permanent/));
    expect(within(form()).queryByLabelText(/^Expiration date/)).not.toBeInTheDocument();
    await user.click(field(/^Permanent/));
    expect(field(/^Expiration date/)).toHaveValue('2026-02-28');
  });

  it('sends the duration, effective date, expiration and permanent flag, then closes and says so', async () => {
    const { api, user } = await openReview(ANA, (body) => ({
      body: { ...ANA, ...body, durationApprovedMonths: body.durationApprovedMonths ?? null },
    }));
    await user.click(statusButton('Approve'));
    fireEvent.change(field(/^Effective date/), { target: { value: '2025-07-01' } });
    await user.click(within(form()).getByRole('button', { name: 'Approve Exemption' }));

    expect(await screen.findByText('Exemption Updated')).toBeInTheDocument();
    expect(sent(api, ANA)).toEqual([
      {
        status: 'approved',
        durationApprovedMonths: 6,
        effectiveDate: '2025-07-01',
        expirationDate: '2026-01-01',
        isPermanent: false,
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Approve Exemption' })).not.toBeInTheDocument();
    expect(facts('Approved Terms')).toEqual({
      'Duration approved': '6 months',
      'Effective date': 'Jul 01, 2025',
      'Expiration date': 'Jan 01, 2026',
    });
    expect(facts('Request').Status).toBe('Approved');
    expect(statusButton('Approve')).toBeDisabled();
  });

  it('leaves out a blank or zero duration and the expiration of a permanent exemption', async () => {
    const { api, user } = await openReview(ANA, () => ({ body: { ...ANA, status: 'approved' } }));
    await user.click(statusButton('Approve'));
    await user.clear(field(/^Duration approved/));
    await user.type(field(/^Duration approved/), '0');
    await user.click(field(/^Permanent/));
    await user.click(within(form()).getByRole('button', { name: 'Approve Exemption' }));
    await screen.findByText('Exemption Updated');
    expect(sent(api, ANA)).toEqual([{ status: 'approved', effectiveDate: todayIso(), isPermanent: true }]);
  });

  it('leaves out an empty effective date and, with no expiration typed, the expiration', async () => {
    const { api, user } = await openReview(ANA, () => ({ body: { ...ANA, status: 'approved' } }));
    await user.click(statusButton('Approve'));
    await user.clear(field(/^Duration approved/));
    fireEvent.change(field(/^Effective date/), { target: { value: '' } });
    expect(field(/^Expiration date/)).toHaveValue('');
    await user.click(within(form()).getByRole('button', { name: 'Approve Exemption' }));
    await screen.findByText('Exemption Updated');
    expect(sent(api, ANA)).toEqual([{ status: 'approved', isPermanent: false }]);
  });

  it('checks the terms with the contract before sending', async () => {
    const { api, user } = await openReview(ANA);
    await user.click(statusButton('Approve'));
    fireEvent.change(field(/^Effective date/), { target: { value: '2025-07-01' } });
    fireEvent.change(field(/^Expiration date/), { target: { value: '2025-06-01' } });
    await user.clear(field(/^Duration approved/));
    await user.type(field(/^Duration approved/), '30');
    fireEvent.change(field(/^Expiration date/), { target: { value: '2025-06-01' } });
    await user.click(within(form()).getByRole('button', { name: 'Approve Exemption' }));
    expect(await within(form()).findByText('Duration must be 1 to 24 months')).toBeInTheDocument();
    expect(within(form()).getByText('Expiration date must be after the effective date')).toBeInTheDocument();
    expect(sent(api, ANA)).toEqual([]);
  });

  it('closes on Cancel and opens afresh next time', async () => {
    const { api, user } = await openReview(ANA);
    await user.click(statusButton('Approve'));
    await user.clear(field(/^Duration approved/));
    await user.type(field(/^Duration approved/), '9');
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Approve Exemption' })).not.toBeInTheDocument();
    expect(statusButton('Approve')).toHaveFocus();
    await user.click(statusButton('Approve'));
    expect(field(/^Duration approved/)).toHaveValue(6);
    expect(sent(api, ANA)).toEqual([]);
  });
});
