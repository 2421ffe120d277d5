import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../src/errors.js';
import { apiCatalogue } from '../src/openapi/api-catalogue.js';
import {
  API_VERSION,
  buildOpenApiDocument,
  openApiJson,
  type OperationObject,
} from '../src/openapi/document.js';
import { type ApiOperation, json, noContent } from '../src/openapi/operation.js';

const committedFile = new URL('../openapi.json', import.meta.url);
const document = buildOpenApiDocument();

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);

/** Every value below `node`, with the key it sits under. */
function* walk(node: unknown, key = ''): Generator<{ key: string; value: unknown }> {
  yield { key, value: node };
  if (Array.isArray(node)) for (const item of node) yield* walk(item, key);
  else if (typeof node === 'object' && node !== null) {
    for (const [childKey, value] of Object.entries(node)) yield* walk(value, childKey);
  }
}

function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
}

const probe = (overrides: Partial<ApiOperation>): ApiOperation => ({
  method: 'GET',
  path: '/api/probe',
  operationId: 'probe',
  summary: 'A probe',
  tag: 'Account',
  access: 'signed-in',
  answers: [noContent('Nothing.')],
  ...overrides,
});

describe('the OpenAPI document', () => {
  it('is committed as the catalogue builds it (run `npm run openapi` after changing the catalogue)', () => {
    expect(readFileSync(committedFile, 'utf8')).toBe(openApiJson(document));
  });

  it('is OpenAPI 3.1 with an operation for every entry of the catalogue', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(operations).toHaveLength(apiCatalogue.length);
  });

  it('carries the product’s version', () => {
    const product = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(API_VERSION).toBe(product.version);
  });

  it('refers only to what it defines', () => {
    const refs = [...walk(document)].filter(({ key }) => key === '$ref').map(({ value }) => value as string);
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.filter((ref) => resolve(ref) === undefined)).toEqual([]);
  });

  it('uses every schema it names', () => {
    const refs = new Set([...walk(document)].filter(({ key }) => key === '$ref').map(({ value }) => value));
    const unused = Object.keys(document.components.schemas).filter(
      (name) => !refs.has(`#/components/schemas/${name}`),
    );
    expect(unused).toEqual([]);
  });

  it.each(operations)(
    '$method $path declares each path parameter and answers success',
    ({ path, operation }) => {
      const declared = operation.parameters.flatMap((parameter) =>
        'in' in parameter && parameter.in === 'path' ? [parameter.name] : [],
      );
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      expect(declared).toEqual(inPath);
      expect(Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status))).toBe(true);
      expect(operation.tags.every((tag) => document.tags.some((known) => known.name === tag))).toBe(true);
    },
  );

  it('gives operations unique ids', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes the error body from its zod schema, so a new field shows up by itself', () => {
    const schema = document.components.schemas.ErrorBody as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual(Object.keys(errorBody.shape));
  });

  it('lets answers gain fields, and keeps zod’s long patterns out where a format says it', () => {
    const values = [...walk(document)].map(({ value }) => value as Record<string, unknown>);
    const objects = values.filter((value) => typeof value === 'object' && value !== null);
    expect(objects.filter((value) => 'format' in value && 'pattern' in value)).toEqual([]);
    // zod's own formats (`starts_with`) would mean nothing to a client generator.
    const standard = [
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
    ];
    const formats = objects.flatMap((value) => (typeof value.format === 'string' ? [value.format] : []));
    expect(formats.filter((format) => !standard.includes(format))).toEqual([]);
    expect(
      Object.values(document.components.schemas).filter((schema) => schema.additionalProperties === false),
    ).toEqual([]);
  });

  it('carries files in multipart bodies only', () => {
    const upload = document.paths['/api/activities']!.post!.requestBody!.content;
    const multipart = upload['multipart/form-data']!.schema as { properties: Record<string, unknown> };
    const asJson = upload['application/json']!.schema as { properties: Record<string, unknown> };
    expect(multipart.properties.file).toMatchObject({ type: 'string' });
    expect(asJson.properties.file).toBeUndefined();
  });

  it('asks for the session on calls that need one, and for nothing on public ones', () => {
    const byAccess = (access: string) =>
      operations
        .filter(({ operation }) => operation['x-access'] === access)
        .map(({ operation }) => operation);
    const security = (operation: OperationObject) => operation.security;
    expect(byAccess('admin').map(security)).toContainEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    for (const operation of byAccess('public')) expect(operation.security[0]).toEqual({});
    for (const operation of byAccess('webhook'))
      expect(operation.security).toEqual([{ twilioSignature: [] }]);
  });
});

describe('building the document', () => {
  it('refuses two operations of the same method and path', () => {
    expect(() => buildOpenApiDocument([probe({}), probe({ operationId: 'probeAgain' })])).toThrow(/twice/);
  });

  it('refuses two operations of the same id', () => {
    expect(() => buildOpenApiDocument([probe({}), probe({ method: 'POST' })])).toThrow(/names two/);
  });

  it('refuses path parameters the params schema does not describe', () => {
    const operation = probe({ path: '/api/probe/:id', params: z.object({ other: z.string() }) });
    expect(() => buildOpenApiDocument([operation])).toThrow(/:id/);
  });

  it('refers to a named schema wherever it appears, and writes the others out', () => {
    const item = z.object({ id: z.uuid() });
    const built = buildOpenApiDocument([
      probe({ answers: [json(z.object({ list: z.array(errorBody), item }), 'Both.')] }),
    ]);
    const schema = (
      built.paths['/api/probe']!.get!.responses['200'] as { content: Record<string, { schema: unknown }> }
    ).content['application/json']!.schema;
    expect(schema).toMatchObject({
      properties: {
        list: { items: { $ref: '#/components/schemas/ErrorBody' } },
        item: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } },
      },
    });
  });
});
