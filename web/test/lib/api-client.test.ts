import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiListPage, apiRequest, pathFromQueryKey } from '../../src/lib/api-client';

function respond(status: number, body: string, statusText = '') {
  return vi.fn(async () => new Response(body, { status, statusText }));
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends cookies, and a JSON body with its content type only when there is a body', async () => {
    const fetch = respond(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetch);
    await apiRequest('GET', '/api/user');
    await apiRequest('POST', '/api/logout', {});
    const [, getInit] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const [, postInit] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(getInit.credentials).toBe('include');
    expect(getInit.body).toBeUndefined();
    expect(getInit.headers).not.toHaveProperty('Content-Type');
    expect(postInit.body).toBe('{}');
    expect(postInit.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends form data as it is, letting the browser set the multipart boundary', async () => {
    const fetch = respond(201, '{}');
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.set('description', 'Stocked shelves');
    await apiRequest('POST', '/api/activities', form);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it("raises the server's message with every field of the body", async () => {
    vi.stubGlobal(
      'fetch',
      respond(
        400,
        JSON.stringify({
          message: 'Enter an email address like name@example.com',
          fieldErrors: { email: 'Enter an email address like name@example.com' },
        }),
      ),
    );
    const error = await apiRequest('POST', '/api/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Enter an email address like name@example.com');
    expect((error as ApiError).fieldErrors).toEqual({
      email: 'Enter an email address like name@example.com',
    });
    expect((error as ApiError).status).toBe(400);
  });

  it('keeps extra fields such as emailNotVerified', async () => {
    vi.stubGlobal(
      'fetch',
      respond(
        403,
        JSON.stringify({
          message: 'Your email address has not been verified.',
          emailNotVerified: true,
          email: 'a@b.org',
        }),
      ),
    );
    const error = (await apiRequest('POST', '/api/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.body).toMatchObject({ emailNotVerified: true, email: 'a@b.org' });
  });

  it('uses a plain-text body as the message', async () => {
    vi.stubGlobal('fetch', respond(502, 'Bad gateway text'));
    const error = (await apiRequest('GET', '/api/user').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Bad gateway text');
  });

  it('falls back to "<status>: <status text>" when the JSON has no message', async () => {
    vi.stubGlobal('fetch', respond(500, '{}', 'Internal Server Error'));
    const error = (await apiRequest('GET', '/api/user').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('500: Internal Server Error');
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', respond(503, '', 'Service Unavailable'));
    const error = (await apiRequest('GET', '/api/user').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Service Unavailable');
  });

  it('answers undefined for 204', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    expect(await apiRequest('DELETE', '/api/activities/1')).toBeUndefined();
  });
});

describe('pathFromQueryKey', () => {
  it('joins the key segments with /', () => {
    expect(pathFromQueryKey(['/api/admin/user', 'abc'])).toBe('/api/admin/user/abc');
    expect(pathFromQueryKey(['/api/user'])).toBe('/api/user');
  });
});

describe('apiListPage', () => {
  it('reads the items, the total and the next page from the headers', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('[{"id":"a"},{"id":"b"}]', {
          status: 200,
          headers: {
            'X-Total-Count': '7',
            Link: '</api/activities?limit=2&before=abc>; rel="next"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const page = await apiListPage<{ id: string }>('/api/activities?limit=2');
    expect(page).toEqual({
      items: [{ id: 'a' }, { id: 'b' }],
      total: 7,
      next: '/api/activities?limit=2&before=abc',
    });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
  });

  it('ends at a page without a next link, and counts the items when there is no total', async () => {
    vi.stubGlobal('fetch', respond(200, '[{"id":"a"}]'));
    expect(await apiListPage('/api/activities')).toEqual({ items: [{ id: 'a' }], total: 1, next: null });
  });

  it('raises the server message like every other call', async () => {
    vi.stubGlobal('fetch', respond(400, '{"message":"Invalid page cursor"}'));
    await expect(apiListPage('/api/activities?before=x')).rejects.toMatchObject({
      status: 400,
      message: 'Invalid page cursor',
    });
  });
});
