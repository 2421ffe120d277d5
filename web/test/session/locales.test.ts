import { describe, it } from 'vitest';
import en from '../../src/locales/en/session.json';
import es from '../../src/locales/es/session.json';
import { expectTranslated } from '../support/translations';

describe('session translations', () => {
  it('has every string in both languages, translated, with the same placeholders', () => {
    expectTranslated({ en, es });
  });
});
