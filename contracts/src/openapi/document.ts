import type { z } from 'zod';
import { errorBody } from '../errors.js';
import { apiCatalogue, apiTags } from './api-catalogue.js';
import { namedSchemas } from './components.js';
import { COMPONENT_PREFIX, type ConvertedSchemas, convertSchemas, type JsonSchema } from './json-schema.js';
import type {
  Access,
  Answer,
  ApiOperation,
  BodyEncoding,
  FilePart,
  HeaderDescription,
  RequestBody,
} from './operation.js';

// The OpenAPI 3.1 document of the API, built from the catalogue: paths and operations from its
// entries, every schema from the zod schemas the services parse requests with and type answers by.

export const API_TITLE = 'Work Requirement Tracker API';
/** The document's own version; it follows the product's. */
export const API_VERSION = '0.1.0';
/** The session cookie's name, as the identity service sets it. */
const SESSION_COOKIE_NAME = 'tracker_session';

export type Reference = { $ref: string };

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
}

export interface RequestBodyObject {
  description?: string;
  required: boolean;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  'x-access': Access;
  security: Array<Record<string, string[]>>;
  parameters: Array<ParameterObject | Reference>;
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject | Reference>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    parameters: Record<string, ParameterObject>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

/** Who may call an operation, in a sentence. */
const accessSentences: Readonly<Record<Access, string>> = {
  public: 'Anyone, signed in or not.',
  'signed-in': 'Anyone signed in.',
  owner: 'The owner of the record, or an administrator. To anyone else it does not exist (404).',
  author: 'The person who wrote or uploaded it. Administrators may read it but not change it.',
  self: 'The signed-in person, about their own record only; to anyone else it does not exist (404).',
  admin: 'Administrators only (not while impersonating someone).',
  impersonation: 'An administrator’s session while impersonating someone.',
  webhook: 'Twilio, with its signature of the request; sessions do not count.',
  'signed-link': 'The signed link the download call gave, with a session of the owner or an administrator.',
};

type SecurityRequirement = Record<string, string[]>;
const signedIn: SecurityRequirement[] = [{ sessionCookie: [] }, { bearerToken: [] }];
const securityOf: Readonly<Record<Access, Array<Record<string, string[]>>>> = {
  // The empty requirement makes the session optional: some public calls read it when there is one.
  public: [{}, ...signedIn],
  'signed-in': signedIn,
  owner: signedIn,
  author: signedIn,
  self: signedIn,
  admin: signedIn,
  impersonation: signedIn,
  webhook: [{ twilioSignature: [] }],
  'signed-link': signedIn,
};

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const errorRef = { $ref: `${COMPONENT_PREFIX}ErrorBody` };

function errorResponse(description: string, schema: JsonSchema = errorRef): ResponseObject {
  return { description, content: { 'application/json': { schema } } };
}

function describeErrorBody(): string {
  const fields = Object.keys(errorBody.shape).map((field) => `\`${field}\``);
  return `Every error answers JSON with the fields of \`ErrorBody\` (${fields.join(', ')}).`;
}

const infoDescription = [
  'The HTTP API of the work requirement tracker, as its gateway serves it; the web app uses nothing ' +
    'else. Every path is under `/api`. Bodies are JSON unless an operation says otherwise.',
  `Signing in: \`POST /api/login\` sets the session cookie \`${SESSION_COOKIE_NAME}\` (HttpOnly, ` +
    'SameSite=Lax). Send it with every call; a client that is not a browser may send the same token as ' +
    '`Authorization: Bearer <token>`. A session ends 15 minutes after its last call, 12 hours after ' +
    'sign-in, and at logout.',
  'State changes (POST, PUT, PATCH, DELETE) must come from the app’s own site: their `Origin` header ' +
    '(or, without one, the `Referer`) must be the app’s address, or the answer is 403. Browsers send ' +
    'it themselves; other clients set it. Twilio’s webhook is the exception: its signature is checked instead.',
  `${describeErrorBody()} \`message\` can be shown to a person; \`code\` names the refusal for a ` +
    'program (`NOT_AUTHENTICATED`, `EXEMPTION_LOCKED`, ...) and stays the same when the wording changes; ' +
    '`fieldErrors` gives one message per field of a form.',
  'Each client address has a share of calls a minute; past it the answer is 429 with `Retry-After`. ' +
    'Sign-in failures, e-mails and texts have limits of their own. Answers about people are ' +
    '`Cache-Control: no-store`.',
].join('\n\n');

const components: Omit<OpenApiDocument['components'], 'schemas'> = {
  responses: {
    Unauthorized: errorResponse('No live session: sign in first.'),
    TooManyRequests: {
      ...errorResponse('Too many calls from this address, or of this kind: wait and try again.'),
      headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
    },
    ServiceUnavailable: errorResponse('A part of the system is down for a moment: try again shortly.'),
  },
  parameters: {
    Origin: {
      name: 'Origin',
      in: 'header',
      required: false,
      description:
        'The app’s own address. Browsers send it; other clients must, or the change is refused (403).',
      schema: { type: 'string', format: 'uri' },
    },
  },
  securitySchemes: {
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE_NAME,
      description: 'The session cookie `POST /api/login` sets.',
    },
    bearerToken: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'The session cookie’s value, for clients that are not browsers.',
    },
    twilioSignature: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Twilio-Signature',
      description:
        'Twilio’s signature of the webhook’s address and form fields, with the account’s auth token.',
    },
  },
};

