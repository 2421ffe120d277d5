import { isApiError } from '../../../lib/api-client';

/**
 * The status code of a failed call, and its status text when the answer carried no message of its
 * own. The API client words such failures "<status>: <status text>", so the text is what follows.
 */
export function failureStatus(error: unknown): { status: number; statusText: string } | undefined {
  if (!isApiError(error)) return undefined;
  const prefix = `${error.status}: `;
  const hasOwnMessage = typeof error.body.message === 'string' && error.body.message !== '';
  const statusText =
    !hasOwnMessage && error.message.startsWith(prefix) ? error.message.slice(prefix.length) : '';
  return { status: error.status, statusText };
}
