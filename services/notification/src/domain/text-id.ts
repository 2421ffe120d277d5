const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The id of the text an event came from: the activity service carries the text's id over as the
 * correlation id; anything else there (a request's id) is not a text's.
 */
export function textIdOf(event: { correlationId: string }): string | null {
  return uuidPattern.test(event.correlationId) ? event.correlationId : null;
}
