import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { routePreloadLinks } from './route-preloads.js';
import { isApiPath } from './routes.js';

// Vite names every file under assets/ after its content hash, so a name never changes meaning.
const hashedAssetCache = 'public, max-age=31536000, immutable';
// Everything else (index.html above all) may change with the next deployment: reuse it only after
// asking, which its ETag and Last-Modified make a cheap 304.
const revalidatedCache = 'no-cache';

export type ContentCoding = 'br' | 'gzip';

/**
 * The copies the web app's build writes beside each text file (`app.js.br`, `app.js.gz`), in the
 * order preferred when a client weighs them alike: brotli is a fifth to a third smaller than gzip.
 */
const PRECOMPRESSED: readonly { coding: ContentCoding; suffix: string }[] = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
];

const notBuiltPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Work Requirement Tracker</title>
  </head>
  <body>
    <main>
      <h1>Work Requirement Tracker</h1>
      <p>The web app is not built yet. Run <code>npm run build</code> to build it, then reload this page.</p>
    </main>
  </body>
</html>
`;

/** A q-value (RFC 9110 §12.4.2); anything unreadable counts as 0, "not acceptable". */
function qualityOf(params: string[]): number {
  for (const param of params) {
    const [key = '', value = ''] = param.split('=');
    if (key.trim().toLowerCase() !== 'q') continue;
    const q = Number(value.trim());
    return Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0;
  }
  return 1;
}

/**
 * The precompressed codings an `Accept-Encoding` header allows, best first: a higher q-value first,
 * brotli before gzip when they tie. `q=0` refuses a coding and `*` stands for every coding the header
 * does not name. Without the header, or when it allows neither, the answer is the file as it is.
 */
export function acceptedCodings(header: string | undefined): ContentCoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';');
    const coding = name.trim().toLowerCase();
    // The first mention of a coding counts; a later repeat cannot widen what the client refused.
    if (coding && !weights.has(coding)) weights.set(coding, qualityOf(params));
  }
  const anyOther = weights.get('*') ?? 0;
  return PRECOMPRESSED.map(({ coding }) => ({ coding, q: weights.get(coding) ?? anyOther }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ coding }) => coding);
}

/**
 * The file below `root` that a request path names, or undefined when the path is malformed, could
 * climb out of `root`, or names a hidden file or folder (the build's `.vite` manifest stays private).
 */
function fileFor(root: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return undefined;
  if (segments.some((segment) => segment.startsWith('.') || segment.includes('\\'))) return undefined;
  return path.join(root, ...segments);
}

async function regularFile(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

interface Representation {
  file: string;
  stats: Stats;
  coding?: ContentCoding;
  /** Other codings of the same file exist, so the answer depends on Accept-Encoding. */
  varies: boolean;
}

/** What to send for `file`: the best precompressed copy the request accepts, else the file itself. */
async function representationOf(file: string, req: Request): Promise<Representation | undefined> {
  const [original, ...copies] = await Promise.all([
    regularFile(file),
    ...PRECOMPRESSED.map(({ suffix }) => regularFile(file + suffix)),
  ]);
  if (!original) return undefined;
  const available = new Map<ContentCoding, Representation>();
  PRECOMPRESSED.forEach(({ coding, suffix }, index) => {
    const stats = copies[index];
    if (stats) available.set(coding, { file: file + suffix, stats, coding, varies: true });
  });
  for (const coding of acceptedCodings(req.get('Accept-Encoding'))) {
    const copy = available.get(coding);
    if (copy) return copy;
  }
  return { file, stats: original, varies: available.size > 0 };
}

/** A weak validator per representation: a brotli and a gzip answer must never validate each other. */
function entityTag({ stats, coding }: Representation): string {
  const tag = `${stats.size.toString(16)}-${Math.round(stats.mtimeMs).toString(16)}`;
  return `W/"${coding ? `${tag}-${coding}` : tag}"`;
}

/**
 * Sends `file` (its best accepted encoding) with `cacheControl`, answering conditional requests with
 * 304. Calls `ifMissing` when there is no such file, also when it vanished while being sent.
 */
async function sendStatic(
  req: Request,
  res: Response,
  next: NextFunction,
  file: string,
  cacheControl: string,
  ifMissing: () => void,
): Promise<void> {
  const chosen = await representationOf(file, req);
  if (!chosen) return ifMissing();
  res.set('Cache-Control', cacheControl);
  if (chosen.varies) res.vary('Accept-Encoding');
  if (chosen.coding) {
    res.set('Content-Encoding', chosen.coding);
    // The type of what the file is, not of its compressed copy.
    res.type(path.extname(file));
  }
  res.set('ETag', entityTag(chosen));
  // Byte ranges of a compressed copy are valid HTTP but a trap for clients and proxies that expect
  // ranges of the file; only files sent as they are offer them (PDF viewers use them).
  const options = { cacheControl: false, dotfiles: 'allow' as const, acceptRanges: !chosen.coding };
  res.sendFile(chosen.file, options, (error?: Error) => {
    // Once headers are out the client went away mid-file; there is nobody left to answer.
    if (error === undefined || res.headersSent) return;
    const status = (error as { status?: number }).status;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || status === 404) {
      for (const header of ['Content-Encoding', 'Content-Type', 'ETag', 'Cache-Control']) {
        res.removeHeader(header);
      }
      return ifMissing();
    }
    // 412 for a failed If-Match, 416 for a range outside the file: send already set what they need.
    if (status !== undefined && status < 500) return void res.status(status).end();
    next(error);
  });
}

function isAssetPath(requestPath: string): boolean {
  return requestPath.startsWith('/assets/');
}

function sendNotBuiltPage(res: Response): void {
  res.status(200).type('html').set('Cache-Control', revalidatedCache).send(notBuiltPage);
}

function isRead(req: Request): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}

function wantsPage(req: Request): boolean {
  return isRead(req) && !isApiPath(req.path) && !isAssetPath(req.path) && req.accepts('html') === 'html';
}

/**
 * Serves the built single-page app from `webDist`: each file as the brotli or gzip copy the build made
 * when the request accepts one, hashed assets cached for a year, everything else revalidated, and
 * `index.html` for any page address so the client router can take it. Without a built app it answers
 * pages with a short note on how to build it.
 */
export function webApp(webDist: string): Router {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, 'index.html');
  const router = express.Router();

  router.use((req, res, next) => {
    if (!isRead(req)) return next();
    const file = fileFor(root, req.path);
    if (file === undefined) return next();
    const cacheControl = isAssetPath(req.path) ? hashedAssetCache : revalidatedCache;
    sendStatic(req, res, next, file, cacheControl, next).catch(next);
  });

  const preloadLink = routePreloadLinks(root);
  router.use((req, res, next) => {
    if (!wantsPage(req)) return next();
    preloadLink(req.path)
      .then((link) => {
        if (link) res.set('Link', link);
        return sendStatic(req, res, next, indexFile, revalidatedCache, () => {
          res.removeHeader('Link');
          sendNotBuiltPage(res);
        });
      })
      .catch(next);
  });

  return router;
}