/** `/api/activities/:id` as OpenAPI writes it: `/api/activities/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
}

function answerSchemas(answer: Answer): z.ZodType[] {
  return answer.kind === 'empty' || answer.schema === undefined ? [] : [answer.schema];
}

function inputSchemas(operation: ApiOperation): z.ZodType[] {
  return [operation.params, operation.query, ...(operation.body?.fields ?? [])].filter(
    (schema): schema is z.ZodType => schema !== undefined,
  );
}

function outputSchemas(operation: ApiOperation): z.ZodType[] {
  const errors = Object.values(operation.errors ?? {}).flatMap((error) =>
    error?.schema ? [error.schema] : [],
  );
  return [...operation.answers.flatMap(answerSchemas), ...errors];
}

/** An object schema's properties and required names, or a clear failure naming what was not one. */
function objectParts(
  schema: JsonSchema,
  what: string,
): { properties: Record<string, JsonSchema>; required: string[] } {
  if (schema.type !== 'object' || typeof schema.properties !== 'object') {
    throw new Error(`${what} must be an object schema with properties`);
  }
  return {
    properties: schema.properties as Record<string, JsonSchema>,
    required: (schema.required as string[] | undefined) ?? [],
  };
}

function parametersOf(operation: ApiOperation, inputs: ConvertedSchemas): Array<ParameterObject | Reference> {
  const where = `${operation.method} ${operation.path}`;
  const parameters: Array<ParameterObject | Reference> = [];
  const pathParts = operation.params
    ? objectParts(inputs.of(operation.params), `${where}: params`)
    : undefined;
  for (const name of pathParameterNames(operation.path)) {
    const schema = pathParts?.properties[name];
    if (pathParts && !schema) throw new Error(`${where}: params do not describe :${name}`);
    parameters.push({ name, in: 'path', required: true, schema: schema ?? { type: 'string' } });
  }
  if (operation.query) {
    const { properties, required } = objectParts(inputs.of(operation.query), `${where}: query`);
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: 'query', required: required.includes(name), schema });
    }
  }
  if (stateChanging.has(operation.method) && operation.access !== 'webhook') {
    parameters.push({ $ref: '#/components/parameters/Origin' });
  }
  return parameters;
}

function filePartSchema(part: FilePart): JsonSchema {
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  return part.field === 'file'
    ? { ...file, description: part.description }
    : { type: 'array', items: file, description: part.description };
}

/** The body's fields as one object schema, with the file parts when the encoding carries files. */
function mergedFields(
  body: RequestBody,
  inputs: ConvertedSchemas,
  files: readonly FilePart[],
  where: string,
): JsonSchema {
  const [only] = body.fields;
  if (body.fields.length === 1 && only && files.length === 0) {
    const schema = inputs.of(only);
    if (schema.type !== 'object') return schema;
  }
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of body.fields) {
    const parts = objectParts(inputs.of(field), `${where}: body`);
    Object.assign(properties, parts.properties);
    required.push(...parts.required);
  }
  for (const part of files) {
    properties[part.field] = filePartSchema(part);
    if (part.required) required.push(part.field);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required: [...new Set(required)] } : {}) };
}

