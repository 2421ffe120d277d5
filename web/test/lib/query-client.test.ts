import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryFn } from '../../src/lib/query-client';

afterEach(() => vi.unstubAllGlobals());

describe('query defaults', () => {
  it('never refetch on focus or on a timer, never go stale and never retry', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    });
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('reads the path the key names', async () => {
    const fetch = vi.fn(async (_path: string) => new Response('[1]', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    expect(await client.fetchQuery({ queryKey: ['/api/admin/user', 'u1'] })).toEqual([1]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/user/u1');
  });

  it('treats 401 as "nobody" only where asked, and as an error elsewhere', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Not authenticated"}', { status: 401 })),
    );
    const client = createQueryClient();
    expect(
      await client.fetchQuery({ queryKey: ['/api/user'], queryFn: getQueryFn({ on401: 'returnNull' }) }),
    ).toBeNull();
    await expect(client.fetchQuery({ queryKey: ['/api/admin/users'] })).rejects.toThrow('Not authenticated');
  });
});
