import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { API_DESCRIPTION_PATHS } from '@tracker/contracts/openapi/operations/api-description';
import type { GatewayRequest, Handler } from './api-request.js';
import { renderReferencePage } from './api-reference-page.js';
import { referenceStylesheet } from './api-reference-style.js';
import { type ContentCoding, acceptedCodings } from './web-app.js';

// The API's description, answered by the gateway itself (no service owns it): the OpenAPI document,
// its reference page and the page's stylesheet. Public, and counted against the address's share of
// calls like the rest of `/api`, since they go through the same gate.

/** The same for everyone and about no one, and changed only by a deployment: caches may keep it a while. */
const CACHE_CONTROL = 'public, max-age=300';

/** The gateway's own routes, as the security suite lists every route of the system. */
export const apiDescriptionRoutes: ReadonlyArray<{ method: 'GET'; path: string }> = Object.values(
  API_DESCRIPTION_PATHS,
).map((path) => ({ method: 'GET', path }));

const describedPaths: ReadonlySet<string> = new Set(Object.values(API_DESCRIPTION_PATHS));

interface Representation {
  type: string;
  etag: string;
  bodies: Record<ContentCoding | 'identity', Buffer>;
}

function represent(type: string, text: string): Representation {
  const body = Buffer.from(text);
  return {
    type,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    bodies: {
      identity: body,
      br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(body, { level: 9 }),
    },
  };
}

async function buildRepresentations(): Promise<Map<string, Representation>> {
  // Loaded on the first call, not at start: the catalogue holds every schema of the API.
  const { buildOpenApiDocument } = await import('@tracker/contracts/openapi/document');
  const document = buildOpenApiDocument();
  const page = renderReferencePage(document, {
    stylesheet: API_DESCRIPTION_PATHS.stylesheet,
    documentPath: API_DESCRIPTION_PATHS.document,
  });
  return new Map([
    [API_DESCRIPTION_PATHS.document, represent('application/json; charset=utf-8', JSON.stringify(document))],
    [API_DESCRIPTION_PATHS.reference, represent('text/html; charset=utf-8', page)],
    [API_DESCRIPTION_PATHS.stylesheet, represent('text/css; charset=utf-8', referenceStylesheet)],
  ]);
}

function isFresh(req: GatewayRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (header === undefined) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function answer(req: GatewayRequest, res: ServerResponse, representation: Representation): void {
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('ETag', representation.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (isFresh(req, representation.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const coding = acceptedCodings(req.headers['accept-encoding'])[0];
  const body = representation.bodies[coding ?? 'identity'];
  res.statusCode = 200;
  res.setHeader('Content-Type', representation.type);
  if (coding) res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Answers `GET` (and `HEAD`) of the description's paths; every other request goes on. The document is
 * built once, on the first call, and its answers are kept with their compressed copies.
 */
export function apiDescription(): Handler {
  let representations: Promise<Map<string, Representation>> | undefined;
  const serve = async (req: GatewayRequest, res: ServerResponse, next: () => void): Promise<void> => {
    // A failed build is tried again on the next call rather than kept.
    representations ??= buildRepresentations().catch((error: unknown) => {
      representations = undefined;
      throw error;
    });
    const representation = (await representations).get(req.path);
    if (representation === undefined) return next();
    answer(req, res, representation);
  };
  // Every other `/api` request passes on at once, without a promise of its own.
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !describedPaths.has(req.path)) return next();
    return serve(req, res, next);
  };
}
