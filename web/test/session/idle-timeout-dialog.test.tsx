import { useMutation } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleTimeoutDialog } from '../../src/features/session/components/idle-timeout-dialog';
import { apiRequest } from '../../src/lib/api-client';
import { currentUserQueryOptions } from '../../src/lib/auth';
import { mockApi, renderPage } from '../support/render';
import { makeUser } from '../support/users';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** A page that saves something through the query cache, like any screen of the app. */
function SavingPage() {
  const save = useMutation({ mutationFn: () => apiRequest('POST', '/api/things', {}) });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save thing
    </button>
  );
}

async function renderSignedIn(options: { timeoutMs?: number; warningMs?: number } = {}) {
  const api = mockApi({
    'GET /api/user': { body: makeUser() },
    'POST /api/logout': { body: { message: 'Logged out' } },
    'POST /api/things': { body: {} },
  });
  const view = renderPage(<SavingPage />, { path: '/dashboard', extra: <IdleTimeoutDialog {...options} /> });
  await waitFor(() => expect(view.queryClient.getQueryData(currentUserQueryOptions.queryKey)).toBeTruthy());
  return { ...view, api };
}

describe('IdleTimeoutDialog', () => {
  it('renders nothing for a visitor, however long they stay', async () => {
    mockApi({});
    const { queryClient } = renderPage(<p>Home</p>, { path: '/', extra: <IdleTimeoutDialog /> });
    await waitFor(() => expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)).toBeNull());
    advance(30 * MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('appears two minutes before the 15-minute timeout, labelled, with a countdown', async () => {
    await renderSignedIn();
    advance(13 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1000);
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to end' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/after 15 minutes without activity/);
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus());
    advance(45_000);
    expect(screen.getByRole('timer')).toHaveTextContent('1:15');
    expect(screen.getByRole('timer')).toHaveAccessibleName('1 minute 15 seconds');
  });

  it('"Stay signed in" reads the user again, which closes the warning and restarts the clock', async () => {
    const { api } = await renderSignedIn();
    advance(13 * MINUTE);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('GET /api/session')).toHaveLength(2);
    advance(13 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1000);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('Escape keeps the session too', async () => {
    const { api } = await renderSignedIn();
    advance(13 * MINUTE);
    await screen.findByRole('dialog');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('GET /api/session')).toHaveLength(2);
  });

  it('keeps focus inside the dialog', async () => {
    await renderSignedIn();
    advance(13 * MINUTE);
    const stay = await screen.findByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(stay).toHaveFocus());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await user.tab();
    expect(stay).toHaveFocus();
  });

  it('counts a request made by the page as activity, but not clicks alone', async () => {
    await renderSignedIn();
    advance(10 * MINUTE);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(screen.getByRole('button', { name: 'Save thing' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    advance(12 * MINUTE);
    expect(screen.getByRole('button', { name: 'Save thing' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1 * MINUTE);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('takes activity in another tab into account', async () => {
    const { location } = await renderSignedIn();
    advance(10 * MINUTE);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'lastApiActivityAt', newValue: String(Date.now()) }),
      );
    });
    advance(12 * MINUTE);
    expect(location()).toBe('/dashboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1 * MINUTE);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('"Log out" ends the session', async () => {
    const { api, location } = await renderSignedIn();
    advance(13 * MINUTE);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.to('POST /api/logout')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the time runs out: forgets the user, goes to login and says the session ended', async () => {
    const { api, location, queryClient } = await renderSignedIn();
    advance(15 * MINUTE);
    await waitFor(() => expect(location()).toBe('/login'));
    expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)).toBeNull();
    expect(screen.getByText('Session ended')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to('POST /api/logout')).toHaveLength(1);
  });

  it('takes its timings from props', async () => {
    await renderSignedIn({ timeoutMs: 60_000, warningMs: 20_000 });
    advance(39_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1000);
    expect(await screen.findByRole('timer')).toHaveTextContent('0:20');
  });
});
