import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_SITE, startTestGateway, type TestGateway } from '../support/test-gateway.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ env: { MAX_BODY_MB: '1' } });
});

afterAll(async () => {
  await gateway.close();
});

describe('routing', () => {
  it.each([
    ['/api/user', 'identity'],
    ['/api/user/reporting-hours', 'reporting'],
    ['/api/admin/user/abc', 'identity'],
    ['/api/admin/user/abc/activities', 'activity'],
    ['/api/admin/user/abc/compliance?timezone=America%2FChicago', 'reporting'],
    ['/api/admin/audit?actor=admin&from=2026-01-01', 'identity'],
    ['/api/attachments/x/download', 'activity'],
    ['/api/admin/medicaid-exemptions', 'exemption'],
    ['/api/notifications', 'notification'],
  ])('GET %s reaches the %s service with the full path', async (path, service) => {
    const response = await request(gateway.app).get(path).expect(200);
    expect(response.body).toMatchObject({ service, method: 'GET', url: path });
  });

  it('keeps the query string exactly as sent', async () => {
    const url = '/api/dashboard/stats?timezone=America%2FNew_York&x=1&x=2';
    const response = await request(gateway.app).get(url).expect(200);
    expect(response.body).toMatchObject({ service: 'reporting', url });
  });

  it('passes a JSON body through untouched', async () => {
    const body = JSON.stringify({ exemptionId: 'e1', noteText: 'Ünïcödé note', isInternal: false });
    await request(gateway.app)
      .post('/api/exemption-notes')
      .set(SAME_SITE)
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(200);
    const seen = gateway.upstreams.exemption.seen.at(-1);
    expect(seen?.method).toBe('POST');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.body.toString('utf8')).toBe(body);
  });

  it('passes a multipart upload through byte for byte', async () => {
    const file = Buffer.alloc(200_000);
    for (let index = 0; index < file.length; index += 1) file[index] = (index * 31) % 256;
    const response = await request(gateway.app)
      .post('/api/activities')
      .set(SAME_SITE)
      .field('type', 'employment')
      .field('hours', '2.5')
      .attach('file', file, { filename: 'pay-stub.pdf', contentType: 'application/pdf' })
      .expect(200);
    expect(response.body.service).toBe('activity');
    const seen = gateway.upstreams.activity.seen.at(-1);
    const boundary = /boundary=(.+)$/.exec(String(seen?.headers['content-type']))?.[1];
    expect(boundary).toBeTruthy();
    const raw = seen?.body ?? Buffer.alloc(0);
    expect(raw.length).toBe(Number(seen?.headers['content-length']));
    expect(raw.includes(file)).toBe(true);
    expect(raw.toString('latin1')).toContain('name="type"\r\n\r\nemployment');
    expect(raw.toString('latin1')).toContain(`--${boundary}--`);
  });

  it('streams the body: the service gets the first bytes before the client has sent the rest', async () => {
    const server = http.createServer(gateway.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const firstPart = Buffer.alloc(64 * 1024, 1);
    const secondPart = Buffer.alloc(64 * 1024, 2);
    try {
      const firstBytesArrived = new Promise<void>((resolve) =>
        gateway.upstreams.activity.onFirstBodyBytes(resolve),
      );
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const outgoing = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/activities/a1/attachments',
            headers: {
              ...SAME_SITE,
              'Content-Type': 'application/octet-stream',
              'Content-Length': firstPart.length + secondPart.length,
            },
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('end', () =>
              resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
            );
          },
        );
        outgoing.on('error', reject);
        outgoing.write(firstPart);
        // The rest is only sent once the service has seen the beginning: a buffering gateway would hang here.
        firstBytesArrived.then(() => outgoing.end(secondPart), reject);
      });
      const { status, body } = await answered;
      expect(status).toBe(200);
      expect(JSON.parse(body)).toMatchObject({ service: 'activity', bodyLength: 128 * 1024 });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('forwards the request id and the client address, and drops client identity headers', async () => {
    await request(gateway.app)
      .get('/api/activities')
      .set('x-request-id', 'req-12345')
      .set('x-user-id', 'someone-else')
      .set('x-auth-user', 'admin')
      .set('x-user-is-admin', 'true')
      .set('x-forwarded-for', '203.0.113.9')
      .expect(200);
    const headers = gateway.upstreams.activity.seen.at(-1)?.headers ?? {};
    expect(headers['x-request-id']).toBe('req-12345');
    expect(headers['x-correlation-id']).toBe('req-12345');
    expect(headers['x-user-id']).toBeUndefined();
    expect(headers['x-auth-user']).toBeUndefined();
    expect(headers['x-user-is-admin']).toBeUndefined();
    // The gateway trusts no proxy by default, so the spoofed address is replaced by the real one.
    expect(headers['x-forwarded-for']).toMatch(/127\.0\.0\.1$/);
    expect(headers['x-forwarded-proto']).toBe('http');
  });
});

