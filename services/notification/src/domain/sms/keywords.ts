import { type ActivityType } from '@tracker/contracts/constants/activities';
import { type Language } from '@tracker/contracts/constants/accounts';
import { SMS_HELP_KEYWORD, SMS_KEYWORDS } from '@tracker/contracts/constants/sms';

// Keywords are compared in upper case without accents, so `búsqueda`, `Busqueda` and `BUSQUEDA` agree.

/** The carrier-standard opt-out words: after any of them, nothing more is texted to the number. */
export const OPT_OUT_KEYWORDS: ReadonlySet<string> = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
]);
/**
 * Opt-out words in Spanish, honoured as the carriers' own are (and the acknowledgement is in Spanish):
 * nothing more is texted to the number.
 */
export const SPANISH_OPT_OUT_KEYWORDS: ReadonlySet<string> = new Set(['BAJA', 'PARAR', 'ALTO', 'CANCELAR']);
/** The words that undo an opt-out. */
export const OPT_IN_KEYWORDS: ReadonlySet<string> = new Set(['START', 'YES', 'UNSTOP']);

/** Asking for the instructions, with the language the word is in. */
export const HELP_KEYWORDS: ReadonlyMap<string, Language> = new Map([
  [SMS_HELP_KEYWORD, 'en'],
  ['INFO', 'en'],
  ['AYUDA', 'es'],
]);

/** Asking for this month's hours. */
export const STATUS_KEYWORDS: ReadonlyMap<string, Language> = new Map([
  ['STATUS', 'en'],
  ['ESTADO', 'es'],
]);

/** The first word of `PAY AMOUNT Employer`, with the language it is in. */
export const PAY_KEYWORDS: ReadonlyMap<string, Language> = new Map([
  ['PAY', 'en'],
  ['PAGO', 'es'],
]);

/** The first word of `TYPE HOURS Description`, in either language, and the activity type it logs. */
export const ACTIVITY_KEYWORDS: ReadonlyMap<string, { type: ActivityType; language: Language }> = new Map([
  ...Object.entries(SMS_KEYWORDS).map(
    ([word, type]) => [word, { type, language: 'en' as Language }] as const,
  ),
  ['BUSQUEDA', { type: 'job_search', language: 'es' }],
  ['TRABAJO', { type: 'employment', language: 'es' }],
  ['CAPACITACION', { type: 'training', language: 'es' }],
  ['VOLUNTARIO', { type: 'volunteer', language: 'es' }],
]);

/** Upper case without accents: the form keywords are compared in. */
export function keywordForm(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
}
