import { describe, it } from 'vitest';
import en from '../../src/locales/en/attachment-file.json';
import es from '../../src/locales/es/attachment-file.json';
import esUploadMessages from '../../src/locales/es/upload-messages.json';
import { expectTranslated } from '../support/translations';

describe('the shared file fields’ translations', () => {
  it('has the chosen file’s words in both languages, with the same placeholders', () => {
    expectTranslated({ en, es });
  });

  it('gives every refusal of an upload a Spanish sentence of its own', () => {
    expectTranslated({ en: {}, es: {}, esMessages: esUploadMessages });
  });
});
