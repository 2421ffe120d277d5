import type { RequestHandler } from 'express';
import { sendMessage } from './json-response.js';

/**
 * Refuses bodies over `maxBytes` from their `Content-Length` before anything is read, so the services
 * never receive them. A body of unannounced length cannot be checked that way and is refused too.
 */
export function bodyLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = req.get('content-length');
    if (declared === undefined) {
      if (req.get('transfer-encoding') === undefined) return next();
      res.set('Connection', 'close');
      return sendMessage(res, 411, 'A Content-Length header is required');
    }
    if (Number(declared) <= maxBytes) return next();
    // Closing spares reading a body nobody will use.
    res.set('Connection', 'close');
    sendMessage(res, 413, 'Request body too large');
  };
}
