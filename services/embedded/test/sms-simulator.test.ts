import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from '@tracker/kit/testing/environment';
import { pngSample } from '@tracker/kit/testing/files';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedSystem, launchSystem } from '../src/launch.js';
import { AppClient } from './http-client.js';

type Env = Record<string, string | undefined>;
interface Simulator {
  main(
    argv: string[],
    env: Env,
    out: { write(text: string): unknown },
    err: { write(text: string): unknown },
  ): Promise<number>;
  systemUrlOf(env: Env): Promise<string>;
  dataDirOf(env: Env): string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const silent = pino({ level: 'silent' });

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// `npm run sms` against `npm start` on another PORT and DATA_DIR, as someone trying the system would.
describe('the text simulator (npm run sms)', () => {
  let simulator: Simulator;
  let dataDir: string;
  let system: LaunchedSystem | undefined;

  beforeAll(async () => {
    simulator = (await import(pathToFileURL(path.join(root, 'scripts', 'sms.mjs')).href)) as Simulator;
    dataDir = await mkdtemp(path.join(tmpdir(), 'tracker-sms-'));
    system = await launchSystem(
      { PATH: process.env.PATH, PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      silent,
    );
  });

  afterAll(async () => {
    await system?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reads DATA_DIR as npm start does, relative to the project, blank as unset', async () => {
    expect(simulator.dataDirOf({ DATA_DIR: 'elsewhere' })).toBe(path.join(root, 'elsewhere'));
    expect(simulator.dataDirOf({ DATA_DIR: ' ' })).toBe(path.join(root, '.data'));
    expect(await simulator.systemUrlOf({ PORT: '9123', DATA_DIR: dataDir })).toBe('http://localhost:9123');
    expect(await simulator.systemUrlOf({ PORT: '', DATA_DIR: dataDir })).toBe(system?.url);
  });

  it('reaches a system on another port from its DATA_DIR alone, and sends a photo with hours', async () => {
    const photo = path.join(dataDir, 'receipt.png');
    await writeFile(photo, pngSample());
    let out = '';
    let err = '';
    const code = await simulator.main(
      ['916-555-0142', '--file', photo, 'WORK', '2', 'Stocked shelves'],
      { DATA_DIR: dataDir },
      { write: (text: string) => (out += text) },
      { write: (text: string) => (err += text) },
    );
    expect({ code, err }).toEqual({ code: 0, err: '' });
    expect(out).toBe('Got it: 2 hours of Employment, with your photo. We will text you once it is logged.\n');

    const client = new AppClient(system!.url);
    const { username, password } = system!.credentials.demo;
    expect((await client.call('POST', '/api/login', { username, password })).status).toBe(200);
    const activity = await eventually(async () => {
      const list = (await client.call('GET', '/api/activities')).body as Array<{
        id: string;
        source: string;
        description: string;
      }>;
      return list.find((a) => a.source === 'sms' && a.description === 'Stocked shelves');
    });
    const attachments = await client.call('GET', `/api/activities/${activity.id}/attachments`);
    expect(attachments.body).toEqual([
      expect.objectContaining({ originalName: 'photo-1.png', fileType: 'image/png' }),
    ]);
  });
});
