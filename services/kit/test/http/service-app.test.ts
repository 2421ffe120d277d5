import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from '../../src/http/service-app.js';

const logger = pino({ level: 'silent' });

describe('createServiceApp', () => {
  const routes = express.Router();
  routes.post('/api/echo', (req, res) => {
    res.json({ body: req.body, signedIn: req.auth !== undefined });
  });

  it('parses JSON within the limit, sets the caching policy and answers unknown paths with JSON 404', async () => {
    const app = createServiceApp({ logger, cacheControl: 'no-store', jsonLimit: '1kb', routes: [routes] });
    const echoed = await request(app).post('/api/echo').send({ a: 1 }).expect(200);
    expect(echoed.body).toEqual({ body: { a: 1 }, signedIn: false });
    expect(echoed.headers['cache-control']).toBe('no-store');
    expect(echoed.headers.etag).toBeUndefined();
    expect(echoed.headers['x-request-id']).toBeTruthy();
    const missing = await request(app).get('/api/nothing').expect(404);
    expect(missing.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    await request(app)
      .post('/api/echo')
      .send({ big: 'x'.repeat(2000) })
      .expect(413);
  });

  it('takes no JSON body when no limit is given', async () => {
    const app = createServiceApp({ logger, routes: [routes] });
    const echoed = await request(app).post('/api/echo').send({ a: 1 }).expect(200);
    expect(echoed.body.body).toBeUndefined();
    expect(echoed.headers['cache-control']).toBeUndefined();
  });
});
