import { describe, it } from 'vitest';
import en from '../../src/locales/en/user-activities.json';
import esMessages from '../../src/locales/es/user-activities-messages.json';
import es from '../../src/locales/es/user-activities.json';
import { expectTranslated } from '../support/translations';

describe('user-activities translations', () => {
  it('has every string in both languages, translated, with the same placeholders', () => {
    expectTranslated({ en, es, esMessages });
  });
});
