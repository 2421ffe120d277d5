import { AUDIT_ACTIONS } from '@tracker/contracts/http/admin-audit';
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/audit-log.json';
import esMessages from '../../src/locales/es/audit-log-messages.json';
import es from '../../src/locales/es/audit-log.json';
import { keysOf, placeholdersOf, textsOf } from '../support/keys';

/** Every text of a translation file by its key path. */
function entriesOf(value: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof child === 'string' ? [[path, child]] : Object.entries(entriesOf(child as object, path));
    }),
  );
}

describe('audit-log translations', () => {
  it('has every string in both languages', () => {
    expect(keysOf(es)).toEqual(keysOf(en));
  });

  it('gives a Spanish text for every key, none left in English by mistake, with the same placeholders', () => {
    for (const text of textsOf(es)) expect(text.trim()).not.toBe('');
    const english = new Set(textsOf(en));
    expect(textsOf(es).filter((text) => english.has(text))).toEqual([]);
    const spanish = entriesOf(es);
    for (const [key, text] of Object.entries(entriesOf(en))) {
      expect(placeholdersOf(spanish[key] ?? ''), key).toEqual(placeholdersOf(text));
    }
  });

  it('names every action the product audits', () => {
    const labels = entriesOf(en);
    for (const action of AUDIT_ACTIONS)
      expect(labels[`actions.${action}`], action).toEqual(expect.any(String));
  });

  it('translates every contract sentence the screen can show', () => {
    for (const [sentence, spanish] of Object.entries(esMessages)) {
      expect(spanish.trim()).not.toBe('');
      expect(spanish).not.toBe(sentence);
    }
  });
});
