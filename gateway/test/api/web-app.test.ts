import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

const indexHtml =
  '<!doctype html><html><head><title>Tracker</title></head><body><div id="root"></div></body></html>';
const appJs = 'console.log("app");'.repeat(20);
const styles = 'body{color:#1b1b1b}'.repeat(20);

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request as a browser sends it, with the answer's bytes as they came: nothing decompressed. */
function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('built web app', () => {
  let gateway: TestGateway;
  let webDist: string;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'gateway-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await mkdir(path.join(webDist, '.vite'));
    await writeFile(path.join(webDist, '.vite', 'manifest.json'), '{}');
    // What the build writes: each text file with a brotli and a gzip copy beside it.
    for (const [name, text] of [
      ['index.html', indexHtml],
      ['assets/index-3f2a9c.js', appJs],
    ] as const) {
      await writeFile(path.join(webDist, name), text);
      await writeFile(path.join(webDist, `${name}.br`), brotliCompressSync(text));
      await writeFile(path.join(webDist, `${name}.gz`), gzipSync(text));
    }
    // The build skips a copy that would not be smaller; here brotli's is missing.
    await writeFile(path.join(webDist, 'assets', 'app-9b1c22.css'), styles);
    await writeFile(path.join(webDist, 'assets', 'app-9b1c22.css.gz'), gzipSync(styles));
    await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What the build says each page needs beyond the shell; one entry names a file outside assets/.
    await writeFile(
      path.join(webDist, 'route-preloads.json'),
      JSON.stringify([
        {
          path: '/dashboard',
          modules: ['/assets/dashboard-page-a1.js', '/assets/messages-b2.js'],
          styles: ['/assets/dashboard-page-c3.css'],
        },
        { path: '/state-portal/:exemptionId', modules: ['/assets/review-d4.js'], styles: [] },
        { path: '/login', modules: ['https://elsewhere.example/x.js', '/assets/a.js>; rel=x'], styles: [] },
      ]),
    );
    gateway = await startTestGateway({ webDist });
    server = gateway.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await gateway.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves hashed assets with a long, immutable cache', async () => {
    const response = await request(gateway.app).get('/assets/index-3f2a9c.js').expect(200);
    expect(response.text).toBe(appJs);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("announces a page's own code and styles with the page, so they load with the shell", async () => {
    const dashboard = await request(gateway.app).get('/dashboard').expect(200);
    expect(dashboard.headers.link).toBe(
      '</assets/dashboard-page-a1.js>; rel=modulepreload, </assets/messages-b2.js>; rel=modulepreload, ' +
        '</assets/dashboard-page-c3.css>; rel=preload; as=style; crossorigin',
    );
    const review = await request(gateway.app).get('/state-portal/7f1c').expect(200);
    expect(review.headers.link).toBe('</assets/review-d4.js>; rel=modulepreload');
    // A deeper path is not that route; nor is the API or an asset.
    expect((await request(gateway.app).get('/state-portal/7f1c/extra')).headers.link).toBeUndefined();
    expect((await request(gateway.app).get('/assets/index-3f2a9c.js')).headers.link).toBeUndefined();
    // Only the build's own asset URLs are ever announced.
    expect((await request(gateway.app).get('/login')).headers.link).toBeUndefined();
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
    expect(response.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('keeps hidden files, such as the build manifest, and paths out of the folder private', async () => {
    for (const url of ['/.vite/manifest.json', '/assets/%2e%2e/%2e%2e/etc/passwd', '/assets/%E0%A4%A']) {
      await request(gateway.app).get(url).set('Accept', 'application/json').expect(404);
    }
    // A browser asking for a page there gets the app, which shows its own "not found".
    const page = await request(gateway.app).get('/.vite/manifest.json').set('Accept', '*/*').expect(200);
    expect(page.text).toBe(indexHtml);
  });

  describe('compressed copies', () => {
    it('sends the brotli copy to a browser that accepts brotli and gzip', async () => {
      const answer = await rawRequest(`${base}/assets/index-3f2a9c.js`, {
        'Accept-Encoding': 'gzip, deflate, br, zstd',
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(answer.body.length).toBeLessThan(appJs.length);
      expect(brotliDecompressSync(answer.body).toString()).toBe(appJs);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    });

    it('sends the gzip copy when brotli is not accepted', async () => {
      const answer = await rawRequest(`${base}/assets/index-3f2a9c.js`, { 'Accept-Encoding': 'gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(gunzipSync(answer.body).toString()).toBe(appJs);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    });

    it.each([
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['gzip;q=0.8, br', 'br'],
      ['*', 'br'],
      ['*, br;q=0', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['*;q=0', undefined],
      ['identity', undefined],
      ['deflate', undefined],
      ['br;q=abc, gzip', 'gzip'],
    ])('honours Accept-Encoding %j with %s', async (acceptEncoding, expected) => {
      const answer = await rawRequest(`${base}/assets/index-3f2a9c.js`, {
        'Accept-Encoding': acceptEncoding,
      });
      expect(answer.headers['content-encoding']).toBe(expected);
      const text =
        expected === 'br'
          ? brotliDecompressSync(answer.body)
          : expected
            ? gunzipSync(answer.body)
            : answer.body;
      expect(text.toString()).toBe(appJs);
    });

    it('sends the file as it is, still marked as varying, when the request names no encoding', async () => {
      const answer = await rawRequest(`${base}/assets/index-3f2a9c.js`);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(appJs);
      expect(answer.headers['content-length']).toBe(String(appJs.length));
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    });

    it('falls back to gzip when the brotli copy is missing', async () => {
      const answer = await rawRequest(`${base}/assets/app-9b1c22.css`, { 'Accept-Encoding': 'br, gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['content-type']).toMatch(/^text\/css/);
      expect(gunzipSync(answer.body).toString()).toBe(styles);
    });

    it('falls back to the file as it is when the only copy is refused', async () => {
      const answer = await rawRequest(`${base}/assets/app-9b1c22.css`, { 'Accept-Encoding': 'br' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(styles);
    });

    it('does not mark a file without copies as varying', async () => {
      const answer = await rawRequest(`${base}/favicon.svg`, { 'Accept-Encoding': 'br, gzip' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    });

    it.each(['/', '/dashboard', '/index.html'])('compresses the page %s, revalidated', async (page) => {
      const answer = await rawRequest(`${base}${page}`, { Accept: 'text/html', 'Accept-Encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(answer.body).toString()).toBe(indexHtml);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    });

    it('keeps the security headers on compressed answers', async () => {
      for (const url of ['/assets/index-3f2a9c.js', '/dashboard']) {
        const answer = await rawRequest(`${base}${url}`, { Accept: 'text/html', 'Accept-Encoding': 'br' });
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
        expect(answer.headers['x-frame-options']).toBe('DENY');
      }
    });

    it('answers HEAD with the length of the copy it would send, and no body', async () => {
      const get = await rawRequest(`${base}/assets/index-3f2a9c.js`, { 'Accept-Encoding': 'br' });
      const head = await rawRequest(`${base}/assets/index-3f2a9c.js`, { 'Accept-Encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-length']).toBe(String(get.body.length));
      expect(head.body.length).toBe(0);
    });

    it('offers byte ranges of files sent as they are, not of compressed copies', async () => {
      const plain = await rawRequest(`${base}/assets/index-3f2a9c.js`, { Range: 'bytes=0-6' });
      expect(plain.status).toBe(206);
      expect(plain.body.toString()).toBe('console');
      const compressed = await rawRequest(`${base}/assets/index-3f2a9c.js`, {
        Range: 'bytes=0-6',
        'Accept-Encoding': 'br',
      });
      expect(compressed.status).toBe(200);
      expect(brotliDecompressSync(compressed.body).toString()).toBe(appJs);
    });
  });

  describe('revalidating the page', () => {
    it('gives index.html a validator per encoding and answers 304 while it is unchanged', async () => {
      const headers = { Accept: 'text/html', 'Accept-Encoding': 'br' };
      const first = await rawRequest(`${base}/dashboard`, headers);
      const etag = first.headers.etag;
      const lastModified = first.headers['last-modified'];
      expect(etag).toBeTruthy();
      expect(lastModified).toBeTruthy();

      const byTag = await rawRequest(`${base}/dashboard`, { ...headers, 'If-None-Match': etag ?? '' });
      expect(byTag.status).toBe(304);
      expect(byTag.body.length).toBe(0);
      expect(byTag.headers.etag).toBe(etag);
      expect(byTag.headers['cache-control']).toBe('no-cache');

      const byDate = await rawRequest(`${base}/`, { ...headers, 'If-Modified-Since': lastModified ?? '' });
      expect(byDate.status).toBe(304);

      const gzip = await rawRequest(`${base}/dashboard`, { Accept: 'text/html', 'Accept-Encoding': 'gzip' });
      const plain = await rawRequest(`${base}/dashboard`, { Accept: 'text/html' });
      expect(new Set([etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
      // A stored brotli copy does not validate a gzip answer.
      const crossed = await rawRequest(`${base}/dashboard`, {
        Accept: 'text/html',
        'Accept-Encoding': 'gzip',
        'If-None-Match': etag ?? '',
      });
      expect(crossed.status).toBe(200);
      expect(gunzipSync(crossed.body).toString()).toBe(indexHtml);
    });

    it('sends index.html again once it changed', async () => {
      const first = await rawRequest(`${base}/`, { Accept: 'text/html' });
      await writeFile(path.join(webDist, 'index.html'), `${indexHtml}\n`);
      try {
        const again = await rawRequest(`${base}/`, {
          Accept: 'text/html',
          'If-None-Match': first.headers.etag ?? '',
        });
        expect(again.status).toBe(200);
        expect(again.body.toString()).toBe(`${indexHtml}\n`);
      } finally {
        await writeFile(path.join(webDist, 'index.html'), indexHtml);
      }
    });
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
