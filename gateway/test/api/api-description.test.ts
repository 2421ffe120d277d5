import { buildOpenApiDocument, type OpenApiDocument } from '@tracker/contracts/openapi/document';
import { SESSION_COOKIE } from '@tracker/kit/security/tokens';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceNames } from '../../src/routes.js';
import { SAME_SITE, startTestGateway, type TestGateway } from '../support/test-gateway.js';

function directivesOf(csp: string | undefined): Map<string, string> {
  return new Map(
    String(csp)
      .split(';')
      .map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

function expectStrictPolicy(headers: Record<string, string>): void {
  const directives = directivesOf(headers['content-security-policy']);
  expect(directives.get('default-src')).toBe("'self'");
  expect(directives.get('script-src')).toBe("'self'");
  expect(directives.get('style-src')).toBe("'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
}

describe('the API description, answered by the gateway', () => {
  let gateway: TestGateway;
  const operationCount = (document: OpenApiDocument) =>
    Object.values(document.paths).reduce((count, item) => count + Object.keys(item).length, 0);

  beforeAll(async () => {
    gateway = await startTestGateway();
  });

  afterAll(async () => {
    await gateway.close();
  });

  const seenByServices = () =>
    serviceNames.reduce((count, name) => count + gateway.upstreams[name].seen.length, 0);

  it('serves the OpenAPI 3.1 document to anyone, cacheable, under the strict policy', async () => {
    const response = await request(gateway.app).get('/api/openapi.json').expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expectStrictPolicy(response.headers);
    const document = JSON.parse(response.text) as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    expect(document).toEqual(buildOpenApiDocument());
    expect(operationCount(document)).toBeGreaterThan(100);
  });

  it('names the cookie the sessions really travel in', async () => {
    const response = await request(gateway.app).get('/api/openapi.json').expect(200);
    const document = JSON.parse(response.text) as OpenApiDocument;
    expect(document.components.securitySchemes.sessionCookie!.name).toBe(SESSION_COOKIE);
  });

  it('asks no service', async () => {
    const before = seenByServices();
    await request(gateway.app).get('/api/openapi.json').expect(200);
    await request(gateway.app).get('/api/docs').expect(200);
    expect(seenByServices()).toBe(before);
  });

  it('answers 304 while the client holds the same version', async () => {
    const first = await request(gateway.app).get('/api/openapi.json').expect(200);
    const again = await request(gateway.app)
      .get('/api/openapi.json')
      .set('If-None-Match', String(first.headers.etag))
      .expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('compresses for clients that accept it, and answers HEAD without a body', async () => {
    const plain = await request(gateway.app).get('/api/openapi.json').set('Accept-Encoding', 'identity');
    // supertest undoes the coding; the length sent is the compressed one.
    const compressed = await request(gateway.app).get('/api/openapi.json').set('Accept-Encoding', 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(Number(compressed.headers['content-length'])).toBeLessThan(plain.text.length / 4);
    expect(compressed.text).toBe(plain.text);
    const head = await request(gateway.app).head('/api/openapi.json').expect(200);
    expect(head.text).toBeUndefined();
  });

  it('serves a reference page that runs no script, with an entry for every operation', async () => {
    const response = await request(gateway.app).get('/api/docs').expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expectStrictPolicy(response.headers);
    const page = response.text;
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page).toContain('<link rel="stylesheet" href="/api/docs/style.css">');
    expect(page.match(/<article /g)).toHaveLength(operationCount(buildOpenApiDocument()));
    expect(page).toContain('<code class="path">/api/activities/{id}</code>');
  });

  it('serves the page’s stylesheet from its own address', async () => {
    const response = await request(gateway.app).get('/api/docs/style.css').expect(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.text).toContain('.method-get');
  });

  it('answers them with a session or without, and nothing else at their addresses', async () => {
    const { cookie } = await gateway.signIn();
    await request(gateway.app).get('/api/docs').set('Cookie', cookie).expect(200);
    await request(gateway.app).get('/api/docs').set('Cookie', `${SESSION_COOKIE}=forged`).expect(200);
    await request(gateway.app).post('/api/openapi.json').set(SAME_SITE).expect(404);
    await request(gateway.app).get('/api/docs/other').expect(404);
  });
});

describe('the API description under the per-address limit', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('counts against the address’s share like the rest of the API', async () => {
    await request(gateway.app).get('/api/openapi.json').expect(200);
    await request(gateway.app).get('/api/docs').expect(200);
    await request(gateway.app).get('/api/docs/style.css').expect(200);
    const refused = await request(gateway.app).get('/api/openapi.json').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
