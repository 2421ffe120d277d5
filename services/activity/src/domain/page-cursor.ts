/**
 * Where a page of activities ends, in the list's order (date, then logging time, then id, all
 * descending). The logging time is kept as the database printed it, so no precision is lost on the
 * way through a JavaScript Date and a row is never skipped or repeated between pages.
 */
export interface PageCursor {
  date: string;
  createdAt: string;
  id: string;
}

/** The opaque text a client sends back as `before`. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.date, cursor.createdAt, cursor.id])).toString('base64url');
}

/** The cursor a client sent, or undefined when it is not one this service made. */
export function decodeCursor(text: string): PageCursor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return undefined;
  const [date, createdAt, id] = parsed as unknown[];
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return undefined;
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return { date, createdAt, id };
}
