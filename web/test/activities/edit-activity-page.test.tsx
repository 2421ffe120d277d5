import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditActivityPage } from '../../src/features/activities/components/edit-activity-page';
import { shortId } from '../../src/features/activities/lib/short-id';
import { i18n } from '../../src/lib/i18n';
import {
  type Handler,
  fileOfSize,
  idEnding,
  makeActivity,
  makeAttachment,
  makeUser,
  mockApi,
  renderPage,
  pinClockToFixtures,
} from './support';

beforeEach(pinClockToFixtures);
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const ATTACHMENT = makeAttachment({ originalName: 'timesheet.pdf' });
const ACTIVITY = makeActivity({
  id: idEnding('9f3e2d1c0b4a'),
  type: 'employment',
  description: 'Shift at the bakery',
  hours: 6,
  date: '2025-03-04',
  attachments: [ATTACHMENT],
});
const PATH = `/api/activities/${ACTIVITY.id}`;

async function renderEdit(handlers: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /api/user': { body: makeUser() },
    [`GET ${PATH}`]: { body: ACTIVITY },
    ...handlers,
  });
  const view = renderPage(<EditActivityPage />, { path: '/activity/:id', url: `/activity/${ACTIVITY.id}` });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, api };
}

describe('/activity/{id}', () => {
  it('keeps the last 8 characters of an id as its short form', () => {
    expect(shortId('00000000-0000-4000-8000-9f3e2d1c0b4a')).toBe('2d1c0b4a');
    expect(shortId('abc')).toBe('abc');
  });

  it('shows the activity with its short id, fields and attachments', async () => {
    await renderEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Activity' })).toBeInTheDocument();
    expect(screen.getByText('2d1c0b4a')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Activity type/)).toHaveValue('employment');
    expect(screen.getByLabelText(/^Hours/)).toHaveValue(6);
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2025-03-04');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Shift at the bakery');
    expect(screen.getByRole('button', { name: 'Download: timesheet.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Activities/ })).toHaveAttribute('href', '/activities');
    expect(screen.getByLabelText('Upload files')).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.png,.gif,.pdf,.doc,.docx,.txt',
    );
  });

  it('shows Activity Not Found when the activity cannot be loaded', async () => {
    await renderEdit({ [`GET ${PATH}`]: { status: 404, body: { message: 'Activity not found' } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The activity doesn't exist or you don't have permission to view it."),
    ).toBeInTheDocument();
    const backLinks = screen.getAllByRole('link', { name: /Back to Activities/ });
    for (const link of backLinks) expect(link).toHaveAttribute('href', '/activities');
  });

  it('saves the fields as a form and goes back to /activities', async () => {
    const { api, location } = await renderEdit({ [`PATCH ${PATH}`]: { body: ACTIVITY } });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Hours/));
    await user.type(screen.getByLabelText(/^Hours/), '7.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/activities'));
    const [call] = api.to(`PATCH ${PATH}`);
    const body = call?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      type: 'employment',
      hours: '7.5',
      date: '2025-03-04',
      description: 'Shift at the bakery',
    });
    expect(await screen.findByText('Activity updated successfully!')).toBeInTheDocument();
  });

  it('refuses missing fields and an invalid number of hours before sending', async () => {
    const { api } = await renderEdit();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Description/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please fill in all required fields')).toHaveLength(2);

    await user.type(screen.getByLabelText(/^Description/), 'Shift');
    await user.clear(screen.getByLabelText(/^Hours/));
    await user.type(screen.getByLabelText(/^Hours/), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please enter a valid number of hours')).toHaveLength(2);
    expect(api.to(`PATCH ${PATH}`)).toHaveLength(0);
  });

  it('goes back to /activities on Cancel', async () => {
    const { location } = await renderEdit();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/activities');
  });

  it('removes an attachment through the edit screen path after confirming', async () => {
    const { api } = await renderEdit({ [`DELETE ${PATH}/remove-attachment`]: { status: 204 } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove timesheet.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this attachment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Attachment Deleted')).toBeInTheDocument();
    expect(api.to(`DELETE ${PATH}/remove-attachment`).map((call) => call.body)).toEqual([
      { attachmentId: ATTACHMENT.id },
    ]);
  });

  it('reports a failed removal', async () => {
    await renderEdit({ [`DELETE ${PATH}/remove-attachment`]: { status: 500, body: { message: 'Boom' } } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove timesheet.pdf' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete attachment. Please try again.')).toBeInTheDocument();
  });

  it('uploads each file as its own PATCH with a file field', async () => {
    const { api } = await renderEdit({
      [`PATCH ${PATH}`]: (call) =>
        ((call.body as FormData).get('file') as File).name === 'bad.txt'
          ? { status: 400, body: { message: 'The file is empty' } }
          : { body: ACTIVITY },
    });
    await userEvent
      .setup()
      .upload(screen.getByLabelText('Upload files'), [
        fileOfSize('a.pdf', 100),
        fileOfSize('bad.txt', 1, 'text/plain'),
      ]);
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    const sent = api.to(`PATCH ${PATH}`).map((call) => [...(call.body as FormData).keys()]);
    expect(sent).toEqual([['file'], ['file']]);
    expect(screen.getByText('bad.txt: The file is empty 1 other file was attached.')).toBeInTheDocument();
  });
});
