import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { isApiPath } from './routes.js';

// Vite names every file under assets/ after its content hash, so a name never changes meaning.
const hashedAssetCache = 'public, max-age=31536000, immutable';

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

function isAssetPath(requestPath: string): boolean {
  return requestPath.startsWith('/assets/');
}

function sendNotBuiltPage(res: Response): void {
  res.status(200).type('html').set('Cache-Control', 'no-cache').send(notBuiltPage);
}

function wantsPage(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !isApiPath(req.path) &&
    !isAssetPath(req.path) &&
    req.accepts('html') === 'html'
  );
}

/**
 * Serves the built single-page app from `webDist`: hashed assets cached for a year, everything else
 * revalidated, and `index.html` for any page address so the client router can take it. Without a built
 * app it answers pages with a short note on how to build it.
 */
export function webApp(webDist: string): Router {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, 'index.html');
  const router = express.Router();

  router.use(
    express.static(root, {
      index: false,
      setHeaders(res, filePath) {
        const relative = path.relative(root, filePath).split(path.sep).join('/');
        res.setHeader('Cache-Control', relative.startsWith('assets/') ? hashedAssetCache : 'no-cache');
      },
    }),
  );

  router.use((req, res, next) => {
    if (!wantsPage(req)) return next();
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile, { cacheControl: false }, (error?: Error) => {
      // Once headers are out the client went away mid-file; there is nobody left to answer.
      if (error === undefined || res.headersSent) return;
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return sendNotBuiltPage(res);
      next(error);
    });
  });

  return router;
}
