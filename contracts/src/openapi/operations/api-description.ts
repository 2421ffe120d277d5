import { z } from 'zod';
import { type ApiOperation, content, type HeaderDescription, json } from '../operation.js';

/** The paths the gateway answers itself with the API's description; no service serves them. */
export const API_DESCRIPTION_PATHS = {
  document: '/api/openapi.json',
  reference: '/api/docs',
  stylesheet: '/api/docs/style.css',
} as const;

/** What the description answer holds at least: an OpenAPI 3.1 document. */
const openApiDocument = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
  components: z.looseObject({}),
});

const cacheHeaders: readonly HeaderDescription[] = [
  {
    name: 'Cache-Control',
    description: 'The same for everyone and about no one: any cache may keep it for a while.',
    type: 'string',
  },
  {
    name: 'ETag',
    description: 'Send it back in `If-None-Match` to get 304 while it is unchanged.',
    type: 'string',
  },
];

const tag = 'API description';

/** The description of the API itself, for integrators: the document and a page to read it on. */
export const apiDescriptionOperations: readonly ApiOperation[] = [
  {
    method: 'GET',
    path: API_DESCRIPTION_PATHS.document,
    operationId: 'getApiDescription',
    summary: 'This document',
    description:
      'The OpenAPI 3.1 description of every call, generated from the schemas the services check with.',
    tag,
    access: 'public',
    answers: [json(openApiDocument, 'The OpenAPI document.', { headers: cacheHeaders })],
  },
  {
    method: 'GET',
    path: API_DESCRIPTION_PATHS.reference,
    operationId: 'getApiReference',
    summary: 'This document as a page to read',
    description: 'Plain HTML made on the server, with no script.',
    tag,
    access: 'public',
    answers: [content(['text/html'], 'The reference page.', { schema: z.string(), headers: cacheHeaders })],
  },
  {
    method: 'GET',
    path: API_DESCRIPTION_PATHS.stylesheet,
    operationId: 'getApiReferenceStyle',
    summary: 'The reference page’s stylesheet',
    tag,
    access: 'public',
    answers: [content(['text/css'], 'The stylesheet.', { schema: z.string(), headers: cacheHeaders })],
  },
];
