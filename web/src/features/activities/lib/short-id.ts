const SHORT_ID_LENGTH = 8;

/** The last 8 characters of an id: enough to tell records apart when reading them out. */
export function shortId(id: string): string {
  return id.slice(-SHORT_ID_LENGTH);
}
