import { describe, it } from 'vitest';
import en from '../../src/locales/en/dashboard.json';
import esMessages from '../../src/locales/es/dashboard-messages.json';
import es from '../../src/locales/es/dashboard.json';
import { expectTranslated } from '../support/translations';

describe('dashboard translations', () => {
  it('has every string in both languages, translated, with the same placeholders', () => {
    expectTranslated({ en, es, esMessages });
  });
});
