import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@tracker/contracts/http/admin-audit';
import en from '../../src/locales/en/audit-log.json';
import esMessages from '../../src/locales/es/audit-log-messages.json';
import es from '../../src/locales/es/audit-log.json';
import { keysOf } from '../support/keys';
import { expectTranslated } from '../support/translations';

describe('audit-log translations', () => {
  it('has every string in both languages, translated, none left in English', () => {
    expectTranslated({ en, es, esMessages, sameInBoth: [] });
  });

  it('names every action the product audits', () => {
    for (const action of AUDIT_ACTIONS) expect(keysOf(en), action).toContain(`actions.${action}`);
  });
});
