import type { IncomingMessage } from 'node:http';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientProtocol, pathOfUrl, type TrustProxy } from '../../src/api-request.js';
import { parseGatewayConfig } from '../../src/config.js';

/** What express itself makes of a request under a `TRUST_PROXY` setting, next to what the `/api` path makes of it. */
function bothReadings(trustProxy: string) {
  const app = express();
  app.set('trust proxy', parseGatewayConfig({ TRUST_PROXY: trustProxy }).TRUST_PROXY);
  const trust = app.get('trust proxy fn') as TrustProxy;
  app.use((req, res) => {
    const raw = req as unknown as IncomingMessage;
    res.json({
      express: { ip: req.ip, protocol: req.protocol, path: req.path },
      gateway: {
        ip: clientAddress(raw, trust),
        protocol: clientProtocol(raw, trust),
        path: pathOfUrl(req.url),
      },
    });
  });
  return app;
}

const headerSets: Array<Record<string, string>> = [
  {},
  { 'X-Forwarded-For': '203.0.113.9' },
  { 'X-Forwarded-For': '203.0.113.9, 10.0.0.2', 'X-Forwarded-Proto': 'https' },
  { 'X-Forwarded-For': ' 198.51.100.1 ,203.0.113.9,  10.0.0.2 ', 'X-Forwarded-Proto': 'https, http' },
  { 'X-Forwarded-For': 'garbage, 10.0.0.2', 'X-Forwarded-Proto': ' HTTPS ' },
  { 'X-Forwarded-For': '' },
];

describe('the client address and protocol of an /api request', () => {
  it.each(['0', '1', '2', 'loopback', '127.0.0.1/8, 10.0.0.0/8', '10.0.0.0/8'])(
    'are what express resolves under TRUST_PROXY=%s',
    async (trustProxy) => {
      const app = bothReadings(trustProxy);
      for (const headers of headerSets) {
        const { body } = await request(app).get('/api/user').set(headers).expect(200);
        expect(body.gateway).toEqual(body.express);
      }
    },
  );
});

describe('pathOfUrl', () => {
  it.each([
    '/api/user',
    '/api/user?x=1&y=2',
    '/api/dashboard/stats?timezone=America%2FNew_York',
    '/api/a?b?c',
    '/api/activities/%2e%2e/admin',
    '/api//user/',
    '/api/x#fragment',
    '/api/x?q#fragment',
    '/',
  ])('reads %s as express does', async (url) => {
    const app = bothReadings('0');
    const { body } = await request(app).get(url).expect(200);
    expect(body.gateway.path).toBe(body.express.path);
  });

  it('reads an absolute-form URL by its path', () => {
    expect(pathOfUrl('http://gateway.test/api/user?x=1')).toBe('/api/user');
  });
});
