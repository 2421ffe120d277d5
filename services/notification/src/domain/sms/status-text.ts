import type { Language } from '@tracker/contracts/constants';
import type { Determination } from '@tracker/contracts/rules/determination';
import { determinationSummary, nextStepSentence } from '@tracker/contracts/rules/determination-words';

/**
 * Letters as a text carries them in GSM-7: without the accents, which GSM-7 mostly lacks and which
 * would otherwise turn the whole text into UCS-2, cutting each segment from 153 characters to 67.
 */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The month's determination as the STATUS keyword answers it: the dashboard's summary and next step,
 * word for word (in Spanish without accents), which the words module keeps within two GSM-7 segments.
 */
export function statusText(d: Determination, language: Language): string {
  return withoutAccents(`${determinationSummary(d, language)} ${nextStepSentence(d, language)}`);
}
