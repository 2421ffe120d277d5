import request from 'supertest';
import type { Harness, TestUser } from './harness.js';

export const FORM = {
  type: 'job_search',
  description: 'Applied at the library',
  hours: '2.5',
  date: '2026-03-14',
} as const;

export interface Upload {
  name: string;
  bytes: Buffer;
  contentType?: string;
}

/** POST /api/activities as a multipart form, with an optional `file`. */
export function postActivity(
  h: Harness,
  user: TestUser | undefined,
  fields: Record<string, string> = FORM,
  file?: Upload,
) {
  const req = request(h.app).post('/api/activities');
  if (user) req.set('Cookie', user.cookie);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  if (file)
    req.attach('file', file.bytes, {
      filename: file.name,
      contentType: file.contentType ?? 'application/octet-stream',
    });
  return req;
}

/** Logs an activity for `user` and returns it as the service answered. */
export async function createActivity(
  h: Harness,
  user: TestUser,
  fields: Record<string, string> = FORM,
  file?: Upload,
): Promise<
  {
    id: string;
    userId: string;
    attachments: Array<{ id: string; fileName: string; originalName: string }>;
  } & Record<string, unknown>
> {
  const res = await postActivity(h, user, fields, file);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A request of any method, with the user's session when one is given. */
export function call(
  h: Harness,
  user: TestUser | undefined,
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
) {
  const req = request(h.app)[method](path);
  if (user) req.set('Cookie', user.cookie);
  return req;
}
