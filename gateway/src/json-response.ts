import type { ServerResponse } from 'node:http';

/**
 * Answers with `{ message, code }`, never cached; used for every response the gateway makes up itself. Plain
 * node calls, so it serves the `/api` path (which skips express) and express's own alike.
 */
export function sendMessage(res: ServerResponse, status: number, code: string, message: string): void {
  const body = JSON.stringify({ message, code });
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}
