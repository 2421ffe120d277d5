import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../src/lib/format';
import { i18n } from '../../src/lib/i18n';
import { fileOfSize, makeActivity, pinClockToFixtures } from './support';
import { renderDashboard } from '../dashboard/support';

beforeEach(pinClockToFixtures);
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function form() {
  return screen.getByRole('form', { name: 'Add New Activity' });
}

describe('Add New Activity', () => {
  it('starts with four type radios in a fieldset, today, 1 hour in steps of 0.5, and no description', async () => {
    await renderDashboard();
    const group = within(form()).getByRole('group', { name: /Activity type/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'job_search',
      'employment',
      'training',
      'volunteer',
    ]);
    expect(within(group).getByRole('radio', { name: 'Job Search' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Volunteer Work' })).not.toBeChecked();
    expect(within(form()).getByLabelText(/^Date/)).toHaveValue(todayIso());
    const hours = within(form()).getByLabelText(/^Hours/);
    expect(hours).toHaveValue(1);
    expect(hours).toHaveAttribute('step', '0.5');
    expect(hours).toHaveAttribute('min', '0.5');
    expect(hours).toHaveAttribute('max', '500');
    expect(within(form()).getByLabelText(/^Description/)).toHaveValue('');
    expect(within(form()).getByLabelText('Attachment (optional)')).not.toHaveAttribute('multiple');
    expect(within(form()).getByRole('button', { name: 'Save Activity' })).toBeEnabled();
    expect(within(form()).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const { api } = await renderDashboard();
    const user = userEvent.setup();
    await user.click(within(form()).getByRole('button', { name: 'Save Activity' }));
    expect(await within(form()).findByText('Describe the activity')).toBeInTheDocument();
    expect(within(form()).getByLabelText(/^Description/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form()).getByLabelText(/^Description/), 'Resume workshop');
    const hours = within(form()).getByLabelText(/^Hours/);
    await user.clear(hours);
    await user.type(hours, '0');
    await user.click(within(form()).getByRole('button', { name: 'Save Activity' }));
    expect(await within(form()).findByText('Please enter a valid number of hours')).toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '501');
    await user.click(within(form()).getByRole('button', { name: 'Save Activity' }));
    expect(await within(form()).findByText('Hours cannot be more than 500')).toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '1.25');
    await user.click(within(form()).getByRole('button', { name: 'Save Activity' }));
    expect(await within(form()).findByText('Hours must be in steps of 0.5')).toBeInTheDocument();
    expect(api.to('POST /api/activities')).toHaveLength(0);
  });

  it('sends the fields and the file as one multipart request, shows Saving..., then resets and refreshes', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { api } = await renderDashboard({
      handlers: {
        'POST /api/activities': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    });
    const user = userEvent.setup();
    await user.click(within(form()).getByRole('radio', { name: 'Training' }));
    await user.clear(within(form()).getByLabelText(/^Date/));
    await user.type(within(form()).getByLabelText(/^Date/), '2025-03-04');
    await user.clear(within(form()).getByLabelText(/^Hours/));
    await user.type(within(form()).getByLabelText(/^Hours/), '2.5');
    await user.type(within(form()).getByLabelText(/^Description/), '  Forklift safety course  ');
    const file = fileOfSize('certificate.pdf', 40_000);
    await user.upload(within(form()).getByLabelText('Attachment (optional)'), file);
    await user.click(within(form()).getByRole('button', { name: 'Save Activity' }));

    const saving = await within(form()).findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    const [call] = api.to('POST /api/activities');
    const body = call!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('type')).toBe('training');
    expect(body.get('date')).toBe('2025-03-04');
    expect(body.get('hours')).toBe('2.5');
    expect(body.get('description')).toBe('Forklift safety course');
    expect((body.get('file') as File).name).toBe('certificate.pdf');

    answer({ status: 201, body: makeActivity({ type: 'training' }) });
    expect(await screen.findByText('Activity logged successfully!')).toBeInTheDocument();
    expect(within(form()).getByRole('radio', { name: 'Job Search' })).toBeChecked();
    expect(within(form()).getByLabelText(/^Date/)).toHaveValue(todayIso());
    expect(within(form()).getByLabelText(/^Hours/)).toHaveValue(1);
    expect(within(form()).getByLabelText(/^Description/)).toHaveValue('');
    expect((within(form()).getByLabelText('Attachment (optional)') as HTMLInputElement).files).toHaveLength(
      0,
    );
    expect(within(form()).getByRole('button', { name: 'Save Activity' })).toBeEnabled();
    await waitFor(() => expect(api.to('GET /api/activities')).toHaveLength(2));
    await waitFor(() => expect(api.to('GET /api/dashboard/stats')).toHaveLength(2));
  });

  it('refuses a file over 5 MB at the field, and saves without it only when the person says so', async () => {
    const { api } = await renderDashboard({
      handlers: { 'POST /api/activities': { status: 201, body: makeActivity() } },
    });
    const user = userEvent.setup();
    const input = within(form()).getByLabelText('Attachment (optional)') as HTMLInputElement;
    await user.upload(input, fileOfSize('scan.pdf', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please select a file smaller than 5MB')).toBeInTheDocument();
    expect(input.files).toHaveLength(0);
    // The reason stands at the field, tied to the input.
    const fieldError = within(form()).getByText(/^scan\.pdf was not attached: it is larger than 5 MB\./);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(fieldError.id);

    // Saving now would lose the file the person chose: nothing is sent, the summary says why.
    await user.type(within(form()).getByLabelText(/^Description/), 'Interview');
    await user.click(within(form()).getByRole('button', { name: 'Save Activity' }));
    const summary = await within(form()).findByRole('heading', { name: 'There is a problem' });
    const alert = summary.closest('.usa-alert') as HTMLElement;
    await waitFor(() => expect(alert).toHaveFocus());
    await user.click(
      within(alert).getByRole('link', { name: /^Attachment \(optional\): scan\.pdf was not attached/ }),
    );
    expect(input).toHaveFocus();
    expect(api.to('POST /api/activities')).toHaveLength(0);
    expect(within(form()).getByLabelText(/^Description/)).toHaveValue('Interview');

    await user.click(within(form()).getByRole('checkbox', { name: /Save without the file/ }));
    await user.click(within(form()).getByRole('button', { name: 'Save Activity' }));
    await screen.findByText('Activity logged successfully!');
    const body = api.to('POST /api/activities')[0]!.body as FormData;
    expect(body.has('file')).toBe(false);
    expect(body.get('description')).toBe('Interview');
  });

  it('keeps the activity unsaved when the server refuses the file, until another file is chosen', async () => {
    let refuse = true;
    const { api } = await renderDashboard({
      handlers: {
        'POST /api/activities': () =>
          refuse
            ? {
                status: 400,
                body: {
                  message: 'The file does not look like a pdf file',
                  fieldErrors: { file: 'The file does not look like a pdf file' },
                },
              }
            : { status: 201, body: makeActivity() },
      },
    });
    const user = userEvent.setup();
    const input = within(form()).getByLabelText('Attachment (optional)') as HTMLInputElement;
    await user.type(within(form()).getByLabelText(/^Description/), 'Interview');
    await user.upload(input, fileOfSize('scan.pdf', 100));
    await user.click(within(form()).getByRole('button', { name: 'Save Activity' }));
    expect(
      await within(form()).findByText(/^scan\.pdf was not attached: The file does not look like a pdf file/),
    ).toBeInTheDocument();
    expect(api.to('POST /api/activities')).toHaveLength(1);

    // A second Save does not quietly send the activity without the paystub or photo.
    await user.click(within(form()).getByRole('button', { name: 'Save Activity' }));
    expect(api.to('POST /api/activities')).toHaveLength(1);
    expect(within(form()).getByLabelText(/^Description/)).toHaveValue('Interview');

    refuse = false;
    await user.upload(input, fileOfSize('stub.png', 100, 'image/png'));
    expect(within(form()).queryByText(/was not attached/)).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Save Activity' }));
    await screen.findByText('Activity logged successfully!');
    const body = api.to('POST /api/activities')[1]!.body as FormData;
    expect((body.get('file') as File).name).toBe('stub.png');
  });

  it('refuses a file of a type the server does not take', async () => {
    await renderDashboard();
    const input = within(form()).getByLabelText('Attachment (optional)') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, fileOfSize('setup.exe', 100, 'application/octet-stream'));
    expect(await screen.findByText('File type not allowed')).toBeInTheDocument();
    expect(input.files).toHaveLength(0);
  });

  it("shows the server's message and field errors when saving fails, keeping what was typed", async () => {
    await renderDashboard({
      handlers: {
        'POST /api/activities': {
          status: 400,
          body: { message: 'Please check the form', fieldErrors: { date: 'Please enter a valid date' } },
        },
      },
    });
    const user = userEvent.setup();
    await user.type(within(form()).getByLabelText(/^Description/), 'Interview');
    await user.click(within(form()).getByRole('button', { name: 'Save Activity' }));
    expect(await screen.findByText('Unable to save activity')).toBeInTheDocument();
    expect(screen.getByText('Please check the form')).toBeInTheDocument();
    expect(within(form()).getByText('Please enter a valid date')).toBeInTheDocument();
    expect(within(form()).getByLabelText(/^Description/)).toHaveValue('Interview');
  });

  it('puts the form back to its defaults on Cancel', async () => {
    await renderDashboard();
    const user = userEvent.setup();
    await user.click(within(form()).getByRole('radio', { name: 'Employment' }));
    await user.type(within(form()).getByLabelText(/^Description/), 'Shift');
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(within(form()).getByRole('radio', { name: 'Job Search' })).toBeChecked();
    expect(within(form()).getByLabelText(/^Description/)).toHaveValue('');
  });
});
