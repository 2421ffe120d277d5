import type { Handler } from './api-request.js';

// Identity travels only in the signed session token; headers like these are forgeable by any client.
const identityHeaderPrefixes = ['x-auth', 'x-user', 'x-remote-user', 'x-forwarded-user', 'x-impersonat'];

/** Removes client-supplied identity headers, so no service ever reads them as facts. */
export function stripClientHeaders(): Handler {
  return (req, _res, next) => {
    for (const name of Object.keys(req.headers)) {
      const lower = name.toLowerCase();
      if (identityHeaderPrefixes.some((prefix) => lower.startsWith(prefix))) delete req.headers[name];
    }
    next();
  };
}
