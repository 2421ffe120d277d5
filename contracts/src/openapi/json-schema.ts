import { z } from 'zod';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [key: string]: unknown };

/** Which side of a call a schema describes: what a client sends, or what it receives. */
export type SchemaSide = 'input' | 'output';

export const COMPONENT_PREFIX = '#/components/schemas/';

/** The formats JSON Schema 2020-12 defines that zod writes. */
const STANDARD_FORMATS: ReadonlySet<string> = new Set([
  'date',
  'date-time',
  'time',
  'duration',
  'email',
  'uuid',
  'uri',
  'ipv4',
  'ipv6',
  'hostname',
]);

// Schemas converted in a batch without a name of their own get a placeholder id, so that zod refers
// to the named ones inside them; the placeholders are then replaced by the schemas themselves.
const PLACEHOLDER = '~';

export interface ConvertedSchemas {
  /** The named schemas, for `components.schemas`. */
  components: Record<string, JsonSchema>;
  /** The JSON Schema of one of the converted schemas: a `$ref` for a named one, else the schema. */
  of(schema: z.ZodType): JsonSchema;
}

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Makes zod's output read like a hand-written description without changing what it accepts: a
 * standard `format` already says what zod's long regular expression says, the safe-integer bounds say nothing
 * a JSON number does not, and an answer may gain fields (the services send their own objects, not
 * zod's parse of them), so a client must not refuse fields it does not know.
 */
function tidy(side: SchemaSide) {
  return ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
    if (typeof jsonSchema.format === 'string') {
      // A format of zod's own (`starts_with`) means nothing to other tools: its pattern says it.
      if (STANDARD_FORMATS.has(jsonSchema.format)) delete jsonSchema.pattern;
      else if (jsonSchema.pattern !== undefined) delete jsonSchema.format;
    }
    if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
    if (side === 'output' && jsonSchema.additionalProperties === false)
      delete jsonSchema.additionalProperties;
  };
}

/**
 * Converts `schemas` for one side of the calls with zod's own JSON Schema conversion. Every schema of
 * `named` that appears in them, however deep, becomes a `$ref` to `components.schemas`.
 */
export function convertSchemas(
  side: SchemaSide,
  named: Readonly<Record<string, z.ZodType>>,
  schemas: Iterable<z.ZodType>,
): ConvertedSchemas {
  const registry = z.registry<{ id: string }>();
  const idOf = new Map<z.ZodType, string>();
  for (const [name, schema] of Object.entries(named)) {
    if (name.startsWith(PLACEHOLDER)) throw new Error(`A schema name may not start with ${PLACEHOLDER}`);
    if (idOf.has(schema)) throw new Error(`${name} names a schema already named ${idOf.get(schema)}`);
    registry.add(schema, { id: name });
    idOf.set(schema, name);
  }
  for (const schema of schemas) {
    if (idOf.has(schema)) continue;
    const id = `${PLACEHOLDER}${idOf.size}`;
    registry.add(schema, { id });
    idOf.set(schema, id);
  }

  const converted = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: side,
    // Transforms and preprocessing have no JSON Schema: the schema they lead to describes the value.
    unrepresentable: 'any',
    uri: (id) => `${COMPONENT_PREFIX}${id}`,
    override: tidy(side),
  }).schemas as Record<string, JsonSchema>;

  const placeholders = new Map<string, JsonSchema>();
  const components: Record<string, JsonSchema> = {};
  for (const [id, { $schema: _dialect, $id: _id, ...schema }] of Object.entries(converted)) {
    if (id.startsWith(PLACEHOLDER)) placeholders.set(id, schema);
    else components[id] = schema;
  }

  const inline = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(inline);
    if (!isObject(node)) return node;
    const { $ref, ...rest } = node;
    const target =
      typeof $ref === 'string' && $ref.startsWith(`${COMPONENT_PREFIX}${PLACEHOLDER}`)
        ? placeholders.get($ref.slice(COMPONENT_PREFIX.length))
        : undefined;
    const entries = Object.entries(target === undefined ? node : { ...target, ...rest });
    return Object.fromEntries(entries.map(([key, value]) => [key, inline(value)]));
  };

  for (const [name, schema] of Object.entries(components)) components[name] = inline(schema) as JsonSchema;
  return {
    components,
    of(schema) {
      const id = idOf.get(schema);
      if (id === undefined) throw new Error('A schema was asked for that was not converted');
      if (!id.startsWith(PLACEHOLDER)) return { $ref: `${COMPONENT_PREFIX}${id}` };
      return inline(placeholders.get(id)) as JsonSchema;
    },
  };
}
