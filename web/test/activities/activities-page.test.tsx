import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivitiesPage } from '../../src/features/activities/components/activities-page';
import { i18n } from '../../src/lib/i18n';
import {
  type Handler,
  fileOfSize,
  makeActivity,
  makeAttachment,
  makeUser,
  mockApi,
  pagedActivities,
  renderPage,
  pinClockToFixtures,
} from './support';

beforeEach(pinClockToFixtures);
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const ACTIVITIES = [
  makeActivity({ type: 'training', description: 'Forklift course', date: '2025-02-10', hours: 4 }),
  makeActivity({ type: 'job_search', description: 'Applied at the library', date: '2025-03-05', hours: 2 }),
  makeActivity({ type: 'volunteer', description: 'Food bank shift', date: '2025-03-01', hours: 3.5 }),
  makeActivity({
    type: 'job_search',
    description: 'Career fair at the LIBRARY',
    date: '2025-01-20',
    hours: 1,
  }),
];

async function renderActivities(
  activities = ACTIVITIES,
  handlers: Record<string, Handler> = {},
  me = makeUser(),
) {
  const api = mockApi({
    'GET /api/user': { body: me },
    'GET /api/activities': pagedActivities(activities),
    ...handlers,
  });
  const view = renderPage(<ActivitiesPage />, { path: '/activities' });
  await screen.findByRole('heading', { level: 1, name: /\(\d+\)/ });
  return { ...view, api };
}

function rows(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.activity-list > .activity-item'));
}

function descriptions() {
  return rows().map((row) => row.querySelector('.activity-item__description')?.textContent);
}

