import type { CurrentUser } from '@tracker/contracts/http/identity';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/lib/query-client';

// Shared by the account-screen tests (auth, profile, session, dashboard).

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '5d1c8f3e-2b4a-4c6d-8e9f-0a1b2c3d4e5f',
    username: 'maria',
    email: 'maria@example.org',
    pendingEmail: null,
    firstName: 'Maria',
    lastName: 'Lopez',
    address: '12 Main St',
    city: 'Sacramento',
    state: 'CA',
    zipCode: '95814',
    cellNumber: '555-123-4567',
    birthdate: '1990-04-02',
    enrollmentStatus: 'Adult',
    preferredLanguage: 'en',
    requiredMonthlyHours: 20,
    medicaidState: null,
    medicaidId: null,
    medicaidStartDate: null,
    medicaidEnrolledThroughDate: null,
    profileImageUrl: null,
    isAdmin: false,
    emailVerified: true,
    isImpersonating: false,
    createdAt: '2025-01-02T15:00:00.000Z',
    updatedAt: '2025-01-02T15:00:00.000Z',
    ...overrides,
  };
}

export interface Reply {
  status?: number;
  body?: unknown;
}
export type Handler = Reply | ((request: { body: unknown; url: string }) => Reply | Promise<Reply>);

export interface Call {
  method: string;
  path: string;
  url: string;
  body: unknown;
}

/**
 * Replaces fetch with answers keyed by "METHOD /path" (the query string is not part of the key).
 * Anything unlisted answers 404; `GET /api/user` answers 401 unless listed.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0] ?? url;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, url, body });
    const key = `${method} ${path}`;
    const handler: Handler | undefined =
      handlers[key] ??
      (key === 'GET /api/user' ? { status: 401, body: { message: 'Not authenticated' } } : undefined);
    const reply = !handler
      ? { status: 404, body: { message: 'Not found' } }
      : typeof handler === 'function'
        ? await handler({ body, url })
        : handler;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls,
    /** The calls made to one "METHOD /path". */
    to: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** Shows the current path, so a test can see where a page navigated. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

const placeholder = (name: string) => <p>{name} placeholder</p>;

interface RenderOptions {
  path: string;
  url?: string;
  state?: unknown;
  queryClient?: QueryClient;
  /** Rendered outside the routes, like the layout's idle dialog. */
  extra?: ReactElement;
}

/** Renders `page` at `path` inside the app's providers, with placeholder pages for where it may go next. */
export function renderPage(page: ReactElement, { path, url, state, queryClient, extra }: RenderOptions) {
  const client = queryClient ?? createQueryClient();
  const destinations = [
    '/',
    '/login',
    '/dashboard',
    '/admin',
    '/profile',
    '/register',
    '/forgot-password',
  ].filter((destination) => destination !== path);
  const utils = render(
    <AppProviders queryClient={client}>
      <MemoryRouter
        initialEntries={[
          {
            pathname: (url ?? path).split('?')[0],
            search: url?.includes('?') ? `?${url.split('?')[1]}` : '',
            state,
          },
        ]}
      >
        <Routes>
          <Route path={path} element={page} />
          {destinations.map((destination) => (
            <Route key={destination} path={destination} element={placeholder(destination)} />
          ))}
        </Routes>
        {extra}
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, queryClient: client, location: () => utils.getByTestId('location').textContent };
}

const PLURAL_SUFFIX = /_(ordinal_)?(zero|one|two|few|many|other)$/;

/**
 * Key paths of a translation file with plural endings folded together: languages have different
 * plural forms (English ordinals need _one/_two/_few/_other, Spanish only _other).
 */
export function translationKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix.replace(PLURAL_SUFFIX, '')];
  const keys = Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    translationKeys(child, prefix ? `${prefix}.${key}` : key),
  );
  return [...new Set(keys)].sort();
}

/** Every text of a translation file. */
export function translationTexts(value: unknown): string[] {
  return typeof value === 'string' ? [value] : Object.values(value as object).flatMap(translationTexts);
}
