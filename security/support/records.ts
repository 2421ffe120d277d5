import { pdfSample } from '@tracker/kit/testing/files';
import { expect } from 'vitest';
import type { Client } from './client.js';

// An enrollee's records, made through the gateway the way the web app makes them.

/** A multipart body with `fields` and, when given, one file in `fileField`. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; bytes: Buffer; type?: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}

/** The date `days` days before today, as the API takes it. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

// Dated yesterday in UTC: never after today where the server dates records (the zones of the United
// States are behind UTC), and always in a month still open for reporting.
export const activityFields = {
  type: 'employment',
  description: 'Stocked shelves at the food bank',
  hours: '3',
  date: daysAgo(1),
};

/** Logs an activity with a PDF attached; answers both ids. */
export async function logActivity(client: Client): Promise<{ activityId: string; attachmentId: string }> {
  const answer = await client.call('POST', '/api/activities', {
    multipart: multipart(activityFields, {
      field: 'file',
      name: 'pay-stub.pdf',
      bytes: pdfSample(),
      type: 'application/pdf',
    }),
  });
  expect(answer.status, answer.text).toBe(201);
  const attachmentId = answer.body.attachments?.[0]?.id as string | undefined;
  expect(attachmentId).toBeTruthy();
  return { activityId: answer.body.id as string, attachmentId: attachmentId! };
}

// Dated days back: a pay date of today in UTC can still be tomorrow where the server dates pay.
export const incomeFields = {
  employer: 'Food bank warehouse',
  grossAmount: '620.00',
  payDate: daysAgo(3),
  periodStart: daysAgo(10),
  periodEnd: daysAgo(4),
  hoursWorked: '40',
};

/** Reports pay with a PDF paystub attached; answers the record's and the file's ids. */
export async function reportIncome(client: Client): Promise<{ incomeId: string; attachmentId: string }> {
  const answer = await client.call('POST', '/api/income', {
    multipart: multipart(incomeFields, {
      field: 'file',
      name: 'pay-stub.pdf',
      bytes: pdfSample(),
      type: 'application/pdf',
    }),
  });
  expect(answer.status, answer.text).toBe(201);
  const attachmentId = answer.body.attachments?.[0]?.id as string | undefined;
  expect(attachmentId).toBeTruthy();
  return { incomeId: answer.body.id as string, attachmentId: attachmentId! };
}

/** The first exemption type the catalogue offers. */
export async function offeredTypeId(client: Client): Promise<string> {
  const answer = await client.call('GET', '/api/medicaid-exemptions');
  expect(answer.status).toBe(200);
  const type = (answer.body as Array<{ id: string; allowsPermanent: boolean }>)[0];
  if (!type) throw new Error('the catalogue offers no exemption type');
  return type.id;
}

/** Asks for an exemption of `typeId` with a PDF attached; answers the request's and the file's ids. */
export async function requestExemption(
  client: Client,
  typeId: string,
): Promise<{ exemptionId: string; attachmentId: string }> {
  const answer = await client.call('POST', '/api/user-exemptions', {
    multipart: multipart(
      { medicaidExemptionId: typeId, applicationNotes: 'Caring for my mother' },
      { field: 'file', name: 'letter.pdf', bytes: pdfSample(), type: 'application/pdf' },
    ),
  });
  expect(answer.status, answer.text).toBe(201);
  const exemptionId = answer.body.id as string;
  const files = await client.call('GET', `/api/exemptions/${exemptionId}/attachments`);
  expect(files.status).toBe(200);
  return { exemptionId, attachmentId: files.body[0].id as string };
}

/** Adds a PDF to an exemption request; answers the attachment id. */
export async function uploadExemptionFile(client: Client, exemptionId: string): Promise<string> {
  const answer = await client.call('POST', `/api/exemptions/${exemptionId}/attachments/upload`, {
    multipart: multipart(
      {},
      { field: 'file', name: 'statement.pdf', bytes: pdfSample(), type: 'application/pdf' },
    ),
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id as string;
}

/** Writes a note on an exemption request; answers its id. */
export async function writeNote(client: Client, exemptionId: string): Promise<string> {
  const answer = await client.call('POST', '/api/exemption-notes', {
    json: { exemptionId, noteText: 'My doctor will send the form next week.' },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id as string;
}

/** Polls `read` until it answers something other than undefined. */
export async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A verification request the state made of `userId` for last month, due in 30 days. The verification
 * service learns of a new account from identity's event, so the call is retried until it knows them.
 */
export async function askForVerification(admin: Client, userId: string): Promise<string> {
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
  const dueDate = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  for (let attempt = 0; ; attempt++) {
    const answer = await admin.call('POST', '/api/admin/verifications', {
      json: { userId, reason: 'other', months: [lastMonth], dueDate },
    });
    if (answer.status === 201) return answer.body.id as string;
    if (answer.status !== 422 || attempt >= 50)
      throw new Error(`verification request: ${answer.status} ${answer.text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An import of one row of the state's data, for an id no account has. */
export async function importStateData(admin: Client): Promise<string> {
  const month = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString().slice(0, 7);
  const csv = `medicaidId,month,source,flag\nWORLD-${Date.now()},${month},snap,yes\n`;
  const answer = await admin.call('POST', '/api/admin/data-matches/import', {
    multipart: multipart({}, { field: 'file', name: 'state.csv', bytes: Buffer.from(csv), type: 'text/csv' }),
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.id as string;
}
