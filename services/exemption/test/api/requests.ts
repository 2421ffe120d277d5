import request from 'supertest';
import type { Harness, TestUser } from './harness.js';

export interface Upload {
  name: string;
  bytes: Buffer;
  contentType?: string;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request of any method, with the user's session when one is given. */
export function call(h: Harness, user: TestUser | undefined, method: Method, path: string) {
  const req = request(h.app)[method](path);
  if (user) req.set('Cookie', user.cookie);
  return req;
}

/** POST /api/user-exemptions as a multipart form, with an optional `file`. */
export function postExemption(
  h: Harness,
  user: TestUser | undefined,
  fields: Record<string, string>,
  file?: Upload,
) {
  const req = call(h, user, 'post', '/api/user-exemptions');
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  if (file) {
    req.attach('file', file.bytes, {
      filename: file.name,
      contentType: file.contentType ?? 'application/octet-stream',
    });
  }
  return req;
}

export interface CreatedExemption {
  id: string;
  userId: string;
  status: string;
  [field: string]: unknown;
}

/** Creates a request for `user` of the given type and returns it as the service answered. */
export async function createExemption(
  h: Harness,
  user: TestUser,
  typeId: string,
  fields: Record<string, string> = {},
  file?: Upload,
): Promise<CreatedExemption> {
  const res = await postExemption(h, user, { medicaidExemptionId: typeId, ...fields }, file);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Puts a request straight into a status, as if reviewers had moved it there. */
export async function setStatus(h: Harness, exemptionId: string, status: string): Promise<void> {
  await h.db.knex('user_exemptions').where('id', exemptionId).update({ status });
}

/** Uploads one `file` to the request. */
export function uploadFile(
  h: Harness,
  user: TestUser | undefined,
  exemptionId: string,
  file: Upload,
  description?: string,
) {
  const req = call(h, user, 'post', `/api/exemptions/${exemptionId}/attachments/upload`);
  if (description !== undefined) req.field('description', description);
  return req.attach('file', file.bytes, {
    filename: file.name,
    contentType: file.contentType ?? 'application/octet-stream',
  });
}
