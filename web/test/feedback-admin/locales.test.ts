import { describe, it } from 'vitest';
import en from '../../src/locales/en/feedback-admin.json';
import esMessages from '../../src/locales/es/feedback-admin-messages.json';
import es from '../../src/locales/es/feedback-admin.json';
import { expectTranslated } from '../support/translations';

describe('feedback-admin translations', () => {
  it('has every string in both languages, translated, none left in English', () => {
    expectTranslated({ en, es, esMessages, sameInBoth: [] });
  });
});
