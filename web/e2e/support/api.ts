import type { Page } from 'playwright-core';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * A JSON call made from inside the signed-in page, with its cookie and origin, as the app makes
 * them; for setting up what a test needs faster than through the screens.
 */
export function callApi(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}

/** Like `callApi`, but throws unless the answer is a success, and returns its body. */
export async function okApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await callApi(page, method, path, body);
  if (answer.status >= 300) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body as T;
}

export interface UploadedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A multipart call from inside the page: `fields` as text parts and `file`, if any, as the part
 * named `file`. Throws unless the answer is a success, and returns its body.
 */
export async function okMultipart<T>(
  page: Page,
  path: string,
  fields: Record<string, string>,
  file?: UploadedFile,
): Promise<T> {
  const answer = await page.evaluate(
    async ({ path, fields, file }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (file) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        form.append('file', new File([bytes], file.name, { type: file.mimeType }));
      }
      const response = await fetch(path, { method: 'POST', body: form });
      return { status: response.status, body: await response.text() };
    },
    {
      path,
      fields,
      file: file && { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
    },
  );
  if (answer.status >= 300) throw new Error(`POST ${path} answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body) as T;
}
