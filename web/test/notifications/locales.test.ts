import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/notifications.json';
import esMessages from '../../src/locales/es/notifications-messages.json';
import es from '../../src/locales/es/notifications.json';
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

describe('notifications translations', () => {
  it('has every string in both languages, none empty, none left in English', () => {
    expect(keysOf(es)).toEqual(keysOf(en));
    for (const text of textsOf(es)) expect(text.trim()).not.toBe('');
    const english = new Set(textsOf(en));
    expect(textsOf(es).filter((text) => english.has(text))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const spanish = entriesOf(es);
    for (const [key, text] of Object.entries(entriesOf(en))) {
      const plural = key.replace(/_(one|other)$/, '');
      const counterpart = spanish[key] ?? spanish[`${plural}_other`] ?? '';
      // A singular may say "one" in words instead of {{count}}.
      const names = (text: string) => placeholdersOf(text).filter((name) => name !== 'count');
      expect(names(counterpart), key).toEqual(names(text));
    }
  });

  it('translates every server sentence the screen can show', () => {
    for (const [sentence, spanish] of Object.entries(esMessages)) {
      expect(spanish.trim()).not.toBe('');
      expect(spanish).not.toBe(sentence);
    }
  });
});
