import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { VerifyEmailPage } from '../../src/features/auth/components/verify-email-page';
import { createQueryClient } from '../../src/lib/query-client';
import { mockApi, renderPage } from '../support/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const VERIFIED = 'Your email address has been verified. You can now log in.';

describe('VerifyEmailPage', () => {
  it('shows a loading state, then the success message, then goes to login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (value: { body: unknown }) => void = () => undefined;
    const api = mockApi({
      'GET /api/verify-email': () => new Promise((resolve) => (answer = resolve)),
    });
    const { location } = renderPage(<VerifyEmailPage />, {
      path: '/verify-email',
      url: '/verify-email?token=tok%2B1',
    });
    expect(await screen.findByText('Verifying your email address…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Login' })).not.toBeInTheDocument();
    act(() => answer({ body: { verified: true, message: VERIFIED } }));
    expect(await screen.findByText(VERIFIED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(api.to('GET /api/verify-email')[0]?.url).toBe('/api/verify-email?token=tok%2B1');
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('says no token was provided, without calling the server', () => {
    const api = mockApi({});
    renderPage(<VerifyEmailPage />, { path: '/verify-email' });
    expect(screen.getByText('No verification token provided')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
    expect(api.to('GET /api/verify-email')).toHaveLength(0);
  });

  it("shows the server's reason for a refused link and stays on the page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'GET /api/verify-email': {
        status: 400,
        body: { message: 'This verification link is invalid or has expired.', verified: false },
      },
    });
    const { location } = renderPage(<VerifyEmailPage />, {
      path: '/verify-email',
      url: '/verify-email?token=used',
    });
    expect(await screen.findByText('This verification link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verification failed' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(location()).toBe('/verify-email');
  });

  it('says verification failed when the answer carries no message', async () => {
    mockApi({ 'GET /api/verify-email': { status: 500 } });
    renderPage(<VerifyEmailPage />, { path: '/verify-email', url: '/verify-email?token=x' });
    expect(await screen.findByText('Email verification failed')).toBeInTheDocument();
  });

  it('says an error occurred when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage(<VerifyEmailPage />, { path: '/verify-email', url: '/verify-email?token=x' });
    expect(
      await screen.findByText('An error occurred during email verification. Please try again.'),
    ).toBeInTheDocument();
  });

  it('uses the single-use token once, even when StrictMode mounts the page twice', async () => {
    const api = mockApi({ 'GET /api/verify-email': { body: { verified: true, message: VERIFIED } } });
    render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <MemoryRouter initialEntries={['/verify-email?token=once']}>
            <Routes>
              <Route path="/verify-email" element={<VerifyEmailPage />} />
            </Routes>
          </MemoryRouter>
        </AppProviders>
      </StrictMode>,
    );
    expect(await screen.findByText(VERIFIED)).toBeInTheDocument();
    expect(api.to('GET /api/verify-email')).toHaveLength(1);
  });
});
