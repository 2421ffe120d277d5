import { expect } from 'vitest';
import { keysOf, placeholdersOf, PLURAL_SUFFIX, textsOf } from './keys';

/** Each key path (plural endings folded) with the `{{placeholders}}` its texts use, sorted. */
function placeholdersByKey(value: unknown, prefix = '', out = new Map<string, Set<string>>()) {
  if (typeof value === 'string') {
    const key = prefix.replace(PLURAL_SUFFIX, '');
    const names = out.get(key) ?? new Set<string>();
    for (const name of placeholdersOf(value)) names.add(name);
    out.set(key, names);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      placeholdersByKey(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** Keys whose texts use different placeholders in the two languages, with both lists. */
export function placeholderDifferences(en: unknown, es: unknown): Record<string, [string[], string[]]> {
  const english = placeholdersByKey(en);
  const spanish = placeholdersByKey(es);
  const differences: Record<string, [string[], string[]]> = {};
  // `count` may be left out of a text whose plural form already says it ("Today is the last day").
  const names = (set: Set<string> | undefined) => [...(set ?? [])].filter((name) => name !== 'count').sort();
  for (const [key, set] of english) {
    const a = names(set);
    const b = names(spanish.get(key));
    if (a.join() !== b.join()) differences[key] = [a, b];
  }
  return differences;
}

/**
 * The checks every namespace's translations pass: the same keys in English and Spanish, no Spanish
 * text empty, the same placeholders, and every server or validation sentence given a real Spanish
 * one. With `sameInBoth`, the Spanish texts spelled exactly as in English must be just those.
 */
export function expectTranslated({
  en,
  es,
  esMessages = {},
  sameInBoth,
}: {
  en: object;
  es: object;
  esMessages?: Record<string, string>;
  sameInBoth?: string[];
}): void {
  expect(keysOf(es)).toEqual(keysOf(en));
  for (const text of textsOf(es)) expect(text.trim()).not.toBe('');
  expect(placeholderDifferences(en, es)).toEqual({});
  if (sameInBoth) {
    const english = new Set(textsOf(en));
    expect(
      textsOf(es)
        .filter((text) => english.has(text))
        .sort(),
    ).toEqual([...sameInBoth].sort());
  }
  for (const [sentence, spanish] of Object.entries(esMessages)) {
    expect(spanish.trim(), sentence).not.toBe('');
    expect(spanish, sentence).not.toBe(sentence);
  }
}
