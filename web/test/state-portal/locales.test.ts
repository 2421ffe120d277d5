import { describe, it } from 'vitest';
import en from '../../src/locales/en/state-portal.json';
import esMessages from '../../src/locales/es/state-portal-messages.json';
import es from '../../src/locales/es/state-portal.json';
import { expectTranslated } from '../support/translations';

describe('state-portal translations', () => {
  it('has every string in both languages, translated, with the same placeholders; only "No" is spelled alike', () => {
    expectTranslated({ en, es, esMessages, sameInBoth: ['No'] });
  });
});
