import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/state-portal.json';
import esMessages from '../../src/locales/es/state-portal-messages.json';
import es from '../../src/locales/es/state-portal.json';
import { keysOf, placeholdersOf, textsOf } from '../support/keys';

/** Every text of a translation file by its key path. */
function entriesOf(value: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof child === 'string' ? [[path, child]] : Object.entries(entriesOf(child as object, path));
    }),
  );
}

describe('state-portal translations', () => {
  it('has every string in both languages', () => {
    expect(keysOf(es)).toEqual(keysOf(en));
  });

  it('gives a Spanish text for every key, none left in English by mistake, with the same placeholders', () => {
    for (const text of textsOf(es)) expect(text.trim()).not.toBe('');
    const english = new Set(textsOf(en));
    // The only text spelled the same in both languages.
    expect(textsOf(es).filter((text) => english.has(text))).toEqual(['No']);
    const spanish = entriesOf(es);
    for (const [key, text] of Object.entries(entriesOf(en))) {
      expect(placeholdersOf(spanish[key] ?? ''), key).toEqual(placeholdersOf(text));
    }
  });

  it('translates every contract sentence the screens can show', () => {
    for (const [sentence, spanish] of Object.entries(esMessages)) {
      expect(spanish.trim()).not.toBe('');
      expect(spanish).not.toBe(sentence);
    }
  });
});
