import { describe, it } from 'vitest';
import en from '../../src/locales/en/exemption-types.json';
import esMessages from '../../src/locales/es/exemption-types-messages.json';
import es from '../../src/locales/es/exemption-types.json';
import { expectTranslated } from '../support/translations';

describe('exemption-types translations', () => {
  it('has every string in both languages, translated, with the same placeholders; only "No" is spelled alike', () => {
    expectTranslated({ en, es, esMessages, sameInBoth: ['No'] });
  });
});
