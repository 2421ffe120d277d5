import type { Response } from 'express';

/** Answers with `{ message }`, never cached; used for every response the gateway makes up itself. */
export function sendMessage(res: Response, status: number, message: string): void {
  res.status(status).set('Cache-Control', 'no-store').json({ message });
}
