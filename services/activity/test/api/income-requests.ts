import request from 'supertest';
import type { Harness, TestUser } from './harness.js';
import type { Upload } from './requests.js';

/**
 * The instant the income tests run at: 23:30 on Friday 13 March 2026 in New York (the harness's
 * zone), already Saturday the 14th in Tokyo.
 */
export const INCOME_NOW = new Date('2026-03-14T03:30:00.000Z');
export const TODAY = '2026-03-13';
export const TOMORROW = '2026-03-14';

export const PAY = {
  employer: 'Walmart',
  grossAmount: '620.00',
  payDate: '2026-03-13',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-07',
  hoursWorked: '40',
} as const;

/** POST /api/income as a multipart form, with an optional paystub in `file`. */
export function postIncome(
  h: Harness,
  user: TestUser | undefined,
  fields: Record<string, string> = PAY,
  file?: Upload,
  path = '/api/income',
) {
  const req = request(h.app).post(path);
  if (user) req.set('Cookie', user.cookie);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  if (file) {
    req.attach('file', file.bytes, {
      filename: file.name,
      contentType: file.contentType ?? 'application/octet-stream',
    });
  }
  return req;
}

export interface ReportedIncome extends Record<string, unknown> {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  attachments: Array<{ id: string; fileName: string; originalName: string }>;
}

/** Reports pay for `user` and returns the record as the service answered. */
export async function reportIncome(
  h: Harness,
  user: TestUser,
  fields: Record<string, string> = PAY,
  file?: Upload,
): Promise<ReportedIncome> {
  const res = await postIncome(h, user, fields, file);
  if (res.status !== 201) throw new Error(`report failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ReportedIncome;
}
