import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { makeExemptionAttachment, makeNote, makeUserExemption } from '../exemptions/support';
import { renderExemptionSection, section } from './exemption-support';

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
          abbreviation: 'MED',
          status: 'approved',
          requestDate: '2025-01-10T15:00:00.000Z',
          durationRequestedMonths: 6,
          durationApprovedMonths: 4,
          effectiveDate: '2025-02-01',
          expirationDate: '2025-06-01',
        }),
        makeUserExemption({
          abbreviation: null,
          medicaidExemptionName: 'Caregiver',
          status: 'waiting_on_enrollee',
          requestPermanent: true,
          durationRequestedMonths: null,
          requestDate: '2025-03-05T15:00:00.000Z',
          waitingMessage: 'Please upload a letter from the doctor.',
        }),
        makeUserExemption({
          abbreviation: 'DIS',
          status: 'denied',
          requestDate: '2025-02-01T15:00:00.000Z',
          denialReason: 'Not enough evidence',
        }),
      ],
    });
    const rows = within(table())
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual(['Caregiver', 'DIS', 'MED']);

    const med = rowOf('MED');
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

    expect(rowOf('DIS')).toHaveTextContent('Reason for denial: Not enough evidence');
  });

  it('offers Resubmit only while the reviewer waits on the enrollee, and resubmits', async () => {
    const waiting = makeUserExemption({ abbreviation: 'WAIT', status: 'waiting_on_enrollee' });
    const { api } = await renderExemptionSection({
      exemptions: [
        waiting,
        ...(['requested', 'under_review', 'approved', 'denied', 'expired'] as const).map((status) =>
          makeUserExemption({ abbreviation: status.toUpperCase(), status }),
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
    expect(within(rowOf('WAIT')).getByRole('button', { name: /^Resubmit/ })).toBe(resubmits[0]);
    const statsBefore = api.to('GET /api/dashboard/stats').length;
    await userEvent.setup().click(resubmits[0]!);
    expect(await screen.findByText('Exemption Resubmitted')).toBeInTheDocument();
    expect(api.to(`PATCH /api/user-exemptions/${waiting.id}/resubmit`)).toHaveLength(1);
    await waitFor(() => expect(api.to('GET /api/dashboard/stats').length).toBe(statsBefore + 1));
  });

  it('hides Edit and Delete once a request is approved or denied', async () => {
    await renderExemptionSection({
      exemptions: (['requested', 'under_review', 'waiting_on_enrollee', 'approved', 'denied'] as const).map(
        (status) => makeUserExemption({ abbreviation: status.toUpperCase(), status }),
      ),
    });
    for (const open of ['REQUESTED', 'UNDER_REVIEW', 'WAITING_ON_ENROLLEE']) {
      expect(within(rowOf(open)).getByRole('button', { name: /^Edit/ })).toBeInTheDocument();
      expect(within(rowOf(open)).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    }
    for (const decided of ['APPROVED', 'DENIED']) {
      expect(within(rowOf(decided)).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
      expect(within(rowOf(decided)).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    }
  });

  it('deletes a request after a confirmation, then refreshes the list and the stats', async () => {
    const doomed = makeUserExemption({ abbreviation: 'MED', requestDate: '2025-03-05T15:00:00.000Z' });
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
    await user.click(within(rowOf('MED')).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this exemption request?' });
    expect(dialog).toHaveTextContent('Your MED request from Mar 05, 2025');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to(`DELETE /api/user-exemptions/${doomed.id}`)).toHaveLength(0);

    const statsBefore = api.to('GET /api/dashboard/stats').length;
    await user.click(within(rowOf('MED')).getByRole('button', { name: /^Delete/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Exemption Deleted')).toBeInTheDocument();
    expect(
      await within(section()).findByText('You have not requested any exemptions yet.'),
    ).toBeInTheDocument();
    expect(api.to('GET /api/dashboard/stats').length).toBeGreaterThan(statsBefore);
  });

  it('opens the notes and files of a request, locked once it is decided', async () => {
    const approved = makeUserExemption({
      abbreviation: 'MED',
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
    const toggle = within(rowOf('MED')).getByRole('button', { name: /^Notes and files/ });
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
    const open = makeUserExemption({ abbreviation: 'MED', status: 'under_review' });
    await renderExemptionSection({
      exemptions: [open],
      handlers: {
        [`GET /api/exemption-notes/${open.id}`]: { body: [] },
        [`GET /api/exemptions/${open.id}/attachments`]: { body: [] },
      },
    });
    await userEvent.setup().click(within(rowOf('MED')).getByRole('button', { name: /^Notes and files/ }));
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
