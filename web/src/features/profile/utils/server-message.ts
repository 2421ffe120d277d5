import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';

/** The message the server put in its answer, translated; undefined when there was none. */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.body.message !== 'string' || !error.body.message) return undefined;
  return translateMessage(error.message);
}
