import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendMessage } from './json-response.js';

export type BodyRefusal = { status: 411 | 413; code: string; message: string };

const lengthRequired: BodyRefusal = {
  status: 411,
  code: 'LENGTH_REQUIRED',
  message: 'A Content-Length header is required',
};
const tooLarge: BodyRefusal = { status: 413, code: 'BODY_TOO_LARGE', message: 'Request body too large' };

/**
 * Whether the body must be refused from its `Content-Length`, before anything is read: over `maxBytes`,
 * or of unannounced length (chunked), which cannot be checked that way.
 */
export function bodyRefusal(req: IncomingMessage, maxBytes: number): BodyRefusal | undefined {
  const declared = req.headers['content-length'];
  if (declared === undefined)
    return req.headers['transfer-encoding'] === undefined ? undefined : lengthRequired;
  return Number(declared) <= maxBytes ? undefined : tooLarge;
}

/** Answers a refused body; closing the connection spares reading a body nobody will use. */
export function refuseBody(res: ServerResponse, refusal: BodyRefusal): void {
  res.setHeader('Connection', 'close');
  sendMessage(res, refusal.status, refusal.code, refusal.message);
}
