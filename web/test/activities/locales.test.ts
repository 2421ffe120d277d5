import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/activities.json';
import esMessages from '../../src/locales/es/activities-messages.json';
import es from '../../src/locales/es/activities.json';
import { samePlaceholders, translationKeys, translationTexts } from './support';

describe('activities translations', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(translationKeys(es)).toEqual(translationKeys(en));
    for (const text of translationTexts(es)) expect(text.trim()).not.toBe('');
    expect(samePlaceholders(en, es)).toEqual({});
  });

  it('translates every server and validation message', () => {
    for (const [english, spanish] of Object.entries(esMessages)) {
      expect(spanish.trim()).not.toBe('');
      expect(spanish).not.toBe(english);
    }
  });
});
