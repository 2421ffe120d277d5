import { z } from 'zod';

/** Every domain event travels in this envelope; `data` is checked by the event's own schema. */
export const eventEnvelope = z.object({
  id: z.uuid(),
  type: z.string().regex(/^[a-z]+\.[a-z-]+$/),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  producer: z.string().min(1),
  subjectId: z.string().min(1),
  correlationId: z.string().min(1),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof eventEnvelope>, 'data'> & { data: T };

/** A versioned event definition: its type, version and the schema of its data. */
export interface EventDefinition<T extends z.ZodType = z.ZodType> {
  type: string;
  version: number;
  data: T;
  /**
   * Top-level fields of `data` that carry a secret (a one-time link token, a texted code). The outbox
   * clears them from its copy once the broker has the event, so no table keeps them at rest.
   */
  secretFields?: readonly string[];
}

export function defineEvent<T extends z.ZodType>(
  type: string,
  version: number,
  data: T,
  options: { secretFields?: readonly string[] } = {},
): EventDefinition<T> {
  return options.secretFields
    ? { type, version, data, secretFields: options.secretFields }
    : { type, version, data };
}

/** Routing key on the topic exchange: `<type>.v<version>`. */
export function routingKey(def: { type: string; version: number }): string {
  return `${def.type}.v${def.version}`;
}
