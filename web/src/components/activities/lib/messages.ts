import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';

/** The server's own message, translated, or `fallback` when the failure carries none. */
export function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && typeof error.body.message === 'string' && error.body.message.trim()) {
    return translateMessage(error.body.message);
  }
  return fallback;
}
