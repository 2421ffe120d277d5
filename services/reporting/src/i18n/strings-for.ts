import { DEFAULT_LANGUAGE, type Language } from '@tracker/contracts/constants/accounts';
import { en } from './en.js';
import { es } from './es.js';
import type { Strings } from './strings.js';

const byLanguage: Record<Language, Strings> = { en, es };

/** The texts in `language`, English when it is unknown. */
export function stringsFor(language: string | null | undefined): Strings {
  return byLanguage[(language ?? DEFAULT_LANGUAGE) as Language] ?? byLanguage[DEFAULT_LANGUAGE];
}
