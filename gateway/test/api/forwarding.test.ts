import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@tracker/kit/runtime/logger';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeRequest, pathOfUrl } from '../../src/api-request.js';
import { createServiceProxies, upstreamPath } from '../../src/service-proxy.js';
import { startFakeUpstream } from '../support/fake-upstream.js';
import { SAME_SITE, startTestGateway, type TestGateway } from '../support/test-gateway.js';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function until(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (condition()) return resolve();
      if (Date.now() > deadline) return reject(new Error('condition not met in time'));
      setTimeout(check, 10);
    };
    check();
  });
}

describe('forwarding to a service', () => {
  let gateway: TestGateway;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    gateway = await startTestGateway();
    server = http.createServer(gateway.app);
    base = await listen(server);
  });

  afterAll(async () => {
    await close(server);
    await gateway.close();
  });

  it('streams the answer: the client has its first bytes before the service has finished', async () => {
    let finish: () => void = () => {};
    gateway.upstreams.reporting.on('GET', '/api/reports/stream', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('first part;');
      finish = () => res.end('second part');
    });
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get(`${base}/api/reports/stream`, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            // The rest is only sent once the client has the beginning: a buffering gateway would hang.
            if (text === 'first part;') finish();
          });
          res.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    expect(body).toBe('first part;second part');
  });

  it('takes the service request along when the client goes away before its answer', async () => {
    let serviceSawClose = false;
    gateway.upstreams.reporting.on('GET', '/api/reports/hang', (_req, res) => {
      res.on('close', () => {
        serviceSawClose = true;
      });
    });
    const client = http.get(`${base}/api/reports/hang`);
    client.on('error', () => {});
    await until(() => gateway.upstreams.reporting.seen.at(-1)?.url === '/api/reports/hang');
    client.destroy();
    await vi.waitFor(() => expect(serviceSawClose).toBe(true), { timeout: 2_000 });
  });

  it('cuts the client off when the service fails in the middle of its answer', async () => {
    gateway.upstreams.reporting.on('GET', '/api/reports/cut', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': '100' });
      res.write('partial');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const outcome = await new Promise<{ status: number; complete: boolean }>((resolve) => {
      http
        .get(`${base}/api/reports/cut`, (res) => {
          res.resume();
          res.on('close', () => resolve({ status: res.statusCode ?? 0, complete: res.complete }));
          res.on('error', () => {});
        })
        .on('error', () => {});
    });
    expect(outcome).toEqual({ status: 200, complete: false });
  });

  it('keeps hop-by-hop headers and the service’s X-Powered-By on their own side', async () => {
    gateway.upstreams.identity.on('GET', '/api/profile', (_req, res) => {
      res.set('Keep-Alive', 'timeout=1').json({ ok: true });
    });
    const response = await request(gateway.app)
      .get('/api/profile')
      .set('Connection', 'keep-alive, X-Custom')
      .set('Keep-Alive', 'timeout=600')
      .set('TE', 'trailers')
      .set('Forwarded', 'for=203.0.113.9')
      .set('X-Real-IP', '203.0.113.9')
      .expect(200);
    const seen = gateway.upstreams.identity.seen.at(-1)?.headers ?? {};
    expect(seen['keep-alive']).toBeUndefined();
    expect(seen.te).toBeUndefined();
    expect(seen.forwarded).toBeUndefined();
    expect(seen['x-real-ip']).toBeUndefined();
    expect(seen.connection).toBe('keep-alive');
    expect(seen.host).toBe(new URL(gateway.upstreams.identity.url).host);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['keep-alive']).not.toBe('timeout=1');
  });

  it('answers HEAD with the service’s status and headers and no body', async () => {
    gateway.upstreams.activity.on('HEAD', '/api/attachments/a1/download', (_req, res) => {
      res.set('Content-Type', 'application/pdf').set('Content-Length', '1234').status(200).end();
    });
    const response = await request(gateway.app).head('/api/attachments/a1/download').expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe('1234');
  });

  it('gives a DELETE without a body a zero length, as before', async () => {
    await request(gateway.app).delete('/api/activities/a1').set(SAME_SITE).expect(200);
    expect(gateway.upstreams.activity.seen.at(-1)?.headers['content-length']).toBe('0');
  });
});

describe('connections to a service', () => {
  let target: Server;
  let connections = 0;
  let gateway: TestGateway;

  beforeAll(async () => {
    target = http.createServer((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end('{"ok":true}');
    });
    target.on('connection', () => {
      connections += 1;
    });
    target.keepAliveTimeout = 10_000;
    gateway = await startTestGateway({ targets: { identity: await listen(target) } });
  });

  afterAll(async () => {
    await gateway.close();
    await close(target);
  });

  it('are kept alive and reused from one request to the next', async () => {
    for (let n = 0; n < 5; n += 1) await request(gateway.app).get('/api/user').expect(200, { ok: true });
    expect(connections).toBe(1);
  });
});

describe('a service that stays silent', () => {
  let proxyServer: Server;
  let base: string;
  const silent = startFakeUpstream('reporting');

  beforeAll(async () => {
    const upstream = await silent;
    upstream.on('GET', '/api/reports/silent', () => {});
    const proxies = createServiceProxies({
      targets: { reporting: upstream.url },
      logger: createLogger('forwarding-test', { level: 'silent' }),
      timeoutMs: 200,
    });
    proxyServer = http.createServer((req: IncomingMessage, res) => {
      const described = describeRequest(req, pathOfUrl(req.url ?? '/'), () => false);
      void proxies.reporting!(described, res, () => {});
    });
    base = await listen(proxyServer);
  });

  afterAll(async () => {
    await close(proxyServer);
    await (await silent).close();
  });

  it('is answered 504 in JSON naming it once the timeout passes', async () => {
    const started = Date.now();
    const response = await request(base).get('/api/reports/silent').expect(504);
    expect(response.body).toEqual({
      message: 'The reporting service did not answer in time. Please try again shortly.',
      code: 'GATEWAY_TIMEOUT',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});

describe('upstreamPath', () => {
  it('keeps the path and query as sent, folding runs of slashes in the path only', () => {
    expect(upstreamPath('/api/user?x=1')).toBe('/api/user?x=1');
    expect(upstreamPath('/api//activities///a1?next=//x')).toBe('/api/activities/a1?next=//x');
    expect(upstreamPath('/api/activities/%2F%2F')).toBe('/api/activities/%2F%2F');
  });
});
