import { describe, it } from 'vitest';
import enAdmin from '../../src/locales/en/verifications-admin.json';
import en from '../../src/locales/en/verifications.json';
import esAdminMessages from '../../src/locales/es/verifications-admin-messages.json';
import esAdmin from '../../src/locales/es/verifications-admin.json';
import esMessages from '../../src/locales/es/verifications-messages.json';
import es from '../../src/locales/es/verifications.json';
import { expectTranslated } from '../support/translations';

describe('verification translations', () => {
  it("has every string of the enrollee's card in both languages, translated", () => {
    // Program names are the same in both languages.
    expectTranslated({ en, es, esMessages, sameInBoth: ['SNAP', 'TANF', 'VA'] });
  });

  it('has every string of the administration pages in both languages, translated', () => {
    expectTranslated({ en: enAdmin, es: esAdmin, esMessages: esAdminMessages, sameInBoth: ['No'] });
  });
});
