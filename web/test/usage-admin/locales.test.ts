import { describe, it } from 'vitest';
import en from '../../src/locales/en/usage-admin.json';
import esMessages from '../../src/locales/es/usage-admin-messages.json';
import es from '../../src/locales/es/usage-admin.json';
import { expectTranslated } from '../support/translations';

describe('usage translations', () => {
  it('has every string in both languages, translated; only names spelled alike are alike', () => {
    expectTranslated({ en, es, esMessages, sameInBoth: ['Web'] });
  });
});
