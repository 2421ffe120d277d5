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
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  const response = await fetch(path, init);
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return schema ? schema.parse(data) : (data as T);
}

/** The path a default read fetches: the query key's segments joined with `/`. */
export function pathFromQueryKey(queryKey: readonly unknown[]): string {
  return queryKey
    .filter((segment) => segment !== undefined && segment !== null && typeof segment !== 'object')
    .map(String)
    .join('/');
}
