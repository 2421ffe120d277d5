import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/exemption-management.json';
import esMessages from '../../src/locales/es/exemption-management-messages.json';
import es from '../../src/locales/es/exemption-management.json';
import { samePlaceholders, translationKeys, translationTexts } from '../activities/support';

describe('exemption management translations', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(translationKeys(es)).toEqual(translationKeys(en));
    for (const text of translationTexts(es)) expect(text.trim()).not.toBe('');
    expect(samePlaceholders(en, es)).toEqual({});
  });

  it('translates every validation message', () => {
    for (const [english, spanish] of Object.entries(esMessages)) {
      expect(spanish.trim()).not.toBe('');
      expect(spanish).not.toBe(english);
    }
  });
});
