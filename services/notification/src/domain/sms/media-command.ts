import type { Language } from '@tracker/contracts/constants/accounts';
import { keywordForm } from './keywords.js';

/**
 * The first word of a text that carries documents for the request waiting on the sender, with the
 * language it is in; `DOC` is the same in both.
 */
export const DOCUMENT_KEYWORDS: ReadonlyMap<string, Language | null> = new Map([
  ['DOC', null],
  ['DOCS', null],
  ['DOCUMENT', 'en'],
  ['DOCUMENTS', 'en'],
  ['DOCUMENTO', 'es'],
  ['DOCUMENTOS', 'es'],
]);

/**
 * Whether a text starts with `DOC` (`DOCUMENTO`), whatever follows it (`DOC my class schedule`), and
 * the language its keyword tells, if one; null when it does not.
 */
export function readDocumentKeyword(body: string): { language: Language | null } | null {
  const [first = ''] = body.trim().split(/\s+/);
  const word = keywordForm(first.replace(/[.,:;!?¡¿]+$/g, ''));
  return DOCUMENT_KEYWORDS.has(word) ? { language: DOCUMENT_KEYWORDS.get(word) ?? null } : null;
}
