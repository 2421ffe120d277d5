import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { makeUser } from '../activities/support';
import { renderDashboard } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const SENT = {
  id: '5e000000-0000-4000-8000-000000000001',
  userId: makeUser().id,
  category: 'bug',
  message: 'The report button does nothing on my phone.',
  mayContact: true,
  createdAt: '2025-03-05T15:00:00.000Z',
};

/** The dashboard with its feedback dialog open. */
async function openDialog(handlers: Parameters<typeof renderDashboard>[0] = {}) {
  const view = await renderDashboard(handlers);
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Send Feedback' });
  await user.click(opener);
  // The dialog's code downloads on first use, which a busy machine can make slow.
  const dialog = await screen.findByRole('dialog', { name: 'Send Feedback' }, { timeout: 5000 });
  return { ...view, user, dialog, opener };
}

describe('the dashboard’s feedback option', () => {
  it('invites feedback and opens the form in a dialog, focus on the category', async () => {
    const { dialog } = await openDialog();
    expect(screen.getByRole('heading', { level: 2, name: 'Help us improve' })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Tell us what is working/);
    const category = within(dialog).getByRole('combobox', { name: /Category/ });
    await waitFor(() => expect(category).toHaveFocus());
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['- Select a category -', 'Something is not working', 'Suggestion', 'Question', 'Other']);
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveAttribute('maxLength', '5000');
    expect(within(dialog).getByRole('checkbox', { name: /You may contact me about this/ })).not.toBeChecked();
  });

  it('shows the contract’s messages on the fields and sends nothing while they are wrong', async () => {
    const { user, dialog, api } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(
      await within(dialog).findByText('Please choose a category', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Category/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Category/ })).toHaveFocus());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'question');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('Please choose a category')).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByText('Message is required')).toBeInTheDocument();
    expect(api.to('POST /api/feedback')).toHaveLength(0);
  });

  it('sends the category, the message and the contact choice, thanks, closes and returns focus', async () => {
    const { user, dialog, api, opener } = await openDialog({
      handlers: { 'POST /api/feedback': { status: 201, body: SENT } },
    });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'bug');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), `  ${SENT.message}  `);
    await user.click(within(dialog).getByRole('checkbox', { name: /You may contact me about this/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(screen.getByText('We have received your message.')).toBeInTheDocument();
    expect(api.to('POST /api/feedback').map((call) => call.body)).toEqual([
      { category: 'bug', message: SENT.message, mayContact: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the server’s field errors on their fields', async () => {
    const { user, dialog } = await openDialog({
      handlers: {
        'POST /api/feedback': {
          status: 400,
          body: {
            message: 'Please check the form',
            fieldErrors: { message: 'Feedback must be 5000 characters or less' },
          },
        },
      },
    });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'other');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Thanks for the site.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    expect(await within(dialog).findByText('Feedback must be 5000 characters or less')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(message).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
    expect(screen.queryByText('Your feedback was not sent')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with a toast when sending fails otherwise', async () => {
    const { user, dialog } = await openDialog({
      handlers: { 'POST /api/feedback': { status: 503, body: { message: 'Service unavailable' } } },
    });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'suggestion');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Add a dark mode.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Your feedback was not sent')).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
  });

  it('closes on Cancel, the × button and Escape without sending', async () => {
    const { user, dialog, api, opener } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await user.click(opener);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST /api/feedback')).toHaveLength(0);
  });

  it('speaks Spanish, the contract’s messages included', async () => {
    await i18n.changeLanguage('es');
    await renderDashboard({ user: makeUser({ preferredLanguage: 'es' }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar comentarios' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar comentarios' }, { timeout: 5000 });
    expect(
      within(dialog).getByRole('checkbox', { name: /Pueden comunicarse conmigo sobre esto/ }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar comentarios' }));
    expect(await within(dialog).findByText('Elija una categoría', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByText('El mensaje es obligatorio')).toBeInTheDocument();
  });
});
