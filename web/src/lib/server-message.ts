import { isApiError } from './api-client';
import { translateMessage } from './i18n';

/**
 * The English sentence the server put in a failed call's answer; undefined when the call never got
 * one (a network failure, or an answer without a message).
 */
export function serverSentence(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.body.message !== 'string' || !error.body.message) return undefined;
  return error.message;
}

/** The server's sentence, translated; undefined when there was none. */
export function serverMessage(error: unknown): string | undefined {
  const sentence = serverSentence(error);
  return sentence === undefined ? undefined : translateMessage(sentence);
}
