import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/session.json';
import es from '../../src/locales/es/session.json';
import { translationKeys, translationTexts } from '../auth/support';

describe('session translations', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(translationKeys(es)).toEqual(translationKeys(en));
    for (const text of translationTexts(es)) expect(text.trim()).not.toBe('');
  });
});
