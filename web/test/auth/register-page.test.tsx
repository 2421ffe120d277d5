import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from '../../src/features/auth/components/register-page';
import { i18n } from '../../src/lib/i18n';
import { mockApi, renderPage } from '../support/render';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const field = (label: RegExp) => screen.getByLabelText(label);

/** Fills every required field with valid values; `overrides` replaces some by label. */
async function fillValid(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First name': 'Maria',
    'Last name': 'Lopez',
    'Street address': '12 Main St',
    City: 'Sacramento',
    'ZIP code': '95814',
    'Cell phone number': '(555) 123-4567',
    Username: 'maria_l',
    'Email address': 'Maria@Example.org',
    Password: 'a long passphrase',
    'Confirm password': 'a long passphrase',
    ...overrides,
  };
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const input = field(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  return user;
}

const submit = () => userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }));

describe('RegisterPage', () => {
  it('groups the fields in the four sections and defaults the state to CA', () => {
    mockApi({});
    renderPage(<RegisterPage />, { path: '/register' });
    for (const name of ['Personal information', 'Address', 'Contact preferences', 'Account']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    expect(field(/^State/)).toHaveValue('CA');
    expect(screen.getByRole('option', { name: 'District of Columbia (DC)' })).toBeInTheDocument();
    expect(field(/^Preferred language/)).toHaveValue('en');
  });

  it('asks for the page’s language, Spanish on a Spanish page, and follows a switch until the person chooses', async () => {
    await i18n.changeLanguage('es');
    mockApi({});
    renderPage(<RegisterPage />, { path: '/register' });
    const language = screen.getByLabelText(/^Idioma preferido/);
    expect(language).toHaveValue('es');
    await act(() => i18n.changeLanguage('en'));
    expect(field(/^Preferred language/)).toHaveValue('en');
    await act(() => i18n.changeLanguage('es'));
    expect(field(/^Idioma preferido/)).toHaveValue('es');
    // Once chosen, the person's own answer stays whatever the page does.
    await userEvent.setup().selectOptions(field(/^Idioma preferido/), 'en');
    await act(() => i18n.changeLanguage('es'));
    expect(field(/^Idioma preferido/)).toHaveValue('en');
  });

  it('shows the required-field messages and sends nothing', async () => {
    const api = mockApi({});
    renderPage(<RegisterPage />, { path: '/register' });
    await submit();
    for (const message of [
      'Enter your first name',
      'Enter your last name',
      'Enter your street address',
      'Enter your city',
      'Enter a 5-digit ZIP code',
      'Enter your cell phone number',
      'Enter a username of at least 3 characters',
      'Enter your email address',
      'Enter a password of at least 8 characters',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.to('POST /api/register')).toHaveLength(0);
  });

  it('checks the e-mail format, the phone digits and the password confirmation', async () => {
    mockApi({});
    renderPage(<RegisterPage />, { path: '/register' });
    await fillValid({ 'Email address': 'maria-at-example', 'Cell phone number': '555-1234' });
    await submit();
    expect(await screen.findByText('Enter an email address like name@example.com')).toBeInTheDocument();
    expect(screen.getByText('Enter a 10-digit phone number, like 555-123-4567')).toBeInTheDocument();

    await fillValid({ 'Confirm password': 'another passphrase' });
    await submit();
    expect(await screen.findByText('Enter the same password in both password fields')).toBeInTheDocument();
    expect(field(/^Confirm password/)).toHaveAccessibleDescription(
      'Enter the same password in both password fields',
    );
  });

  it('says the state must be two letters if the select is tampered with', async () => {
    mockApi({});
    renderPage(<RegisterPage />, { path: '/register' });
    await fillValid();
    const select = field(/^State/) as HTMLSelectElement;
    // Only a scripted change can leave the list of codes; the server gives the same message.
    const odd = document.createElement('option');
    odd.value = 'C';
    select.append(odd);
    fireEvent.change(select, { target: { value: 'C' } });
    await submit();
    expect(await screen.findByText('Choose your state')).toBeInTheDocument();
  });

  it('formats the phone number as ddd-ddd-dddd when the field is left', async () => {
    mockApi({});
    renderPage(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    const phone = field(/^Cell phone number/);
    await user.type(phone, '1 (555) 123 4567');
    await user.tab();
    expect(phone).toHaveValue('555-123-4567');
    await user.clear(phone);
    await user.type(phone, '55512');
    await user.tab();
    expect(phone).toHaveValue('55512');
  });

  it('sends the checked values, never the monthly hours (the state decides them), and shows the check-your-email screen', async () => {
    const api = mockApi({
      'POST /api/register': {
        status: 201,
        body: { message: 'Registration successful. Please check your email to verify your account.' },
      },
    });
    renderPage(<RegisterPage />, { path: '/register' });
    await fillValid();
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/sent a verification link to maria@example\.org/)).toBeInTheDocument();
    expect(screen.getByText(/cannot log in until your email address is verified/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(api.to('POST /api/register')[0]?.body).toEqual({
      firstName: 'Maria',
      lastName: 'Lopez',
      address: '12 Main St',
      city: 'Sacramento',
      state: 'CA',
      zipCode: '95814',
      cellNumber: '555-123-4567',
      preferredLanguage: 'en',
      username: 'maria_l',
      email: 'maria@example.org',
      password: 'a long passphrase',
      confirmPassword: 'a long passphrase',
    });
  });

  it("puts the server's field errors on their fields, without a toast", async () => {
    mockApi({
      'POST /api/register': {
        status: 409,
        body: {
          message: 'This username is already taken',
          fieldErrors: { username: 'This username is already taken', email: 'This email is already in use' },
        },
      },
    });
    renderPage(<RegisterPage />, { path: '/register' });
    await fillValid();
    await submit();
    await waitFor(() =>
      expect(field(/^Username/)).toHaveAccessibleDescription(/This username is already taken/),
    );
    expect(field(/^Email address/)).toHaveAccessibleDescription(/This email is already in use/);
    expect(screen.queryByText('Please check your information and try again')).not.toBeInTheDocument();
  });

  it('shows a toast when the failure names no field', async () => {
    mockApi({ 'POST /api/register': { status: 500, body: {} } });
    renderPage(<RegisterPage />, { path: '/register' });
    await fillValid();
    await submit();
    expect(await screen.findByText('Please check your information and try again')).toBeInTheDocument();
  });
});
