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
}

export function defineEvent<T extends z.ZodType>(type: string, version: number, data: T): EventDefinition<T> {
  return { type, version, data };
}

/** Routing key on the topic exchange: `<type>.v<version>`. */
export function routingKey(def: { type: string; version: number }): string {
  return `${def.type}.v${def.version}`;
}