const mediaTypeOf: Readonly<Record<BodyEncoding, string>> = {
  json: 'application/json',
  multipart: 'multipart/form-data',
  form: 'application/x-www-form-urlencoded',
  text: 'text/plain',
};

function requestBodyOf(body: RequestBody, inputs: ConvertedSchemas, where: string): RequestBodyObject {
  const content: Record<string, MediaTypeObject> = {};
  for (const encoding of body.encodings) {
    // Only a multipart body carries files.
    const schema = mergedFields(body, inputs, encoding === 'multipart' ? (body.files ?? []) : [], where);
    content[mediaTypeOf[encoding]] = {
      schema:
        encoding === 'text'
          ? {
              type: 'string',
              description: 'The same JSON as text, as `navigator.sendBeacon` sends it.',
              contentMediaType: 'application/json',
              contentSchema: schema,
            }
          : schema,
    };
  }
  return {
    ...(body.description ? { description: body.description } : {}),
    required: body.required ?? true,
    content,
  };
}

function headersOf(headers: readonly HeaderDescription[] | undefined): ResponseObject['headers'] {
  if (!headers || headers.length === 0) return undefined;
  return Object.fromEntries(
    headers.map((header) => [
      header.name,
      { description: header.description, schema: { type: header.type } },
    ]),
  );
}

function answerContent(answer: Answer, outputs: ConvertedSchemas): Record<string, MediaTypeObject> {
  if (answer.kind === 'empty') return {};
  if (answer.kind === 'json') return { 'application/json': { schema: outputs.of(answer.schema) } };
  const schema = answer.schema ? { schema: outputs.of(answer.schema) } : {};
  return Object.fromEntries(answer.mediaTypes.map((type) => [type, schema]));
}

/** The answers of one status merged: the report call answers a PDF or JSON, both 200. */
function successResponses(
  operation: ApiOperation,
  outputs: ConvertedSchemas,
): Record<string, ResponseObject> {
  const responses: Record<string, ResponseObject> = {};
  for (const answer of operation.answers) {
    const status = String(answer.status);
    const known = responses[status];
    const content = { ...known?.content, ...answerContent(answer, outputs) };
    const headers = { ...known?.headers, ...headersOf(answer.headers) };
    responses[status] = {
      description: known?.description ?? answer.description,
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      ...(Object.keys(content).length > 0 ? { content } : {}),
    };
  }
  return responses;
}

/** Why a call may answer 403, its own reasons first. */
function forbiddenReasons(operation: ApiOperation): string[] {
  const reasons: string[] = [];
  const own = operation.errors?.[403]?.description;
  if (own) reasons.push(own);
  if (operation.access === 'admin')
    reasons.push('The caller is not an administrator, or is impersonating someone.');
  if (operation.access === 'impersonation') reasons.push('The session is not impersonating anyone.');
  if (operation.access === 'author') reasons.push('Administrators may not change what someone else wrote.');
  if (operation.refusedWhileImpersonating) reasons.push('Not while impersonating someone.');
  if (stateChanging.has(operation.method) && operation.access !== 'webhook') {
    reasons.push('The request came from another site: its `Origin` is not the app’s address.');
  }
  return reasons;
}

/** The error statuses an operation may declare reasons for; the rest are the same for every call. */
const describedErrors = new Set([400, 401, 403, 404, 409, 413, 422]);

