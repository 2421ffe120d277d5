import { describe, it } from 'vitest';
import en from '../../src/locales/en/home.json';
import es from '../../src/locales/es/home.json';
import { expectTranslated } from '../support/translations';

describe('home translations', () => {
  it('has every string in both languages, translated, none left in English', () => {
    expectTranslated({ en, es, sameInBoth: [] });
  });
});
