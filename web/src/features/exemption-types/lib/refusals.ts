import { isApiError } from '../../../lib/api-client';

/**
 * How many requests use a type the server refused to delete, or undefined for any other failure.
 * The server's sentence is English; with the count the screen can say it in the person's language.
 */
export function requestsUsingType(error: unknown): number | undefined {
  if (!isApiError(error) || error.status !== 409 || error.body.code !== 'EXEMPTION_TYPE_IN_USE') {
    return undefined;
  }
  const count = error.body.requestCount;
  return typeof count === 'number' ? count : undefined;
}
