import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../src/features/auth/components/login-page';
import { loginDestination } from '../../src/features/auth/utils/login-destination';
import { currentUserQueryOptions } from '../../src/lib/auth';
import { i18n } from '../../src/lib/i18n';
import { mockApi, renderPage } from '../support/render';
import { makeUser } from '../support/users';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const NOT_VERIFIED = 'Your email address has not been verified.';

async function logIn(username = 'maria', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/username or email/i), username);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginPage', () => {
  it('asks for both fields and sends nothing while they are empty', async () => {
    const api = mockApi({});
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Username or email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/username or email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST /api/login')).toHaveLength(0);
  });

  it('says it is a test version and links to the password reset and registration pages', () => {
    mockApi({});
    renderPage(<LoginPage />, { path: '/login' });
    expect(
      screen.getByText(/This is a test version of the Work Requirement Tracker, not a production system/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('shows and hides the password with a pressed toggle', async () => {
    mockApi({});
    renderPage(<LoginPage />, { path: '/login' });
    const input = screen.getByLabelText(/^password/i);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends the login name, password and time zone; an enrollee goes to the dashboard', async () => {
    const api = mockApi({ 'POST /api/login': { body: makeUser() } });
    const { location, queryClient } = renderPage(<LoginPage />, { path: '/login' });
    await logIn('maria@example.org', 'correct horse');
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(api.to('POST /api/login')[0]?.body).toMatchObject({
      username: 'maria@example.org',
      password: 'correct horse',
    });
    expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)).toMatchObject({ username: 'maria' });
  });

  it('takes an administrator to /admin', async () => {
    mockApi({ 'POST /api/login': { body: makeUser({ isAdmin: true, username: 'admin' }) } });
    const { location } = renderPage(<LoginPage />, { path: '/login' });
    await logIn('admin');
    await waitFor(() => expect(location()).toBe('/admin'));
  });

  it('returns to the signed-in page that sent the user to log in', async () => {
    mockApi({ 'POST /api/login': { body: makeUser() } });
    const { location } = renderPage(<LoginPage />, { path: '/login', state: { from: '/profile' } });
    await logIn();
    await waitFor(() => expect(location()).toBe('/profile'));
  });

  it('shows the server message in a "Login failed" toast, without the verification panel', async () => {
    mockApi({ 'POST /api/login': { status: 401, body: { message: 'Invalid username or password' } } });
    renderPage(<LoginPage />, { path: '/login' });
    await logIn();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.queryByText(/needs to be verified/)).not.toBeInTheDocument();
  });

  it('falls back to the invalid-credentials text when the server sent no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage(<LoginPage />, { path: '/login' });
    await logIn();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
  });

  it('translates the failure for a Spanish reader', async () => {
    await i18n.changeLanguage('es');
    mockApi({ 'POST /api/login': { status: 401, body: { message: 'Invalid username or password' } } });
    renderPage(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/nombre de usuario/i), 'maria');
    await user.type(screen.getByLabelText(/^contraseña/i), 'x');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('No se pudo iniciar sesión')).toBeInTheDocument();
    expect(screen.getByText('El nombre de usuario o la contraseña no son correctos')).toBeInTheDocument();
  });

  it('offers a new verification link when the e-mail is not verified, and resends it', async () => {
    const api = mockApi({
      'POST /api/login': {
        status: 403,
        body: { message: NOT_VERIFIED, emailNotVerified: true, email: 'maria@example.org' },
      },
      'POST /api/resend-verification': {
        body: { message: 'If that email needs verification, a new link has been sent.' },
      },
    });
    renderPage(<LoginPage />, { path: '/login' });
    await logIn();
    const panel = await screen.findByRole('region', { name: 'Verify your email address' });
    expect(within(panel).getByText(/needs to be verified before you can log in/)).toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Resend verification email' }));
    expect(
      await screen.findByText('If that email needs verification, a new link has been sent.'),
    ).toBeInTheDocument();
    expect(api.to('POST /api/resend-verification')[0]?.body).toEqual({ email: 'maria@example.org' });
  });

  it('recognises the unverified case by its message alone when an e-mail is present', async () => {
    mockApi({
      'POST /api/login': { status: 403, body: { message: NOT_VERIFIED, email: 'maria@example.org' } },
    });
    renderPage(<LoginPage />, { path: '/login' });
    await logIn();
    expect(await screen.findByRole('region', { name: 'Verify your email address' })).toBeInTheDocument();
  });

  it('shows no panel when the answer names no e-mail', async () => {
    mockApi({ 'POST /api/login': { status: 403, body: { message: NOT_VERIFIED, emailNotVerified: true } } });
    renderPage(<LoginPage />, { path: '/login' });
    await logIn();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).not.toBeInTheDocument();
  });

  it('shows no panel for another failure that carries an e-mail', async () => {
    mockApi({
      'POST /api/login': { status: 401, body: { message: 'Invalid username or password', email: 'a@b.org' } },
    });
    renderPage(<LoginPage />, { path: '/login' });
    await logIn();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).not.toBeInTheDocument();
  });

  it('says so when the verification e-mail cannot be sent', async () => {
    mockApi({
      'POST /api/login': {
        status: 403,
        body: { message: NOT_VERIFIED, emailNotVerified: true, email: 'm@e.org' },
      },
      'POST /api/resend-verification': { status: 500, body: {} },
    });
    renderPage(<LoginPage />, { path: '/login' });
    await logIn();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Failed to send verification email')).toBeInTheDocument();
  });
});

describe('loginDestination', () => {
  it('sends administrators to /admin and everyone else to /dashboard', () => {
    expect(loginDestination({ isAdmin: true }, undefined)).toBe('/admin');
    expect(loginDestination({ isAdmin: false }, undefined)).toBe('/dashboard');
  });

  it('goes back to a signed-in page, never to a public page or another site', () => {
    expect(loginDestination({ isAdmin: false }, '/user-profile/42?tab=logins')).toBe(
      '/user-profile/42?tab=logins',
    );
    expect(loginDestination({ isAdmin: false }, '/register')).toBe('/dashboard');
    expect(loginDestination({ isAdmin: true }, '/')).toBe('/admin');
    expect(loginDestination({ isAdmin: false }, '//evil.example/path')).toBe('/dashboard');
    expect(loginDestination({ isAdmin: false }, 'https://evil.example')).toBe('/dashboard');
  });
});
