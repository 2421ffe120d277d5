import { fileExtension } from '@tracker/contracts/http/fields';

/** Longest original file name kept, in characters. */
export const FILE_NAME_MAX_LENGTH = 255;

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
// Direction overrides and invisible marks can make "report.exe" look like something else.
const INVISIBLE_FORMATTING = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * The name a file had on the user's device, made safe to show and to put in a header: no folders
 * (either slash), no control or invisible formatting characters, spaces collapsed, at most 255
 * characters with the extension kept. Empty when nothing usable is left.
 */
export function sanitizeFileName(raw: string): string {
  const lastPart = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = lastPart
    .normalize('NFC')
    .replace(CONTROL_CHARACTERS, '')
    .replace(INVISIBLE_FORMATTING, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned === '.' || cleaned === '..') return '';
  const characters = Array.from(cleaned);
  if (characters.length <= FILE_NAME_MAX_LENGTH) return cleaned;
  const extension = fileExtension(cleaned);
  const suffix = extension === '' ? '' : `.${extension}`;
  return characters.slice(0, FILE_NAME_MAX_LENGTH - suffix.length).join('') + suffix;
}

/**
 * A `Content-Disposition` value (RFC 6266): a plain-ASCII `filename` for old clients and the exact
 * name as UTF-8 in `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
