import type { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { type AnalyticsEvent, configureAnalytics } from '../../src/lib/analytics';
import { createQueryClient } from '../../src/lib/query-client';

/** One call the page made. */
export interface ApiCall {
  method: string;
  path: string;
  url: string;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

export type Handler = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

/** Answers a call, or leaves it to the defaults with undefined. */
export type Responder = (call: ApiCall) => Reply | undefined | Promise<Reply | undefined>;

/**
 * Replaces fetch with a fake API. The answers come from `handlers` keyed by "METHOD /path" (the query
 * string is not part of the key), or from a function of the call. A call nobody answers gets a 404,
 * except `GET /api/user`, which gets a 401: nobody is signed in. Tests name the signed-in person by
 * their `GET /api/user` answer; unless a test answers `GET /api/session` itself, the app's session
 * call gets that person wrapped as the server sends it, or nobody where `GET /api/user` is a 401.
 */
/** `GET /api/session`'s answer for a `GET /api/user` answer: the user wrapped, nobody for a 401. */
function sessionReply(user: Reply): Reply {
  const status = user.status ?? 200;
  if (status === 401) return { body: { user: null } };
  return status === 200 ? { body: { user: user.body } } : user;
}

export function mockApi(handlers: Record<string, Handler> | Responder) {
  const requests: ApiCall[] = [];
  const calls: string[] = [];
  let unanswered = 0;
  const respond: Responder =
    typeof handlers === 'function'
      ? handlers
      : async (call) => {
          const handler = handlers[`${call.method} ${call.path}`];
          return typeof handler === 'function' ? handler(call) : handler;
        };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const path = url.split('?')[0] ?? url;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path, url, body };
    requests.push(call);
    calls.push(`${method} ${url}`);
    unanswered += 1;
    try {
      return await replyTo(call);
    } finally {
      unanswered -= 1;
    }
  });

  async function replyTo(call: ApiCall): Promise<Response> {
    const { method, path } = call;
    const answer = async (asked: ApiCall): Promise<Reply> =>
      (await respond(asked)) ??
      (asked.method === 'GET' && asked.path === '/api/user'
        ? { status: 401, body: { message: 'Not authenticated' } }
        : { status: 404, body: { message: 'Not found' } });
    const ownSession = typeof handlers !== 'function' && 'GET /api/session' in handlers;
    const reply =
      method === 'GET' && path === '/api/session' && !ownSession
        ? sessionReply(await answer({ ...call, path: '/api/user', url: '/api/user' }))
        : await answer(call);
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** Every call as "METHOD url", in order. */
    calls,
    /** Every call with its parsed body, in order. */
    requests,
    /** The calls made to one "METHOD /path". */
    to: (key: string) => requests.filter((call) => `${call.method} ${call.path}` === key),
    /** How many calls wait for their answer. */
    unanswered: () => unanswered,
  };
}

/**
 * Resolves once the page has settled: the query client fetches and changes nothing and every call to
 * the fake API has its answer, on three checks in a row with React's pending work run before each. A
 * call that an answer leads to (a query enabled by another's data) has begun by then, so a test can
 * say what the page never asked for without betting on how fast the machine is.
 */
export async function settled(
  queryClient: QueryClient,
  api: { unanswered(): number },
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (let quietChecks = 0; quietChecks < 3;) {
    if (performance.now() > deadline) throw new Error(`the page did not settle within ${timeoutMs} ms`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const quiet = queryClient.isFetching() === 0 && queryClient.isMutating() === 0 && api.unanswered() === 0;
    quietChecks = quiet ? quietChecks + 1 : 0;
  }
}

/** The current path, for a test to see where a page navigated. */
function Where() {
  const { pathname } = useLocation();
  return (
    <p data-testid="location" hidden>
      {pathname}
    </p>
  );
}

interface RenderOptions {
  /** Where the router starts, with its query string and fragment; `/` when absent. */
  url?: string;
  /** The navigation state the page arrives with. */
  state?: unknown;
  /** A fresh client unless a test brings its own. */
  queryClient?: QueryClient;
}

/** Renders `ui` the way the app does: inside its providers and a router, with an empty query cache. */
export function renderWithApp(ui: ReactNode, { url = '/', state, queryClient }: RenderOptions = {}) {
  const client = queryClient ?? createQueryClient();
  const [beforeHash = '/', hash] = url.split('#');
  const [pathname = '/', search] = beforeHash.split('?');
  const view = render(
    <AppProviders queryClient={client}>
      <MemoryRouter
        initialEntries={[
          { pathname, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '', state },
        ]}
      >
        {ui}
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient: client, location: () => view.getByTestId('location').textContent };
}

/**
 * Renders the routes of `pages` (route pattern → page) starting at `url`; any other path shows a
 * placeholder, so a page can navigate there.
 */
export function renderRoutes(
  pages: Record<string, ReactElement>,
  options: RenderOptions & { url: string; extra?: ReactElement },
) {
  return renderWithApp(
    <>
      <Routes>
        {Object.entries(pages).map(([path, page]) => (
          <Route key={path} path={path} element={page} />
        ))}
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      {options.extra}
    </>,
    options,
  );
}

interface RenderPageOptions extends RenderOptions {
  /** The page's route pattern; also where the router starts unless `url` says otherwise. */
  path: string;
  /** Rendered beside the routes, like the layout's idle dialog. */
  extra?: ReactElement;
}

/** Renders one page at its route. */
export function renderPage(page: ReactElement, { path, url, ...options }: RenderPageOptions) {
  return renderRoutes({ [path]: page }, { ...options, url: url ?? path });
}

/** Renders a public page for a visitor (nobody signed in), recording the analytics events it sends. */
export function renderPublic(ui: ReactNode, url = '/') {
  mockApi({});
  const events: AnalyticsEvent[] = [];
  configureAnalytics((event) => events.push(event));
  return { ...renderWithApp(ui, { url }), events };
}
