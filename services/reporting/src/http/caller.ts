import type { Request } from 'express';
import { notAuthenticated } from '../errors.js';

/** The signed-in person's id, as the kit's `authenticate` established it from the session. */
export function callerId(req: Request): string {
  if (!req.auth) throw notAuthenticated();
  return req.auth.userId;
}
