import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/admin.json';
import es from '../../src/locales/es/admin.json';
import esMessages from '../../src/locales/es/admin-messages.json';
import { keysOf, textsOf } from '../support/keys';

describe('admin translations', () => {
  it('has every admin string in both languages', () => {
    expect(keysOf(es)).toEqual(keysOf(en));
  });

  it('gives a Spanish text for every key, none left empty or in English by mistake', () => {
    const english = new Set(textsOf(en));
    for (const text of textsOf(es)) expect(text.trim()).not.toBe('');
    // Texts that are the same in both languages are names or placeholders only.
    const same = textsOf(es).filter((text) => english.has(text));
    expect(same.sort()).toEqual(['{{action}}: {{username}}']);
  });

  it('translates every server sentence the admin screens can show', () => {
    for (const [english, spanish] of Object.entries(esMessages)) {
      expect(spanish.trim()).not.toBe('');
      expect(spanish).not.toBe(english);
    }
  });
});
