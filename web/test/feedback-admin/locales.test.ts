import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/feedback-admin.json';
import esMessages from '../../src/locales/es/feedback-admin-messages.json';
import es from '../../src/locales/es/feedback-admin.json';
import { keysOf, placeholdersOf, textsOf } from '../support/keys';

describe('feedback-admin translations', () => {
  it('has every string in both languages, none empty, none left in English', () => {
    expect(keysOf(es)).toEqual(keysOf(en));
    for (const text of textsOf(es)) expect(text.trim()).not.toBe('');
    const english = new Set(textsOf(en));
    expect(textsOf(es).filter((text) => english.has(text))).toEqual([]);
  });

  it('uses no placeholder the other language lacks', () => {
    const names = (texts: string[]) => new Set(texts.flatMap(placeholdersOf));
    expect(names(textsOf(es))).toEqual(names(textsOf(en)));
  });

  it('translates every server sentence the screen can show', () => {
    for (const [sentence, spanish] of Object.entries(esMessages)) {
      expect(spanish.trim()).not.toBe('');
      expect(spanish).not.toBe(sentence);
    }
  });
});
