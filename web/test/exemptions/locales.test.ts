import { EXEMPTION_STATUSES } from '@tracker/contracts/constants';
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/exemptions.json';
import esMessages from '../../src/locales/es/exemptions-messages.json';
import es from '../../src/locales/es/exemptions.json';
import { samePlaceholders, translationKeys, translationTexts } from '../activities/support';

describe('exemption translations', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(translationKeys(es)).toEqual(translationKeys(en));
    for (const text of translationTexts(es)) expect(text.trim()).not.toBe('');
    expect(samePlaceholders(en, es)).toEqual({});
  });

  it('labels every status', () => {
    expect(Object.keys(en.status).sort()).toEqual([...EXEMPTION_STATUSES].sort());
  });

  it('translates every validation message', () => {
    for (const [english, spanish] of Object.entries(esMessages)) {
      expect(spanish.trim()).not.toBe('');
      expect(spanish).not.toBe(english);
    }
  });
});
