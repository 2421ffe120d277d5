import type { AdminFeedback } from '@tracker/contracts/http/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminPage } from '../../src/features/admin/components/admin-page';
import { FeedbackAdminPage } from '../../src/features/feedback-admin/components/feedback-admin-page';
import { i18n } from '../../src/lib/i18n';
import { adminApi } from '../admin/support';
import { mockApi, renderPage, renderRoutes, settled } from '../support/render';
import { makeUser } from '../support/users';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const ADMIN = makeUser({ id: '0a1b2c3d-0000-4000-8000-000000000001', username: 'admin', isAdmin: true });

let sequence = 0;

/** Feedback as administrators read it; each one a minute older than the one made before. */
function makeFeedback(overrides: Partial<AdminFeedback> = {}): AdminFeedback {
  sequence += 1;
  return {
    id: `5e000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    userId: makeUser().id,
    category: 'suggestion',
    message: 'Please add a reminder before the 15th.',
    mayContact: false,
    createdAt: new Date(Date.UTC(2025, 2, 5, 15, 0) - sequence * 60_000).toISOString(),
    username: 'maria',
    contactEmail: null,
    ...overrides,
  };
}

/** `GET /api/admin/feedback` over `all`, newest first, cut at the `limit` asked for. */
function feedbackApi(all: readonly AdminFeedback[], me = ADMIN) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/user') return { body: me };
    if (call.method === 'GET' && call.path === '/api/admin/feedback') {
      const limit = Number(new URL(call.url, 'http://localhost').searchParams.get('limit') ?? 100);
      return { body: { feedback: all.slice(0, limit) } };
    }
    return undefined;
  });
}

function renderScreen() {
  return renderPage(<FeedbackAdminPage />, { path: '/admin/feedback' });
}

async function rows(name = 'Feedback from enrollees, newest first') {
  const table = await screen.findByRole('table', { name });
  return within(table).getAllByRole('row').slice(1);
}

describe('/admin/feedback', () => {
  it('lists the feedback newest first: when, category, message, who, and an address only when agreed', async () => {
    const agreed = makeFeedback({
      category: 'bug',
      message: 'The report button does nothing on my phone.\nIt spins forever.',
      mayContact: true,
      username: 'maria',
      contactEmail: 'maria@example.org',
    });
    const declined = makeFeedback({ category: 'question', username: 'jose', mayContact: false });
    const gone = makeFeedback({ category: 'other', username: null, mayContact: true, contactEmail: null });
    const api = feedbackApi([agreed, declined, gone]);
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Admin Dashboard/ })).toHaveAttribute('href', '/admin');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Received', 'Category', 'Message', 'From', 'Contact']);
    const [first, second, third] = (await rows()) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('rowheader')).toHaveTextContent(/Mar 5, 2025/);
    expect(within(first).getByText('Bug')).toBeInTheDocument();
    expect(first).toHaveTextContent('The report button does nothing on my phone. It spins forever.');
    expect(first).toHaveTextContent('maria');
    expect(within(first).getByRole('link', { name: 'maria@example.org' })).toHaveAttribute(
      'href',
      'mailto:maria@example.org',
    );
    expect(within(second).getByText('Question')).toBeInTheDocument();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Did not agree to be contacted');
    expect(third).toHaveTextContent('Account deleted');
    expect(third).toHaveTextContent('Agreed to be contacted; the address is no longer available');
    expect(screen.getByRole('status')).toHaveTextContent('Showing the latest 3 messages.');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(api.calls).toEqual(['GET /api/session', 'GET /api/admin/feedback?limit=50']);
  });

  it('asks for 50 more at a time while the answers are full, up to the server’s 500', async () => {
    const all = Array.from({ length: 120 }, (_, i) => makeFeedback({ message: `Message ${i + 1}` }));
    const api = feedbackApi(all);
    renderScreen();
    expect(await rows()).toHaveLength(50);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(100));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(120));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.includes('/api/admin/feedback'))).toEqual([
      'GET /api/admin/feedback?limit=50',
      'GET /api/admin/feedback?limit=100',
      'GET /api/admin/feedback?limit=150',
    ]);
  });

  it('says when nothing has been sent yet', async () => {
    feedbackApi([]);
    renderScreen();
    expect(await screen.findByText('No feedback has been sent yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, with the server’s reason, and tries again', async () => {
    let failing = true;
    mockApi((call) => {
      if (call.path === '/api/user') return { body: ADMIN };
      if (failing) return { status: 503, body: { message: 'Service unavailable' } };
      return { body: { feedback: [makeFeedback()] } };
    });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The feedback could not be loaded. Service unavailable');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    feedbackApi([makeFeedback({ category: 'bug' })], { ...ADMIN, preferredLanguage: 'es' });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Comentarios' })).toBeInTheDocument();
    const [row] = await rows('Comentarios de las personas inscritas, del más reciente al más antiguo');
    expect(within(row!).getByText('Error')).toBeInTheDocument();
    expect(row).toHaveTextContent('No aceptó que se comuniquen con esta persona');
  });
});

describe('the way to the feedback', () => {
  it('is a link in the admin dashboard’s System Configuration', async () => {
    adminApi({
      extra: (call) => (call.path === '/api/admin/feedback' ? { body: { feedback: [] } } : undefined),
    });
    const { location } = renderRoutes(
      { '/admin': <AdminPage />, '/admin/feedback': <FeedbackAdminPage /> },
      { url: '/admin' },
    );
    const configuration = (await screen.findByRole('heading', { name: 'System Configuration' })).closest(
      'section',
    )!;
    await userEvent.setup().click(within(configuration).getByRole('link', { name: 'Feedback' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    expect(location()).toBe('/admin/feedback');
  });
});

describe('/admin/feedback for someone who is not an administrator', () => {
  it('shows Access Denied and asks for no feedback', async () => {
    const api = feedbackApi([makeFeedback()], makeUser({ isAdmin: false }));
    const { queryClient } = renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await settled(queryClient, api);
    expect(api.calls).toEqual(['GET /api/session']);
  });
});
