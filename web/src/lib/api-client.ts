import { TOTAL_COUNT_HEADER } from '@tracker/contracts/constants/screens';
import type { ErrorBody } from '@tracker/contracts/errors';
import type { z } from 'zod';

/**
 * A failed call: `message` is the server's message, or "<status>: <status text>"; every field of the
 * parsed body (`fieldErrors`, `emailNotVerified`, `email`, ...) is kept on `body`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ErrorBody> & Record<string, unknown>;

  constructor(status: number, message: string, body: Partial<ErrorBody> & Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get fieldErrors(): Record<string, string> {
    return this.body.fieldErrors ?? {};
  }

  /** The server's stable code for this refusal (`NOT_AUTHENTICATED`, `EXEMPTION_LOCKED`, ...); undefined when the answer had none (a proxy's page). */
  get code(): string | undefined {
    return typeof this.body.code === 'string' ? this.body.code : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    body = { message: text };
  }
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : `${response.status}: ${response.statusText || text}`;
  return new ApiError(response.status, message, body);
}

type Body = FormData | Record<string, unknown> | unknown[] | undefined;

/**
 * Calls the API the way every screen does: cookies included, a JSON body (with its content type) only
 * when there is one, form data as is, and the answer parsed as JSON (checked with `schema` if given).
 */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: Body,
  schema?: z.ZodType<T>,
): Promise<T> {
  return (await apiExchange(method, path, body, schema)).data;
}

/** A successful call's answer with its status and headers, for calls whose answer depends on them. */
export interface ApiExchange<T> {
  data: T;
  status: number;
  headers: Headers;
}

/**
 * `apiRequest` for a call that answers in more than one way (200 with a result, 202 with where to
 * follow it): the parsed body, and the status and headers it came with.
 */
export async function apiExchange<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: Body,
  schema?: z.ZodType<T>,
): Promise<ApiExchange<T>> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  const response = await fetch(path, init);
  if (!response.ok) throw await errorFrom(response);
  const { status, headers } = response;
  if (status === 204) return { data: undefined as T, status, headers };
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return { data: schema ? schema.parse(data) : (data as T), status, headers };
}

/** One page of a paged list, with what the server says about the whole of it. */
export interface ListPage<T> {
  items: T[];
  /** How many items the list holds in all (its `X-Total-Count` header). */
  total: number;
  /** The path of the next page (its `Link: <...>; rel="next"` header), or null on the last page. */
  next: string | null;
}

const NEXT_LINK = /<([^>]+)>\s*;\s*rel="?next"?/;

/** Reads one page of a paged list call: the items, the total and where the next page is. */
export async function apiListPage<T>(path: string): Promise<ListPage<T>> {
  const response = await fetch(path, {
    method: 'GET',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await errorFrom(response);
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return {
    items,
    total: Number.isFinite(total) && response.headers.has(TOTAL_COUNT_HEADER) ? total : items.length,
    next: response.headers.get('Link')?.match(NEXT_LINK)?.[1] ?? null,
  };
}

/** The path a default read fetches: the query key's segments joined with `/`. */
export function pathFromQueryKey(queryKey: readonly unknown[]): string {
  return queryKey
    .filter((segment) => segment !== undefined && segment !== null && typeof segment !== 'object')
    .map(String)
    .join('/');
}
