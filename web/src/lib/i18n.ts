import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@tracker/contracts/constants/accounts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import esCommon from '../locales/es/common.json';
import esMessages from '../locales/es/messages.json';

const STORAGE_KEY = 'preferredLanguage';

/** Translations of one namespace in both languages; every key of `en` must exist in `es`. */
export interface NamespaceTranslations<T extends Record<string, unknown> = Record<string, unknown>> {
  en: T;
  es: T;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The locally saved choice, else the default. A signed-in user's stored language wins later. */
export function storedLanguage(): Language {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: ['common', 'messages'],
  resources: {
    en: { common: enCommon, messages: {} },
    es: { common: esCommon, messages: esMessages },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
});
showLanguage(i18n.language);

/**
 * Tells the page's language to what reads the document rather than the app: `lang` for screen readers
 * and the description for search engines and link previews, which index.html has in English.
 */
function showLanguage(language: string): void {
  document.documentElement.lang = language;
  const description = document.querySelector('meta[name="description"]');
  description?.setAttribute('content', i18n.t('metaDescription', { lng: language }));
}

/**
 * Registers a feature's namespace. Features call it when their module loads, so each route's
 * translations travel in that route's chunk instead of the first download.
 */
export function addTranslations(namespace: string, translations: NamespaceTranslations): void {
  if (i18n.hasResourceBundle('en', namespace)) return;
  i18n.addResourceBundle('en', namespace, translations.en, true, true);
  i18n.addResourceBundle('es', namespace, translations.es, true, true);
}

/**
 * Adds Spanish for English sentences a feature shows (its validation and server messages); see
 * `translateMessage`. Later calls add to, never replace, what is there.
 */
export function addMessages(spanish: Record<string, string>): void {
  i18n.addResourceBundle('es', 'messages', spanish, true, false);
}

/** Switches the interface language and remembers it on this device. */
export async function applyLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing can refuse storage; the choice still applies to this visit.
  }
  showLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * Server and validation messages are English sentences from the contracts; the `messages` namespace
 * maps each to its translation, keyed by the sentence itself. Unknown sentences show as they are.
 */
export function translateMessage(message: string): string {
  return i18n.t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
}

export { i18n };
