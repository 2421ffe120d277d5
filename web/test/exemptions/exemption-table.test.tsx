import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { makeExemptionAttachment, makeNote, makeUserExemption } from './support';
import { renderExemptionSection, section } from './exemption-management-support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function table() {
  return within(section()).getByRole('table', { name: 'Your exemption requests, newest first' });
}

function rowOf(type: string) {
  return within(table()).getByRole('rowheader', { name: type }).closest('tr')!;
}

describe('Exemption requests table', () => {
  it('says when there are no requests', async () => {
    await renderExemptionSection();
    expect(within(section()).getByText('You have not requested any exemptions yet.')).toBeInTheDocument();
  });

  it('shows type, status, request date, duration and dates, with what the reviewer said', async () => {
    await renderExemptionSection({
      exemptions: [
        makeUserExemption({
          medicaidExemptionName: 'Medically frail',
          status: 'approved',
          requestDate: '2025-01-10T15:00:00.000Z',
          durationRequestedMonths: 6,
          durationApprovedMonths: 4,
          effectiveDate: '2025-02-01',
          expirationDate: '2025-06-01',
        }),
        makeUserExemption({
          medicaidExemptionName: 'Caregiver',
          status: 'waiting_on_enrollee',
          requestPermanent: true,
          durationRequestedMonths: null,
          requestDate: '2025-03-05T15:00:00.000Z',
          waitingMessage: 'Please upload a letter from the doctor.',
        }),
        makeUserExemption({
          medicaidExemptionName: 'Disability',
          status: 'denied',
          requestDate: '2025-02-01T15:00:00.000Z',
          denialReason: 'Not enough evidence',
        }),
      ],
    });
    const rows = within(table())
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual(['Caregiver', 'Disability', 'Medically frail']);

    const med = rowOf('Medically frail');
    expect(within(med).getByText('Approved')).toHaveClass('exemption-status--approved');
    expect(med).toHaveTextContent('Jan 10, 2025');
    expect(med).toHaveTextContent('4 months');
    expect(med).toHaveTextContent('Feb 01, 2025');
    expect(med).toHaveTextContent('Jun 01, 2025');

    const caregiver = rowOf('Caregiver');
    expect(within(caregiver).getByText('Waiting on Enrollee')).toBeInTheDocument();
    expect(caregiver).toHaveTextContent('Permanent');
    expect(caregiver).toHaveTextContent(
      'The reviewer is waiting on you: Please upload a letter from the doctor.',
    );
    expect(caregiver).toHaveTextContent('Not set');

    expect(rowOf('Disability')).toHaveTextContent('Reason for denial: Not enough evidence');
  });

  it('offers Resubmit only while the reviewer waits on the enrollee, and resubmits', async () => {
    const waiting = makeUserExemption({ medicaidExemptionName: 'Waiting', status: 'waiting_on_enrollee' });
    const { api } = await renderExemptionSection({
      exemptions: [
        waiting,
        ...(['requested', 'under_review', 'approved', 'denied', 'expired'] as const).map((status) =>
          makeUserExemption({ medicaidExemptionName: `Type ${status}`, status }),
        ),
      ],
      handlers: {
        [`PATCH /api/user-exemptions/${waiting.id}/resubmit`]: {
          body: { ...waiting, status: 'under_review' },
        },
      },
    });
    const resubmits = within(table()).getAllByRole('button', { name: /^Resubmit/ });
    expect(resubmits).toHaveLength(1);
    expect(within(rowOf('Waiting')).getByRole('button', { name: /^Resubmit/ })).toBe(resubmits[0]);
    const statsBefore = api.to('GET /api/dashboard/stats').length;
    await userEvent.setup().click(resubmits[0]!);
    expect(await screen.findByText('Exemption Resubmitted')).toBeInTheDocument();
    expect(api.to(`PATCH /api/user-exemptions/${waiting.id}/resubmit`)).toHaveLength(1);
    await waitFor(() => expect(api.to('GET /api/dashboard/stats').length).toBe(statsBefore + 1));
  });

  it('names each type in the page’s language, never by its code, and says Unknown Exemption when it has no name', async () => {
    await renderExemptionSection({
      exemptions: [
        makeUserExemption({
          medicaidExemptionName: 'Medically frail',
          medicaidExemptionNameEs: 'Con fragilidad médica',
          abbreviation: 'MED_FRAIL',
          requestDate: '2025-03-05T15:00:00.000Z',
        }),
        makeUserExemption({
          medicaidExemptionName: 'Caregiver',
          medicaidExemptionNameEs: null,
          requestDate: '2025-02-05T15:00:00.000Z',
        }),
        makeUserExemption({ medicaidExemptionName: ' ', requestDate: '2025-01-05T15:00:00.000Z' }),
      ],
    });
    const list = table();
    const names = () =>
      within(list)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['Medically frail', 'Caregiver', 'Unknown Exemption']);
    await act(() => i18n.changeLanguage('es'));
    // Without a Spanish name the English one is still better than a code.
    expect(names()).toEqual(['Con fragilidad médica', 'Caregiver', 'Exención desconocida']);
    expect(list).not.toHaveTextContent('MED_FRAIL');
  });

  it('hides Edit and Delete once a request is approved or denied', async () => {
    await renderExemptionSection({
      exemptions: (['requested', 'under_review', 'waiting_on_enrollee', 'approved', 'denied'] as const).map(
        (status) => makeUserExemption({ medicaidExemptionName: `Type ${status}`, status }),
      ),
    });
    for (const open of ['Type requested', 'Type under_review', 'Type waiting_on_enrollee']) {
      expect(within(rowOf(open)).getByRole('button', { name: /^Edit/ })).toBeInTheDocument();
      expect(within(rowOf(open)).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    }
    for (const decided of ['Type approved', 'Type denied']) {
      expect(within(rowOf(decided)).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
      expect(within(rowOf(decided)).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    }
  });

  it('deletes a request after a confirmation, then refreshes the list and the stats', async () => {
    const doomed = makeUserExemption({
      medicaidExemptionName: 'Medically frail',
      requestDate: '2025-03-05T15:00:00.000Z',
    });
    let exemptions = [doomed];
    const { api } = await renderExemptionSection({
      exemptions: () => exemptions,
      handlers: {
        [`DELETE /api/user-exemptions/${doomed.id}`]: () => {
          exemptions = [];
          return { status: 204 };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(within(rowOf('Medically frail')).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this exemption request?' });
    expect(dialog).toHaveTextContent('Your Medically frail request from Mar 05, 2025');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to(`DELETE /api/user-exemptions/${doomed.id}`)).toHaveLength(0);

    const statsBefore = api.to('GET /api/dashboard/stats').length;
    await user.click(within(rowOf('Medically frail')).getByRole('button', { name: /^Delete/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Exemption Deleted')).toBeInTheDocument();
    expect(
      await within(section()).findByText('You have not requested any exemptions yet.'),
    ).toBeInTheDocument();
    expect(api.to('GET /api/dashboard/stats').length).toBeGreaterThan(statsBefore);
  });

  it('opens the notes and files of a request, locked once it is decided', async () => {
    const approved = makeUserExemption({
      medicaidExemptionName: 'Medically frail',
      status: 'approved',
      applicationNotes: 'Surgery',
    });
    const { api } = await renderExemptionSection({
      exemptions: [approved],
      handlers: {
        [`GET /api/exemption-notes/${approved.id}`]: {
          body: [makeNote({ exemptionId: approved.id, noteText: 'Approved for 4 months' })],
        },
        [`GET /api/exemptions/${approved.id}/attachments`]: {
          body: [makeExemptionAttachment({ exemptionId: approved.id, originalName: 'letter.pdf' })],
        },
      },
    });
    const toggle = within(rowOf('Medically frail')).getByRole('button', { name: /^Notes and files/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.to(`GET /api/exemption-notes/${approved.id}`)).toHaveLength(0);
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(await within(details).findByText('Approved for 4 months')).toBeInTheDocument();
    expect(await within(details).findByText('letter.pdf')).toBeInTheDocument();
    expect(details).toHaveTextContent('Surgery');
    expect(within(details).getByRole('heading', { level: 4, name: 'Notes' })).toBeInTheDocument();
    expect(within(details).queryByLabelText('Add a note')).not.toBeInTheDocument();
    expect(within(details).queryByLabelText('Upload Files')).not.toBeInTheDocument();
  });

  it('lets the requester add notes to an open request', async () => {
    const open = makeUserExemption({ medicaidExemptionName: 'Medically frail', status: 'under_review' });
    await renderExemptionSection({
      exemptions: [open],
      handlers: {
        [`GET /api/exemption-notes/${open.id}`]: { body: [] },
        [`GET /api/exemptions/${open.id}/attachments`]: { body: [] },
      },
    });
    await userEvent
      .setup()
      .click(within(rowOf('Medically frail')).getByRole('button', { name: /^Notes and files/ }));
    expect(await within(section()).findByLabelText('Add a note')).toBeInTheDocument();
    expect(within(section()).getByLabelText('Upload Files')).toBeInTheDocument();
  });
});

describe('Exemption Management section', () => {
  it('remembers being closed on this device', async () => {
    await renderExemptionSection();
    const heading = screen.getByRole('button', { name: 'Exemption Management' });
    expect(heading).toHaveAttribute('aria-expanded', 'true');
    await userEvent.setup().click(heading);
    expect(heading).toHaveAttribute('aria-expanded', 'false');
    expect(window.localStorage.getItem('dashboard.section.exemptionManagement')).toBe('closed');
  });
});