describe('/activities', () => {
  it('lists every activity newest first, with the count in the title and dates as MMM dd, yyyy', async () => {
    await renderActivities();
    expect(screen.getByRole('heading', { level: 1, name: 'All Activities (4)' })).toBeInTheDocument();
    expect(descriptions()).toEqual([
      'Applied at the library',
      'Food bank shift',
      'Forklift course',
      'Career fair at the LIBRARY',
    ]);
    const first = rows()[0]!;
    expect(within(first).getByText('Mar 05, 2025')).toBeInTheDocument();
    expect(within(first).getByText('Job Search')).toBeInTheDocument();
    expect(within(first).getByText('2 hours')).toBeInTheDocument();
    expect(first).toHaveClass('activity-item--job_search');
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/dashboard');
  });

  it('asks the server for the search and the type, and counts what matches', async () => {
    const { api } = await renderActivities();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search descriptions'), 'library');
    await waitFor(() =>
      expect(descriptions()).toEqual(['Applied at the library', 'Career fair at the LIBRARY']),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Activities (2)');
    expect(screen.getByText('Showing 2 of 2 activities')).toBeInTheDocument();
    // Typing is settled before asking: one request for the whole word, not one per letter.
    expect(api.to('GET /api/activities').map((call) => call.url)).toEqual([
      '/api/activities?limit=50',
      '/api/activities?limit=50&q=library',
    ]);

    await user.clear(screen.getByLabelText('Search descriptions'));
    await user.selectOptions(screen.getByLabelText('Activity type'), 'volunteer');
    await waitFor(() => expect(descriptions()).toEqual(['Food bank shift']));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Activities (1)');

    await user.type(screen.getByLabelText('Search descriptions'), 'library');
    expect(await screen.findByText('No activities match your search.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Activities (0)');
  });

  it('says so when there are no activities at all', async () => {
    await renderActivities([]);
    expect(screen.getByText('You have not logged any activities yet.')).toBeInTheDocument();
  });

  it('puts more than 100 results in a 600-pixel scroll area, and 100 or fewer not', async () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        makeActivity({
          description: `Activity ${i}`,
          date: `2025-01-${String((i % 28) + 1).padStart(2, '0')}`,
        }),
      );
    const user = userEvent.setup();
    const { unmount } = await renderActivities(many(101));
    expect(screen.getByText('Showing 50 of 101 activities')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more activities' }));
    await user.click(await screen.findByRole('button', { name: 'Show more activities' }));
    await screen.findByText('Showing 101 of 101 activities');
    expect(screen.queryByRole('button', { name: 'Show more activities' })).not.toBeInTheDocument();
    const area = screen.getByRole('region', { name: 'Activities' });
    expect(area).toHaveClass('activities-page__scroll');
    expect(area).toHaveAttribute('tabindex', '0');
    unmount();

    await renderActivities(many(100));
    await user.click(screen.getByRole('button', { name: 'Show more activities' }));
    await screen.findByText('Showing 100 of 100 activities');
    expect(screen.queryByRole('region', { name: 'Activities' })).not.toBeInTheDocument();
    expect(document.querySelector('.activities-page__scroll')).toBeNull();
    // Rendering a few hundred rows in jsdom is slow on a small machine.
  }, 30_000);

  it('edits one row at a time, sends the changes as JSON, and returns focus to Edit', async () => {
    const target = ACTIVITIES[1]!;
    const other = ACTIVITIES[2]!;
    const { api } = await renderActivities(ACTIVITIES, {
      [`PATCH /api/activities/${target.id}`]: { body: { ...target, type: 'training' } },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Job Search, Mar 05, 2025' }));
    // The edit form's code comes on first use.
    expect(await screen.findByLabelText(/^Activity type \*/)).toHaveFocus();
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);

    // Opening another row closes the first.
    await user.click(screen.getByRole('button', { name: 'Edit Volunteer Work, Mar 01, 2025' }));
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    expect(screen.getByLabelText(/^Description/)).toHaveValue(other.description);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Volunteer Work, Mar 01, 2025' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit Job Search, Mar 05, 2025' }));
    await user.selectOptions(screen.getByLabelText(/^Activity type \*/), 'training');
    await user.clear(screen.getByLabelText(/^Hours/));
    await user.type(screen.getByLabelText(/^Hours/), '3.5');
    await user.clear(screen.getByLabelText(/^Description/));
    await user.type(screen.getByLabelText(/^Description/), 'Applied at the city library');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Activity updated successfully!');
    expect(api.to(`PATCH /api/activities/${target.id}`).map((call) => call.body)).toEqual([
      { type: 'training', hours: 3.5, date: '2025-03-05', description: 'Applied at the city library' },
    ]);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Job Search, Mar 05, 2025' })).toHaveFocus();
    // The list is read again after the change.
    await waitFor(() => expect(api.to('GET /api/activities')).toHaveLength(2));
  });

  it('shows the server message when an edit fails', async () => {
    const target = ACTIVITIES[1]!;
    await renderActivities(ACTIVITIES, {
      [`PATCH /api/activities/${target.id}`]: { status: 400, body: { message: 'Activity not found' } },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Job Search, Mar 05, 2025' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Activity not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('checks an edit before sending it', async () => {
    const { api } = await renderActivities();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Job Search, Mar 05, 2025' }));
    await user.clear(await screen.findByLabelText(/^Description/));
    await user.clear(screen.getByLabelText(/^Hours/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please fill in all required fields')).toHaveLength(2);
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('deletes an activity only after the confirmation dialog, then refreshes the list', async () => {
    const target = ACTIVITIES[1]!;
    const { api } = await renderActivities(ACTIVITIES, {
      [`DELETE /api/activities/${target.id}`]: { status: 204 },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Job Search, Mar 05, 2025' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this activity?' });
    expect(dialog).toHaveTextContent(
      'The Job Search activity of Mar 05, 2025 and its attachments will be deleted.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete Job Search, Mar 05, 2025' })).toHaveFocus(),
    );
    expect(api.to(`DELETE /api/activities/${target.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Job Search, Mar 05, 2025' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Activity deleted successfully');
    expect(api.to(`DELETE /api/activities/${target.id}`)).toHaveLength(1);
    await waitFor(() => expect(api.to('GET /api/activities')).toHaveLength(2));
  });

  it('reports a failed deletion', async () => {
    const target = ACTIVITIES[1]!;
    await renderActivities(ACTIVITIES, {
      [`DELETE /api/activities/${target.id}`]: { status: 500, body: { message: 'Database down' } },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Job Search, Mar 05, 2025' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete activity')).toBeInTheDocument();
  });

  it('uploads each file on its own, refuses a file over 5 MB before sending, and reports a failure without stopping', async () => {
    const target = ACTIVITIES[1]!;
    const path = `/api/activities/${target.id}/attachments`;
    const { api } = await renderActivities(ACTIVITIES, {
      [`POST ${path}`]: (call) => {
        const file = (call.body as FormData).get('files') as File;
        return file.name === 'broken.pdf'
          ? { status: 400, body: { message: 'The file is empty' } }
          : { status: 201, body: { attachments: [makeAttachment({ originalName: file.name })], errors: [] } };
      },
    });
    const user = userEvent.setup();
    const input = screen.getByLabelText('Upload file Job Search, Mar 05, 2025');
    await user.upload(input, [
      fileOfSize('letter.pdf', 2000),
      fileOfSize('huge.pdf', 6 * 1024 * 1024),
      fileOfSize('broken.pdf', 10),
      fileOfSize('photo.png', 3000, 'image/png'),
    ]);
    await screen.findByText('Upload Failed');
    const sent = api
      .to(`POST ${path}`)
      .map((call) => ((call.body as FormData).getAll('files') as File[]).map((f) => f.name));
    expect(sent).toEqual([['letter.pdf'], ['broken.pdf'], ['photo.png']]);
    expect(
      screen.getByText(
        'huge.pdf: Please select a file smaller than 5MB broken.pdf: The file is empty 2 other files were attached.',
      ),
    ).toBeInTheDocument();
  });

  it('offers the file types the server accepts, in the row and in the inline edit', async () => {
    await renderActivities();
    const accepted = '.jpg,.jpeg,.png,.gif,.pdf,.doc,.docx,.txt,.csv,.xls,.xlsx';
    expect(screen.getByLabelText('Upload file Job Search, Mar 05, 2025')).toHaveAttribute('accept', accepted);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Job Search, Mar 05, 2025' }));
    expect(await screen.findByLabelText('Add File Job Search, Mar 05, 2025')).toHaveAttribute(
      'accept',
      accepted,
    );
  });

  it('says the file is too large when the only file picked is over 5 MB, and sends nothing', async () => {
    const target = ACTIVITIES[1]!;
    const { api } = await renderActivities();
    await userEvent
      .setup()
      .upload(
        screen.getByLabelText('Upload file Job Search, Mar 05, 2025'),
        fileOfSize('huge.pdf', 5 * 1024 * 1024 + 1),
      );
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please select a file smaller than 5MB')).toBeInTheDocument();
    expect(api.to(`POST /api/activities/${target.id}/attachments`)).toHaveLength(0);
  });

  it('confirms a single upload by name', async () => {
    const target = ACTIVITIES[1]!;
    await renderActivities(ACTIVITIES, {
      [`POST /api/activities/${target.id}/attachments`]: {
        status: 201,
        body: { attachments: [makeAttachment()], errors: [] },
      },
    });
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Upload file Job Search, Mar 05, 2025'), fileOfSize('letter.pdf', 2000));
    expect(await screen.findByText('File Uploaded')).toBeInTheDocument();
    expect(screen.getByText('letter.pdf has been attached to this activity.')).toBeInTheDocument();
  });

  it('downloads attachments: images open in a new tab, a missing link is reported', async () => {
    const image = makeAttachment({ originalName: 'receipt.png', fileType: 'image/png' });
    const document = makeAttachment({ originalName: 'offer.pdf' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderActivities([makeActivity({ attachments: [image, document] })], {
      [`GET /api/attachments/${image.id}/download`]: {
        body: { downloadUrl: '/api/attachments/x/content?signature=1', fileName: 'receipt.png' },
      },
      [`GET /api/attachments/${document.id}/download`]: { body: { downloadUrl: '', fileName: 'offer.pdf' } },
    });
    const user = userEvent.setup();
    expect(screen.getAllByText('(12.5 KB)')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Download: receipt.png' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        '/api/attachments/x/content?signature=1',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Download: offer.pdf' }));
    expect(await screen.findByText('Error downloading file')).toBeInTheDocument();
    expect(screen.getByText('No download URL provided')).toBeInTheDocument();
    open.mockRestore();
  });

  it('lets the uploader remove an attachment in edit mode after confirming', async () => {
    const mine = makeAttachment({ originalName: 'mine.pdf' });
    const theirs = makeAttachment({
      originalName: 'theirs.pdf',
      uploadedBy: '11111111-1111-4111-8111-111111111111',
    });
    const activity = makeActivity({ attachments: [mine, theirs] });
    const { api } = await renderActivities([activity], {
      [`DELETE /api/activities/${activity.id}/attachments/${mine.id}`]: { status: 204 },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Edit Job Search/ }));
    await screen.findByRole('button', { name: 'Remove mine.pdf' });
    expect(screen.queryByRole('button', { name: 'Remove theirs.pdf' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove mine.pdf' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Attachment Deleted')).toBeInTheDocument();
    expect(screen.getByText('The attachment has been removed from this activity.')).toBeInTheDocument();
    expect(api.to(`DELETE /api/activities/${activity.id}/attachments/${mine.id}`)).toHaveLength(1);
  });

  it('reads in Spanish', async () => {
    await renderActivities(ACTIVITIES, {}, makeUser({ preferredLanguage: 'es' }));
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(screen.getByRole('heading', { level: 1, name: 'Todas las actividades (4)' })).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Búsqueda de empleo')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText(/05 mar 2025/, { selector: 'time' })).toBeInTheDocument();
  });
});
