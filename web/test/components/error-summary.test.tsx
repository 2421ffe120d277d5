import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary } from '../../src/components/error-summary';
import { TextField } from '../../src/components/text-field';
import { i18n } from '../../src/lib/i18n';
import { applyServerFieldErrors, useErrorSummary } from '../../src/lib/forms';
import { ApiError } from '../../src/lib/api-client';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

interface Values {
  name: string;
  zip: string;
}

/** A small long form: two required fields, and a server that may refuse the ZIP code. */
function Form({ serverRefuses = false }: { serverRefuses?: boolean }) {
  const form = useForm<Values>({
    defaultValues: { name: '', zip: '' },
    shouldFocusError: false,
    resolver: (values) => {
      const errors: Record<string, { type: string; message: string }> = {};
      if (!values.name) errors.name = { type: 'required', message: 'Enter your first name' };
      if (!/^\d{5}$/.test(values.zip)) errors.zip = { type: 'pattern', message: 'Enter a 5-digit ZIP code' };
      return { values: Object.keys(errors).length ? {} : values, errors };
    },
  });
  const summary = useErrorSummary(form, [
    { name: 'name', label: 'First name' },
    { name: 'zip', label: 'ZIP code' },
  ]);
  const onSubmit = form.handleSubmit(async () => {
    await Promise.resolve();
    if (serverRefuses) {
      const message = 'Please check your information and try again';
      const error = new ApiError(400, message, {
        message,
        fieldErrors: { zip: 'Enter a ZIP code in your state' },
      });
      applyServerFieldErrors(error, form.setError, ['zip']);
    }
  });
  return (
    <form aria-label="Details" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary items={summary.items} focusSignal={summary.focusSignal} />
      <TextField
        label="First name"
        registration={form.register('name')}
        error={form.formState.errors.name?.message}
      />
      <TextField
        label="ZIP code"
        registration={form.register('zip')}
        error={form.formState.errors.zip?.message}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function summaryBox() {
  return screen.getByRole('heading', { name: 'There is a problem' }).closest('.usa-alert') as HTMLElement;
}

describe('ErrorSummary', () => {
  it('stays hidden until a submit fails', () => {
    render(<Form />);
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('appears on a failed submit, takes the focus, and lists each problem in the form order', async () => {
    render(<Form />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const box = await waitFor(summaryBox);
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleName('There is a problem');
    expect(within(box).getByText('Please correct 2 fields:')).toBeInTheDocument();
    expect(
      within(box)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['First name: Enter your first name', 'ZIP code: Enter a 5-digit ZIP code']);
  });

  it('links each problem to its field: the link targets the input and moves the focus there', async () => {
    render(<Form />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const box = await waitFor(summaryBox);
    const zip = screen.getByLabelText('ZIP code');
    const link = within(box).getByRole('link', { name: /^ZIP code/ });
    await waitFor(() => expect(link).toHaveAttribute('href', `#${zip.id}`));
    await user.click(link);
    expect(zip).toHaveFocus();
  });

  it('takes the focus again on the next failed submit, and goes once every field is right', async () => {
    render(<Form />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(summaryBox()).toHaveFocus());
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(summaryBox()).toHaveFocus());
    expect(within(summaryBox()).getAllByRole('link')).toHaveLength(1);
    await user.type(screen.getByLabelText('ZIP code'), '12345');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument(),
    );
  });

  it("lists the server's field errors and takes the focus when they arrive", async () => {
    render(<Form serverRefuses />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('ZIP code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const box = await waitFor(summaryBox);
    await waitFor(() => expect(box).toHaveFocus());
    expect(within(box).getByRole('link').textContent).toBe('ZIP code: Enter a ZIP code in your state');
  });

  it('speaks Spanish on Spanish pages', async () => {
    await i18n.changeLanguage('es');
    render(<Form />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Hay un problema' })).toBeInTheDocument();
    expect(screen.getByText('Corrija 2 campos:')).toBeInTheDocument();
  });
});
