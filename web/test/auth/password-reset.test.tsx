import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '../../src/features/auth/components/forgot-password-page';
import { ResetPasswordPage } from '../../src/features/auth/components/reset-password-page';
import { mockApi, renderPage } from '../support/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', () => {
  it('checks the e-mail before sending', async () => {
    const api = mockApi({});
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email address/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter an email address like name@example.com')).toBeInTheDocument();
    expect(api.to('POST /api/forgot-password')).toHaveLength(0);
  });

  it('confirms the e-mail was sent, and can return to the form or to login', async () => {
    const api = mockApi({
      'POST /api/forgot-password': {
        body: { message: 'If an account exists for that email, a reset link has been sent.' },
      },
    });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email address/), 'maria@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(api.to('POST /api/forgot-password')[0]?.body).toEqual({ email: 'maria@example.org' });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('maria@example.org');
  });

  it('says so when the e-mail cannot be sent', async () => {
    mockApi({ 'POST /api/forgot-password': { status: 500, body: {} } });
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email address/), 'maria@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Failed to send reset email. Please try again.')).toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  it('without a token: an "Invalid Reset Link" toast, then the login page after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({});
    const { location } = renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(
      await screen.findByText('Invalid Reset Link', { selector: '.app-toast__title' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(location()).toBe('/reset-password');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('checks the new password and its confirmation', async () => {
    const api = mockApi({});
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password?token=abc123' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Enter a password of at least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'a long passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'something else');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Enter the same password in both password fields')).toBeInTheDocument();
    expect(api.to('POST /api/reset-password')).toHaveLength(0);
  });

  it('sends the token with the new password, then goes to login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'POST /api/reset-password': { body: { message: 'Your password has been reset. You can now log in.' } },
    });
    const { location } = renderPage(<ResetPasswordPage />, {
      path: '/reset-password',
      url: '/reset-password?token=abc123',
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.type(screen.getByLabelText(/^New password/), 'a long passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Password reset' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(api.to('POST /api/reset-password')[0]?.body).toEqual({
      token: 'abc123',
      newPassword: 'a long passphrase',
      confirmPassword: 'a long passphrase',
    });
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('says "Reset Failed" with the reason when the link no longer works', async () => {
    mockApi({
      'POST /api/reset-password': {
        status: 400,
        body: { message: 'This reset link is invalid or has expired. Please request a new one.' },
      },
    });
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password?token=old' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'a long passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Reset Failed')).toBeInTheDocument();
    expect(
      screen.getByText('This reset link is invalid or has expired. Please request a new one.'),
    ).toBeInTheDocument();
  });

  it('puts a refused password on the new-password field', async () => {
    const message = 'This password is too common. Choose another.';
    mockApi({
      'POST /api/reset-password': { status: 400, body: { message, fieldErrors: { newPassword: message } } },
    });
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password?token=abc' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'password1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'password1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(new RegExp(message)),
    );
  });
});
