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

/**
 * The server's sentence, translated; undefined when there was none, or `fallback` when one is given
 * (a sentence of nothing but spaces counts as none then).
 */
export function serverMessage(error: unknown): string | undefined;
export function serverMessage(error: unknown, fallback: string): string;
export function serverMessage(error: unknown, fallback?: string): string | undefined {
  const sentence = serverSentence(error);
  if (fallback !== undefined && !sentence?.trim()) return fallback;
  return sentence === undefined ? undefined : translateMessage(sentence);
}
