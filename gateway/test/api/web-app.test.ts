import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

const indexHtml =
  '<!doctype html><html><head><title>Tracker</title></head><body><div id="root"></div></body></html>';

describe('built web app', () => {
  let gateway: TestGateway;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'gateway-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), indexHtml);
    await writeFile(path.join(webDist, 'assets', 'index-3f2a9c.js'), 'console.log("app");');
    await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    gateway = await startTestGateway({ webDist });
  });

  afterAll(async () => {
    await gateway.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves hashed assets with a long, immutable cache', async () => {
    const response = await request(gateway.app).get('/assets/index-3f2a9c.js').expect(200);
    expect(response.text).toBe('console.log("app");');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files revalidated on every use', async () => {
    const response = await request(gateway.app).get('/favicon.svg').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/dashboard', '/admin/users/abc', '/index.html'])(
    'answers the page %s with index.html, never cached stale',
    async (page) => {
      const response = await request(gateway.app)
        .get(page)
        .set('Accept', 'text/html,application/xhtml+xml')
        .expect(200);
      expect(response.text).toBe(indexHtml);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers HEAD for a page too', async () => {
    await request(gateway.app).head('/activities').set('Accept', 'text/html').expect(200);
  });

  it('does not answer a missing asset or a non-HTML request with the page', async () => {
    await request(gateway.app).get('/assets/missing-123.js').set('Accept', '*/*').expect(404);
    await request(gateway.app).get('/dashboard').set('Accept', 'application/json').expect(404);
  });

  it('never serves the page for /api paths', async () => {
    const response = await request(gateway.app).get('/api/unknown').set('Accept', 'text/html').expect(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });
});

describe('web app not built', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway();
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('answers pages with a short note on how to build it', async () => {
    const response = await request(gateway.app).get('/').set('Accept', 'text/html').expect(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('<title>Work Requirement Tracker</title>');
    expect(response.text).toContain('not built');
    expect(response.text).toContain('npm run build');
  });

  it('still proxies the API', async () => {
    await request(gateway.app).get('/api/user').expect(200);
  });
});
