import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/dashboard.json';
import esMessages from '../../src/locales/es/dashboard-messages.json';
import es from '../../src/locales/es/dashboard.json';
import { samePlaceholders, translationKeys, translationTexts } from '../activities/support';

describe('dashboard translations', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(translationKeys(es)).toEqual(translationKeys(en));
    for (const text of translationTexts(es)) expect(text.trim()).not.toBe('');
    expect(samePlaceholders(en, es)).toEqual({});
    for (const [english, spanish] of Object.entries(esMessages)) expect(spanish).not.toBe(english);
  });
});
