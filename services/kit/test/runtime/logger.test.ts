import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger, pathOf, requestContext } from '../../src/runtime/logger.js';

function capture() {
  const lines: string[] = [];
  const destination = {
    write(line: string) {
      lines.push(line);
    },
  };
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { lines, destination, records };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('createLogger', () => {
  it('writes JSON lines with the name, a level label and the message', () => {
    const out = capture();
    const logger = createLogger('identity', { destination: out.destination });
    logger.info({ userId: 'u-1' }, 'signed in');
    const [record] = out.records();
    expect(record).toMatchObject({ name: 'identity', level: 'info', msg: 'signed in', userId: 'u-1' });
    expect(typeof record?.time).toBe('string');
  });

  it('honours the level', () => {
    const out = capture();
    const logger = createLogger('x', { level: 'warn', destination: out.destination });
    logger.info('hidden');
    logger.warn('shown');
    expect(out.records().map((record) => record.msg)).toEqual(['shown']);
  });

  it('never prints passwords, tokens, links, cookies or Medicaid ids, at any depth it knows', () => {
    const out = capture();
    const logger = createLogger('x', { destination: out.destination });
    const secrets = {
      password: 'pw-top-1',
      token: 'tok-top-2',
      link: 'https://app/verify?token=link-top-3',
      medicaidId: 'MCD-top-4',
      user: {
        username: 'visible-name',
        password: 'pw-nested-5',
        newPassword: 'pw-new-6',
        confirmPassword: 'pw-confirm-7',
        currentPassword: 'pw-current-8',
        medicaidId: 'MCD-nested-9',
      },
      event: { data: { link: 'https://app/reset?token=link-deep-10', token: 'tok-deep-11' } },
      list: [{ password: 'pw-array-12' }],
      req: { headers: { cookie: 'tracker_session=cookie-13', authorization: 'Bearer auth-14' } },
      res: { headers: { 'set-cookie': ['tracker_session=set-cookie-15'] } },
    };
    logger.info(secrets, 'with secrets');
    logger.warn({ nested: { deeper: { deepest: { password: 'pw-deepest-16' } } } }, 'deep');
    const printed = out.lines.join('');
    for (const value of [
      'pw-top-1',
      'tok-top-2',
      'link-top-3',
      'MCD-top-4',
      'pw-nested-5',
      'pw-new-6',
      'pw-confirm-7',
      'pw-current-8',
      'MCD-nested-9',
      'link-deep-10',
      'tok-deep-11',
      'pw-array-12',
      'cookie-13',
      'auth-14',
      'set-cookie-15',
      'pw-deepest-16',
    ]) {
      expect(printed).not.toContain(value);
    }
    expect(printed).toContain('visible-name');
    const [record] = out.records();
    expect(record?.password).toBe('[redacted]');
    expect(record?.user).toMatchObject({ medicaidId: '[redacted]', password: '[redacted]' });
    // The caller's object is left as it was.
    expect(secrets.user.password).toBe('pw-nested-5');
  });
});

describe('pathOf', () => {
  it('drops the query string and fragment', () => {
    expect(pathOf('/api/verify-email?token=abc')).toBe('/api/verify-email');
    expect(pathOf('/a/b#frag')).toBe('/a/b');
    expect(pathOf('/plain')).toBe('/plain');
  });
});

describe('requestContext', () => {
  function appWith(out: ReturnType<typeof capture>) {
    const logger = createLogger('gateway', { destination: out.destination });
    const app = express();
    app.use(requestContext(logger));
    app.get('/api/verify-email', (req, res) => {
      req.log.info({ body: { password: 'route-secret' } }, 'handled');
      res.json({ id: req.id, correlationId: req.correlationId });
    });
    app.get('/boom', (_req, res) => {
      res.status(500).json({ message: 'failed' });
    });
    return app;
  }

  it('gives each request ids, echoes them, and logs one line without the query string', async () => {
    const out = capture();
    const response = await request(appWith(out)).get('/api/verify-email?token=one-time-secret').expect(200);
    const requestId = response.headers['x-request-id'] as string;
    expect(requestId).toMatch(UUID);
    expect(response.headers['x-correlation-id']).toBe(requestId);
    expect(response.body).toEqual({ id: requestId, correlationId: requestId });

    const printed = out.lines.join('');
    expect(printed).not.toContain('one-time-secret');
    expect(printed).not.toContain('route-secret');
    const records = out.records();
    const handled = records.find((record) => record.msg === 'handled');
    expect(handled).toMatchObject({ requestId, correlationId: requestId });
    const requestLines = records.filter((record) => record.path !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      method: 'GET',
      path: '/api/verify-email',
      status: 200,
      requestId,
      level: 'info',
    });
    expect(typeof requestLines[0]?.durationMs).toBe('number');
  });

  it('keeps well-formed incoming ids and replaces malformed ones', async () => {
    const out = capture();
    const app = appWith(out);
    const kept = await request(app)
      .get('/api/verify-email')
      .set('x-request-id', 'req-123')
      .set('x-correlation-id', 'flow-9');
    expect(kept.body).toEqual({ id: 'req-123', correlationId: 'flow-9' });
    expect(kept.headers['x-correlation-id']).toBe('flow-9');

    const replaced = await request(app)
      .get('/api/verify-email')
      .set('x-request-id', '<script>alert(1)</script>');
    expect(replaced.body.id).toMatch(UUID);
    expect(replaced.body.correlationId).toBe(replaced.body.id);
  });

  it('logs server errors at error level', async () => {
    const out = capture();
    await request(appWith(out)).get('/boom').expect(500);
    const line = out.records().find((record) => record.path === '/boom');
    expect(line).toMatchObject({ level: 'error', status: 500 });
  });
});
