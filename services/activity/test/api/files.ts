import request from 'supertest';
import type { Harness, TestUser } from './harness.js';
import { call } from './requests.js';

/** One byte more than this is refused as too large. */
export const FIVE_MB = 5 * 1024 * 1024;

/** How many rows of `table` belong to the user, to show that a refused request created none. */
export async function userRowCount(
  h: Harness,
  table: 'activities' | 'income_records',
  userId: string,
): Promise<number> {
  const [row] = await h.db.knex(table).where('user_id', userId).count<{ count: string }[]>('* as count');
  return Number(row?.count);
}

/** POST several files as `files` to an attachments call such as `/api/income/{id}/attachments`. */
export function uploadFiles(
  h: Harness,
  user: TestUser,
  path: string,
  files: Array<{ name: string; bytes: Buffer }>,
) {
  const req = call(h, user, 'post', path);
  for (const file of files) req.attach('files', file.bytes, file.name);
  return req;
}

function binary(res: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

/** GET a signed content link and keep the bytes, with the user's session when one is given. */
export function fetchContent(h: Harness, user: TestUser | undefined, url: string) {
  const req = request(h.app).get(url).buffer(true).parse(binary);
  if (user) req.set('Cookie', user.cookie);
  return req;
}
