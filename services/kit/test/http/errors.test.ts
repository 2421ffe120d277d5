import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  HttpError,
  badRequest,
  errorHandler,
  httpError,
  isUnavailableError,
  notFound,
  notFoundHandler,
  parseInput,
  tooManyRequests,
} from '../../src/http/errors.js';
import { createLogger, requestContext } from '../../src/runtime/logger.js';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('errors-test', { destination: { write: (line: string) => lines.push(line) } });
  return { logger, lines };
}

function appThrowing(error: unknown, logger = capture().logger) {
  const app = express();
  app.use(requestContext(logger));
  app.use(express.json({ limit: '1kb' }));
  app.post('/echo', (req, res) => {
    res.json(req.body);
  });
  app.get('/fail', async () => {
    throw error;
  });
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}

describe('error factories', () => {
  it('build the status and body the client reads', () => {
    expect(badRequest('Bad', { email: 'Invalid email' })).toMatchObject({
      status: 400,
      body: { message: 'Bad', fieldErrors: { email: 'Invalid email' } },
    });
    expect(badRequest('Bad').body).toEqual({ message: 'Bad', code: 'INVALID_REQUEST' });
    expect(notFound('User Not Found')).toMatchObject({
      status: 404,
      body: { message: 'User Not Found', code: 'NOT_FOUND' },
    });
    expect(
      httpError(409, 'USERNAME_TAKEN', 'Taken', { fieldErrors: { username: 'Username is taken' } }),
    ).toMatchObject({
      status: 409,
      body: { message: 'Taken', code: 'USERNAME_TAKEN', fieldErrors: { username: 'Username is taken' } },
    });
    expect(tooManyRequests('Slow down', 61.2)).toMatchObject({
      status: 429,
      body: { message: 'Slow down', code: 'TOO_MANY_REQUESTS' },
      headers: { 'Retry-After': '62' },
    });
    expect(badRequest('x')).toBeInstanceOf(Error);
  });
});

describe('parseInput', () => {
  const schema = z.object({
    email: z.email('Please enter a valid email'),
    password: z.string().min(8, 'Enter a password of at least 8 characters'),
    address: z.object({ zipCode: z.string().max(10, 'ZIP code is too long') }),
  });

  it('returns the parsed value', () => {
    const value = { email: 'a@b.co', password: 'long enough', address: { zipCode: '12345' } };
    expect(parseInput(schema, value)).toEqual(value);
  });

  it('throws 400 with the first message and one message per field', () => {
    let thrown: unknown;
    try {
      parseInput(schema, { email: 'nope', password: 'short', address: { zipCode: '12345678901' } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({
      status: 400,
      body: {
        message: 'Please enter a valid email',
        code: 'INVALID_REQUEST',
        fieldErrors: {
          email: 'Please enter a valid email',
          password: 'Enter a password of at least 8 characters',
          'address.zipCode': 'ZIP code is too long',
        },
      },
    });
  });
});

describe('errorHandler', () => {
  it('answers an HttpError with its status, body and headers, never cached', async () => {
    const response = await request(appThrowing(tooManyRequests('Too many failed login attempts.', 90)))
      .get('/fail')
      .expect(429);
    expect(response.body).toEqual({ message: 'Too many failed login attempts.', code: 'TOO_MANY_REQUESTS' });
    expect(response.headers['retry-after']).toBe('90');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps extra body fields a client reads', async () => {
    const error = new HttpError(403, {
      message: 'Your email address has not been verified.',
      code: 'EMAIL_NOT_VERIFIED',
      emailNotVerified: true,
      email: 'a@b.co',
    });
    const response = await request(appThrowing(error)).get('/fail').expect(403);
    expect(response.body).toEqual({
      message: 'Your email address has not been verified.',
      code: 'EMAIL_NOT_VERIFIED',
      emailNotVerified: true,
      email: 'a@b.co',
    });
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const app = appThrowing(new Error('unused'));
    const malformed = await request(app)
      .post('/echo')
      .set('Content-Type', 'application/json')
      .send('{"a":')
      .expect(400);
    expect(malformed.body).toEqual({ message: 'Invalid JSON body', code: 'INVALID_JSON' });
    expect(malformed.headers['cache-control']).toBe('no-store');

    const large = await request(app)
      .post('/echo')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(5000) }))
      .expect(413);
    expect(large.body).toEqual({ message: 'Request body too large', code: 'BODY_TOO_LARGE' });

    await request(app).post('/echo').send({ ok: true }).expect(200, { ok: true });
  });

  it.each([
    ['pg refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['pg admin shutdown', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'knex pool',
      Object.assign(new Error('Timeout acquiring a connection. The pool is probably full.'), {
        name: 'KnexTimeoutError',
      }),
    ],
    [
      'ioredis retries',
      Object.assign(new Error('Reached the max retries per request limit'), {
        name: 'MaxRetriesPerRequestError',
      }),
    ],
    ['ioredis connection down', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    [
      'wrapped',
      new Error('query failed', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }),
    ],
    [
      'aggregate',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], 'connect failed'),
    ],
  ])('answers 503 when a dependency is unreachable (%s)', async (_name, error) => {
    const out = capture();
    const response = await request(appThrowing(error, out.logger)).get('/fail').expect(503);
    expect(response.body).toEqual({
      message: 'Service temporarily unavailable. Please try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers anything else with a generic 500 and logs the details with the request id', async () => {
    const out = capture();
    const response = await request(appThrowing(new TypeError('secret internal detail'), out.logger))
      .get('/fail?token=abc')
      .set('x-request-id', 'req-500')
      .expect(500);
    expect(response.body).toEqual({
      message: 'Something went wrong. Please try again.',
      code: 'INTERNAL_ERROR',
    });
    expect(JSON.stringify(response.body)).not.toContain('secret internal detail');
    expect(response.headers['cache-control']).toBe('no-store');
    const logged = out.lines
      .map((line) => JSON.parse(line))
      .find((record) => record.msg === 'unhandled error');
    expect(logged).toMatchObject({ level: 'error', requestId: 'req-500', path: '/fail' });
    expect(logged.err.message).toBe('secret internal detail');
  });

  it('answers unknown routes with JSON 404', async () => {
    const response = await request(appThrowing(new Error('unused')))
      .get('/nowhere')
      .expect(404);
    expect(response.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('isUnavailableError', () => {
  it('does not mistake ordinary errors for outages', () => {
    expect(isUnavailableError(new Error('duplicate key value'))).toBe(false);
    expect(isUnavailableError(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isUnavailableError('ECONNREFUSED')).toBe(false);
    expect(isUnavailableError(undefined)).toBe(false);
  });
});
