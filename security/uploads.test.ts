import { ATTACHMENT_MAX_BYTES } from '@tracker/contracts/constants/attachments';
import { pdfSample } from '@tracker/kit/testing/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEnrollee } from './support/actors.js';
import type { Answer, Client } from './support/client.js';
import {
  activityFields,
  incomeFields,
  logActivity,
  multipart,
  offeredTypeId,
  reportIncome,
  requestExemption,
} from './support/records.js';
import {
  infrastructureConfigured,
  leakedSecrets,
  type SecuritySystem,
  startSecuritySystem,
} from './support/system.js';

interface UploadedFile {
  name: string;
  bytes: Buffer;
  type: string;
}

/** The start of a Windows executable: what a renamed `.exe` really holds. */
const windowsExecutable = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'),
  Buffer.alloc(512, 0),
  Buffer.from('This program cannot be run in DOS mode.', 'latin1'),
]);

const scriptedSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>fetch("/api/user")</script></svg>',
);

/** Files no upload may store, whatever route they are sent to. */
const refusedFiles: Record<string, UploadedFile> = {
  'an executable renamed to .pdf': {
    name: 'pay-stub.pdf',
    bytes: windowsExecutable,
    type: 'application/pdf',
  },
  'an executable as such': { name: 'setup.exe', bytes: windowsExecutable, type: 'application/x-msdownload' },
  'an executable hiding its extension behind a right-to-left mark': {
    name: 'pay-stub\u202Efdp.exe',
    bytes: windowsExecutable,
    type: 'application/pdf',
  },
  'an SVG with a script': { name: 'chart.svg', bytes: scriptedSvg, type: 'image/svg+xml' },
  'an SVG with a script renamed to .png': { name: 'chart.png', bytes: scriptedSvg, type: 'image/png' },
  'a web page renamed to .pdf': {
    name: 'letter.pdf',
    bytes: Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    type: 'application/pdf',
  },
  'a file one byte over 5 MB': {
    name: 'scan.pdf',
    bytes: Buffer.concat([pdfSample(), Buffer.alloc(ATTACHMENT_MAX_BYTES + 1 - pdfSample().length, 0x20)]),
    type: 'application/pdf',
  },
};

/** Each route that takes a file, and how to count what it has stored. */
interface UploadRoute {
  send(file: UploadedFile): Promise<Answer>;
  /** How many files (or records made with one) the route has stored so far. */
  stored(): Promise<number>;
}

