import { describe, expect, it } from 'vitest';
import { EXEMPTION_STATUSES } from '@tracker/contracts/constants/exemptions';
import en from '../../src/locales/en/exemptions.json';
import esMessages from '../../src/locales/es/exemptions-messages.json';
import es from '../../src/locales/es/exemptions.json';
import { expectTranslated } from '../support/translations';

describe('exemption translations', () => {
  it('has every string in both languages, translated, with the same placeholders', () => {
    expectTranslated({ en, es, esMessages });
  });

  it('labels every status', () => {
    expect(Object.keys(en.status).sort()).toEqual([...EXEMPTION_STATUSES].sort());
  });
});
