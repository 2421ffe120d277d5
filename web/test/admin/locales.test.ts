import { describe, it } from 'vitest';
import en from '../../src/locales/en/admin.json';
import esMessages from '../../src/locales/es/admin-messages.json';
import es from '../../src/locales/es/admin.json';
import { expectTranslated } from '../support/translations';

describe('admin translations', () => {
  it('has every string in both languages, translated; only a placeholders-only text is spelled alike', () => {
    expectTranslated({ en, es, esMessages, sameInBoth: ['{{action}}: {{username}}', 'No'] });
  });
});