describe('answers made by the gateway', () => {
  it('gives JSON 404 for an unknown /api path without asking any service', async () => {
    const before = Object.values(gateway.upstreams).reduce(
      (count, upstream) => count + upstream.seen.length,
      0,
    );
    const response = await request(gateway.app).get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const after = Object.values(gateway.upstreams).reduce(
      (count, upstream) => count + upstream.seen.length,
      0,
    );
    expect(after).toBe(before);
  });

  it('gives JSON 404 for /api itself and for dot segments', async () => {
    await request(gateway.app).get('/api').expect(404, { message: 'Not found', code: 'NOT_FOUND' });
    await request(gateway.app)
      .get('/api/activities/%2e%2e/admin/users')
      .expect(404, { message: 'Not found', code: 'NOT_FOUND' });
  });

  it('marks /api answers no-store unless the service chose a cache policy', async () => {
    const plain = await request(gateway.app).get('/api/reports/available-months').expect(200);
    expect(plain.headers['cache-control']).toBe('no-store');

    gateway.upstreams.exemption.on('GET', '/api/medicaid-exemptions', (_req, res) => {
      res.set('Cache-Control', 'private, max-age=60').json([]);
    });
    const chosen = await request(gateway.app).get('/api/medicaid-exemptions').expect(200);
    expect(chosen.headers['cache-control']).toBe('private, max-age=60');
  });

  it('passes the service status and body through', async () => {
    gateway.upstreams.activity.on('DELETE', '/api/activities/gone', (_req, res) => {
      res.status(404).json({ message: 'Activity not found' });
    });
    const response = await request(gateway.app).delete('/api/activities/gone').set(SAME_SITE).expect(404);
    expect(response.body).toEqual({ message: 'Activity not found' });
  });

  it('refuses a body over the limit with 413 before it reaches the service', async () => {
    const server = http.createServer(gateway.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const seenBefore = gateway.upstreams.activity.seen.length;
    try {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const outgoing = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/activities',
            headers: {
              ...SAME_SITE,
              'Content-Type': 'application/octet-stream',
              'Content-Length': 2 * 1024 * 1024,
            },
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('end', () => {
              outgoing.destroy();
              resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
            });
          },
        );
        outgoing.on('error', () => {});
        outgoing.write(Buffer.alloc(1024));
        setTimeout(() => reject(new Error('no answer')), 5_000).unref();
      });
      expect(status).toBe(413);
      expect(JSON.parse(body)).toEqual({ message: 'Request body too large', code: 'BODY_TOO_LARGE' });
      expect(gateway.upstreams.activity.seen.length).toBe(seenBefore);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('accepts a body right at the limit', async () => {
    const response = await request(gateway.app)
      .post('/api/activities')
      .set(SAME_SITE)
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.alloc(1024 * 1024))
      .expect(200);
    expect(response.body.bodyLength).toBe(1024 * 1024);
  });

  it('refuses a body of unannounced length with 411', async () => {
    const server = http.createServer(gateway.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const outgoing = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/activities',
            headers: { ...SAME_SITE, 'Transfer-Encoding': 'chunked' },
          },
          (incoming) => {
            incoming.resume();
            resolve(incoming.statusCode ?? 0);
          },
        );
        outgoing.on('error', reject);
        outgoing.write('partial');
      });
      expect(status).toBe(411);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('connections', () => {
  it('keeps the client connection open across proxied requests', async () => {
    const server = gateway.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const get = () =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/user', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res));
        });
        req.on('socket', (socket) => sockets.add(socket));
        req.on('error', reject);
      });
    try {
      const first = await get();
      const second = await get();
      expect(first.headers.connection).not.toBe('close');
      expect(second.statusCode).toBe(200);
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
