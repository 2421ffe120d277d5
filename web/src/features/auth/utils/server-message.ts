import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';

/**
 * The message the server put in its answer, translated; undefined when the call never got one (a
 * network failure, or an answer without a message).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.body.message !== 'string' || !error.body.message) return undefined;
  return translateMessage(error.message);
}