function errorResponses(
  operation: ApiOperation,
  outputs: ConvertedSchemas,
): Record<string, ResponseObject | Reference> {
  const own = operation.errors ?? {};
  for (const status of Object.keys(own).map(Number)) {
    if (!describedErrors.has(status)) {
      throw new Error(
        `${operation.method} ${operation.path}: ${status} is not an error status it can describe`,
      );
    }
  }
  const describe = (status: number, ...reasons: Array<string | undefined>): ResponseObject => {
    const given = reasons.filter((reason) => reason !== undefined);
    const schema = own[status]?.schema;
    // A body of its own answers the operation's own reason; the status's other reasons answer the usual one.
    const body = !schema
      ? errorRef
      : given.length > 1
        ? { anyOf: [outputs.of(schema), errorRef] }
        : outputs.of(schema);
    return errorResponse(given.join(' '), body);
  };
  const responses: Record<string, ResponseObject | Reference> = {};
  const hasInput = operation.query !== undefined || operation.body !== undefined;
  if (hasInput || own[400]) {
    const invalid = hasInput ? 'Invalid input: `fieldErrors` names each field and why.' : undefined;
    responses['400'] = describe(400, invalid, own[400]?.description);
  }
  if (own[401]) responses['401'] = describe(401, own[401].description);
  else if (operation.access !== 'public' && operation.access !== 'webhook') {
    responses['401'] = { $ref: '#/components/responses/Unauthorized' };
  }
  const forbidden = forbiddenReasons(operation);
  if (forbidden.length > 0) responses['403'] = describe(403, ...forbidden);
  // A record addressed by id that does not exist, or is someone else's where the rule hides it.
  const hidden = ['owner', 'author', 'self', 'signed-link'].includes(operation.access);
  const byId = pathParameterNames(operation.path).some((name) => /id$/i.test(name));
  if (hidden || byId || own[404]) {
    const missing = hidden
      ? 'Not found, or not the caller’s: it answers as if it did not exist.'
      : 'Nothing has that id.';
    responses['404'] = describe(404, own[404]?.description, missing);
  }
  if (operation.body) {
    responses['411'] = describe(
      411,
      'A body of unannounced length (chunked) is refused: send `Content-Length`.',
    );
  }
  for (const status of [409, 422]) {
    if (own[status]) responses[String(status)] = describe(status, own[status].description);
  }
  if (operation.body || own[413]) {
    const tooLarge = operation.body ? 'The body is larger than the gateway takes.' : undefined;
    responses['413'] = describe(413, own[413]?.description, tooLarge);
  }
  responses['429'] = { $ref: '#/components/responses/TooManyRequests' };
  responses['503'] = { $ref: '#/components/responses/ServiceUnavailable' };
  return responses;
}

function operationObject(
  operation: ApiOperation,
  inputs: ConvertedSchemas,
  outputs: ConvertedSchemas,
): OperationObject {
  const where = `${operation.method} ${operation.path}`;
  const description = [operation.description, `Who may call it: ${accessSentences[operation.access]}`]
    .filter((part) => part !== undefined)
    .join('\n\n');
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description,
    tags: [operation.tag],
    'x-access': operation.access,
    security: securityOf[operation.access],
    parameters: parametersOf(operation, inputs),
    ...(operation.body ? { requestBody: requestBodyOf(operation.body, inputs, where) } : {}),
    responses: { ...successResponses(operation, outputs), ...errorResponses(operation, outputs) },
  };
}

function checkCatalogue(catalogue: readonly ApiOperation[]): void {
  const seen = new Set<string>();
  const ids = new Set<string>();
  const tags = new Set(apiTags.map((tag) => tag.name));
  for (const operation of catalogue) {
    const key = `${operation.method} ${operation.path}`;
    if (seen.has(key)) throw new Error(`${key} is in the catalogue twice`);
    if (ids.has(operation.operationId)) throw new Error(`${operation.operationId} names two operations`);
    if (!tags.has(operation.tag)) throw new Error(`${key}: the tag ${operation.tag} is not in apiTags`);
    seen.add(key);
    ids.add(operation.operationId);
  }
}

/** The OpenAPI 3.1 document of `catalogue` (the whole API by default). */
export function buildOpenApiDocument(catalogue: readonly ApiOperation[] = apiCatalogue): OpenApiDocument {
  checkCatalogue(catalogue);
  const inputs = convertSchemas('input', {}, catalogue.flatMap(inputSchemas));
  const outputs = convertSchemas('output', namedSchemas, catalogue.flatMap(outputSchemas));
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of catalogue) {
    const path = openApiPath(operation.path);
    paths[path] = {
      ...paths[path],
      [operation.method.toLowerCase()]: operationObject(operation, inputs, outputs),
    };
  }
  const usedTags = new Set(catalogue.map((operation) => operation.tag));
  return {
    openapi: '3.1.0',
    info: { title: API_TITLE, version: API_VERSION, description: infoDescription },
    tags: apiTags.filter((tag) => usedTags.has(tag.name)),
    paths,
    components: { schemas: outputs.components, ...components },
  };
}

/** The document as the committed file and the gateway hold it. */
export function openApiJson(document: OpenApiDocument = buildOpenApiDocument()): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
