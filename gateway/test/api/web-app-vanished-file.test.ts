import type { Stats } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import * as fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

// A rebuild can delete a file between the gateway's look at it and its sending: `stat` here reports
// files that are not there, as it would have a moment before.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, stat: vi.fn(actual.stat) };
});

const ghost = { isFile: () => true, size: 10, mtimeMs: 1_700_000_000_000 } as Stats;

describe('a file that vanishes while it is sent', () => {
  let gateway: TestGateway;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'gateway-web-'));
    gateway = await startTestGateway({ webDist });
    const realStat = vi.mocked(fsPromises.stat).getMockImplementation()!;
    vi.mocked(fsPromises.stat).mockImplementation(((file: string) =>
      /(gone-1a2b3c\.js|index\.html)(\.br)?$/.test(String(file))
        ? Promise.resolve(ghost)
        : realStat(file)) as typeof fsPromises.stat);
  });

  afterAll(async () => {
    vi.mocked(fsPromises.stat).mockRestore();
    await gateway.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers an asset as missing, without the headers of the copy it meant to send', async () => {
    const response = await request(gateway.app)
      .get('/assets/gone-1a2b3c.js')
      .set('Accept', '*/*')
      .set('Accept-Encoding', 'br');
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it('answers a page with the note on building the app', async () => {
    const response = await request(gateway.app)
      .get('/dashboard')
      .set('Accept', 'text/html')
      .set('Accept-Encoding', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toContain('not built');
  });
});
