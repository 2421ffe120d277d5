import { describe, it } from 'vitest';
import en from '../../src/locales/en/exemption-management.json';
import esMessages from '../../src/locales/es/exemption-management-messages.json';
import es from '../../src/locales/es/exemption-management.json';
import { expectTranslated } from '../support/translations';

describe('exemption management translations', () => {
  it('has every string in both languages, translated, with the same placeholders', () => {
    expectTranslated({ en, es, esMessages });
  });
});
