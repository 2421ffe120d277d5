import { describe, it } from 'vitest';
import en from '../../src/locales/en/income.json';
import esMessages from '../../src/locales/es/income-messages.json';
import es from '../../src/locales/es/income.json';
import { expectTranslated } from '../support/translations';

describe('pay translations', () => {
  it('has every string in both languages, translated, with the same placeholders', () => {
    expectTranslated({ en, es, esMessages, sameInBoth: ['Error', '{{employer}}, {{date}}'] });
  });
});
