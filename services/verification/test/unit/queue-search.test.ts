import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  foldText,
  maskedPhone,
  searchTermsOf,
  searchTextOf,
} from '../../src/domain/queue-search.js';

describe('the work queue’s search', () => {
  it('folds accents and case the same way for people and searches', () => {
    expect(foldText('José Ñúñez-Gómez')).toBe('jose nunez-gomez');
    expect(
      searchTextOf({ firstName: 'José', lastName: 'Núñez', username: 'JNunez', phone: '555-201-7788' }),
    ).toBe('jose nunez jnunez 5552017788');
    expect(searchTextOf({ firstName: 'Ana', lastName: 'Li', username: 'ana', phone: null })).toBe(
      'ana li ana',
    );
  });

  it('reads a phone typed in groups as one number and every other word apart', () => {
    expect(searchTermsOf('  Jose   NÚÑEZ ')).toEqual([
      { text: 'jose', digits: null },
      { text: 'nunez', digits: null },
    ]);
    expect(searchTermsOf('(555) 201 7788')).toEqual([{ text: '(555)2017788', digits: '5552017788' }]);
    expect(searchTermsOf('ana 201-7788')).toEqual([
      { text: 'ana', digits: null },
      { text: '201-7788', digits: '2017788' },
    ]);
    expect(searchTermsOf('')).toEqual([]);
  });

  it('shows only the last 4 digits of a phone and escapes LIKE’s own characters', () => {
    expect(maskedPhone('555-201-7788')).toBe('***-***-7788');
    expect(maskedPhone(null)).toBeNull();
    expect(maskedPhone('12')).toBeNull();
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
