import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/home.json';
import es from '../../src/locales/es/home.json';
import { keysOf } from '../support/keys';

const values = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(values);

describe('home translations', () => {
  it('has every home string in both languages', () => {
    expect(keysOf(es)).toEqual(keysOf(en));
  });

  it('gives a Spanish text for every key, none empty or left in English', () => {
    const english = new Set(values(en));
    for (const text of values(es)) expect(text.trim()).not.toBe('');
    expect(values(es).filter((text) => english.has(text))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    const enValues = values(en);
    values(es).forEach((text, index) => expect(placeholders(text)).toEqual(placeholders(enValues[index]!)));
  });
});
