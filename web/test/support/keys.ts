export const PLURAL_SUFFIX = /_(ordinal_)?(zero|one|two|few|many|other)$/;

/**
 * Every key path of a translation file, sorted, to compare the languages' files. Plural endings are
 * folded together: languages have different plural forms (English ordinals need _one, _two, _few and
 * _other; Spanish only _other).
 */
export function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix.replace(PLURAL_SUFFIX, '')];
  const keys = Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
  return [...new Set(keys)].sort();
}

/** Every text of a translation file, in the file's order. */
export function textsOf(value: unknown): string[] {
  return typeof value === 'string' ? [value] : Object.values(value as object).flatMap(textsOf);
}

/** The names of a text's {{placeholders}}, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}
