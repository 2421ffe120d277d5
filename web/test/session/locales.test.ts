import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/session.json';
import es from '../../src/locales/es/session.json';
import { keysOf, textsOf } from '../support/keys';

describe('session translations', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(keysOf(es)).toEqual(keysOf(en));
    for (const text of textsOf(es)) expect(text.trim()).not.toBe('');
  });
});