describe.runIf(infrastructureConfigured())('upload attacks, through the gateway', () => {
  let system: SecuritySystem;
  let enrollee: Client;
  let activityId: string;
  let incomeId: string;
  let exemptionId: string;
  let typeId: string;
  const routes: Record<string, UploadRoute> = {};

  const part = (field: string, file: UploadedFile) => ({
    field,
    name: file.name,
    bytes: file.bytes,
    type: file.type,
  });
  const countOf = async (path: string, pick: (body: unknown) => unknown[] = (body) => body as unknown[]) =>
    pick((await enrollee.call('GET', path)).body).length;

  beforeAll(async () => {
    system = await startSecuritySystem();
    enrollee = (await registerEnrollee(system)).client;
    activityId = (await logActivity(enrollee)).activityId;
    incomeId = (await reportIncome(enrollee)).incomeId;
    typeId = await offeredTypeId(enrollee);
    exemptionId = (await requestExemption(enrollee, typeId)).exemptionId;

    routes['POST /api/activities (the first file of a new activity)'] = {
      send: (file) =>
        enrollee.call('POST', '/api/activities', {
          multipart: multipart(activityFields, part('file', file)),
        }),
      stored: () => countOf('/api/activities'),
    };
    routes['POST /api/activities/:id/attachments'] = {
      send: (file) =>
        enrollee.call('POST', `/api/activities/${activityId}/attachments`, {
          multipart: multipart({}, part('files', file)),
        }),
      stored: () => countOf(`/api/activities/${activityId}/attachments`),
    };
    routes['POST /api/income (the paystub of a new pay record)'] = {
      send: (file) =>
        enrollee.call('POST', '/api/income', {
          multipart: multipart(incomeFields, part('file', file)),
        }),
      stored: () => countOf('/api/income'),
    };
    routes['POST /api/income/:id/attachments'] = {
      send: (file) =>
        enrollee.call('POST', `/api/income/${incomeId}/attachments`, {
          multipart: multipart({}, part('files', file)),
        }),
      stored: () => countOf(`/api/income/${incomeId}/attachments`),
    };
    routes['POST /api/user-exemptions (the first file of a new request)'] = {
      send: (file) =>
        enrollee.call('POST', '/api/user-exemptions', {
          multipart: multipart({ medicaidExemptionId: typeId }, part('file', file)),
        }),
      stored: () => countOf('/api/user-exemptions'),
    };
    routes['POST /api/exemptions/:id/attachments/upload'] = {
      send: (file) =>
        enrollee.call('POST', `/api/exemptions/${exemptionId}/attachments/upload`, {
          multipart: multipart({}, part('file', file)),
        }),
      stored: () => countOf(`/api/exemptions/${exemptionId}/attachments`),
    };
    routes['POST /api/exemptions/:id/attachments/upload (several files)'] = {
      send: (file) =>
        enrollee.call('POST', `/api/exemptions/${exemptionId}/attachments/upload`, {
          multipart: multipart({}, part('files', file)),
        }),
      stored: () => countOf(`/api/exemptions/${exemptionId}/attachments`),
    };
  });

  afterAll(async () => {
    await system?.stop();
  });

  const routeNames = [
    'POST /api/activities (the first file of a new activity)',
    'POST /api/activities/:id/attachments',
    'POST /api/income (the paystub of a new pay record)',
    'POST /api/income/:id/attachments',
    'POST /api/user-exemptions (the first file of a new request)',
    'POST /api/exemptions/:id/attachments/upload',
    'POST /api/exemptions/:id/attachments/upload (several files)',
  ];
  const attacks = routeNames.flatMap((route) =>
    Object.keys(refusedFiles).map((attack) => ({ route, attack })),
  );

  it.each(attacks)('$route refuses $attack and stores nothing', async ({ route, attack }) => {
    const target = routes[route]!;
    const before = await target.stored();
    const answer = await target.send(refusedFiles[attack]!);
    expect(answer.status, answer.text.slice(0, 300)).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(await target.stored()).toBe(before);
  });

  it.each(routeNames)('%s keeps only the last part of a path in a file name', async (route) => {
    const answer = await routes[route]!.send({
      name: '../../../etc/passwd.pdf',
      bytes: pdfSample(),
      type: 'application/pdf',
    });
    expect(answer.status, answer.text).toBe(201);
    const names = JSON.stringify(answer.body);
    expect(names).not.toContain('../');
    expect(names).not.toContain('/etc/');
  });

  it('stores traversal names as plain names and serves them in a safe Content-Disposition', async () => {
    for (const name of ['../../../etc/passwd.pdf', '..\\..\\windows\\win.ini.pdf', '/absolute/path.pdf']) {
      const answer = await routes['POST /api/activities/:id/attachments']!.send({
        name,
        bytes: pdfSample(),
        type: 'application/pdf',
      });
      expect(answer.status, answer.text).toBe(201);
      const [attachment] = answer.body.attachments as Array<{
        id: string;
        originalName: string;
        fileName: string;
      }>;
      for (const stored of [attachment!.originalName, attachment!.fileName]) {
        expect(stored).not.toMatch(/[\\/]/);
        expect(stored.startsWith('..')).toBe(false);
      }
      const link = await enrollee.call('GET', `/api/attachments/${attachment!.id}/download`);
      const content = await enrollee.call('GET', link.body.downloadUrl);
      expect(content.status).toBe(200);
      expect(content.headers.get('content-disposition')).not.toMatch(/[\\/]/);
    }
  });

  it('serves a text file holding a web page as plain text the browser will not run', async () => {
    const answer = await routes['POST /api/exemptions/:id/attachments/upload']!.send({
      name: 'notes.txt',
      bytes: Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>\n'),
      type: 'text/html',
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.fileType).toBe('text/plain');
    const link = await enrollee.call('GET', `/api/exemptions/attachments/${answer.body.id}/download`);
    const content = await enrollee.call('GET', link.body.downloadUrl);
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(content.headers.get('x-content-type-options')).toBe('nosniff');
    expect(content.headers.get('content-security-policy')).toContain('sandbox');
    expect(content.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('wrote no password, token, Medicaid id or birthdate to the logs', () => {
    expect(leakedSecrets(system)).toEqual([]);
  });
});
