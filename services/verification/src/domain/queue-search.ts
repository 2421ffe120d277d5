// Search that reads "Jose" as "José" and "555 123 4567" as "555-123-4567" the same way on PGlite and
// Postgres: both sides are folded here, in code, since neither `unaccent` nor any other extension can
// be counted on.

/** Lower case without diacritics: "José Ñúñez" → "jose nunez". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The digits of a phone number, or of anything else. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** What a person is found by: names and username folded, and the phone's digits. */
export function searchTextOf(person: {
  firstName: string;
  lastName: string;
  username: string;
  phone: string | null;
}): string {
  return [person.firstName, person.lastName, person.username, digitsOf(person.phone ?? '')]
    .map((part) => foldText(part).trim())
    .filter(Boolean)
    .join(' ');
}

/** One word of a search: the text to find in the folded search text, and what it equals as a last 4. */
export interface SearchTerm {
  /** Found anywhere in the search text. */
  text: string;
  /** A phone number typed with punctuation ("(555) 123-4567" or "123-4567"): its digits; null otherwise. */
  digits: string | null;
}

const PHONE_LIKE = /^[\d()+.-]+$/;

/**
 * The words of a search, each of which must match. A phone typed with spaces between its groups is
 * one word: digit groups next to each other are joined.
 */
export function searchTermsOf(search: string): SearchTerm[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  const joined: string[] = [];
  for (const word of words) {
    const previous = joined.at(-1);
    if (previous !== undefined && PHONE_LIKE.test(previous) && PHONE_LIKE.test(word) && /\d/.test(word)) {
      joined[joined.length - 1] = previous + word;
    } else joined.push(word);
  }
  return joined.map((word) => ({
    text: word,
    digits: PHONE_LIKE.test(word) && /\d/.test(word) ? digitsOf(word) : null,
  }));
}

/** `***-***-1234`: enough to tell people apart on the phone without the number on screen. */
export function maskedPhone(phone: string | null): string | null {
  const digits = digitsOf(phone ?? '');
  return digits.length >= 4 ? `***-***-${digits.slice(-4)}` : null;
}

/** A `LIKE` pattern finding `text` anywhere, with the pattern's own characters escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
