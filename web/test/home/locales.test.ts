import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/home.json';
import es from '../../src/locales/es/home.json';
import { keysOf, placeholdersOf, textsOf } from '../support/keys';

describe('home translations', () => {
  it('has every home string in both languages', () => {
    expect(keysOf(es)).toEqual(keysOf(en));
  });

  it('gives a Spanish text for every key, none empty or left in English', () => {
    const english = new Set(textsOf(en));
    for (const text of textsOf(es)) expect(text.trim()).not.toBe('');
    expect(textsOf(es).filter((text) => english.has(text))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const enValues = textsOf(en);
    textsOf(es).forEach((text, index) =>
      expect(placeholdersOf(text)).toEqual(placeholdersOf(enValues[index]!)),
    );
  });
});
