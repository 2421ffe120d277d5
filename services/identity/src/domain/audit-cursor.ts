/**
 * Where a page of the audit trail ends, in its order (time, then id, both descending). The time is
 * kept to the microsecond as the database wrote it, so no row is skipped or repeated between pages
 * when several share a millisecond.
 */
export interface AuditCursor {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`, in UTC. */
  at: string;
  id: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opaque text a client sends back as `before`. */
export function encodeAuditCursor(cursor: AuditCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** The cursor a client sent, or undefined when it is not one this service made. */
export function decodeAuditCursor(text: string): AuditCursor | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || !AT.test(at) || Number.isNaN(Date.parse(at))) return undefined;
  if (typeof id !== 'string' || !ID.test(id)) return undefined;
  return { at, id };
}
