import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/test-gateway.js';

describe('security headers over http', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway();
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('sends a strict Content-Security-Policy on pages and API answers', async () => {
    for (const path of ['/', '/api/activities']) {
      const response = await request(gateway.app).get(path).set('Accept', 'text/html');
      const csp = String(response.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives.get('default-src')).toBe("'self'");
      expect(directives.get('script-src')).toBe("'self'");
      expect(directives.get('style-src')).toBe("'self'");
      expect(directives.get('img-src')).toBe("'self' data: blob:");
      expect(directives.get('connect-src')).toBe("'self'");
      expect(directives.get('font-src')).toBe("'self' data:");
      expect(directives.get('object-src')).toBe("'none'");
      // Frames only of the app itself or of a blob: address it made (a document's inline preview).
      expect(directives.get('frame-src')).toBe("'self' blob:");
      expect(directives.get('frame-ancestors')).toBe("'none'");
      expect(directives.get('base-uri')).toBe("'self'");
      expect(directives.get('form-action')).toBe("'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(directives.has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('sends the other helmet headers and no HSTS on plain http', async () => {
    const response = await request(gateway.app).get('/api/activities');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('echoes a request id on every answer', async () => {
    const response = await request(gateway.app).get('/healthz');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers over https', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ env: { APP_URL: 'https://tracker.example.gov' } });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('adds HSTS and upgrades insecure requests', async () => {
    const response = await request(gateway.app).get('/api/activities');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
