import { isApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';

/** Why a status change failed: the server's message, else its status code, else `fallback`. */
export function statusChangeFailure(error: unknown, fallback: string): string {
  const message = serverMessage(error);
  if (message) return message;
  return isApiError(error) ? `HTTP ${error.status}` : fallback;
}
