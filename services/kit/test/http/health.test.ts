import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { healthRoutes } from '../../src/http/health.js';

function appWith(checks: Parameters<typeof healthRoutes>[0], timeoutMs?: number) {
  const app = express();
  app.use(healthRoutes(checks, timeoutMs));
  return app;
}

const never = () => new Promise<void>(() => {});

describe('healthRoutes', () => {
  it('answers /healthz while the process runs, whatever the dependencies say', async () => {
    const response = await request(appWith({ database: () => Promise.reject(new Error('down')) }))
      .get('/healthz')
      .expect(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz 200 when every check passes', async () => {
    const response = await request(appWith({ database: async () => {}, cache: async () => {} }))
      .get('/readyz')
      .expect(200);
    expect(response.body).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz 503 naming the checks that failed, without their error details', async () => {
    const response = await request(
      appWith({
        database: async () => {},
        broker: () => Promise.reject(new Error('amqp://user:secret@rabbit refused')),
        cache: () => {
          throw new Error('sync failure');
        },
      }),
    )
      .get('/readyz')
      .expect(503);
    expect(response.body).toEqual({
      status: 'unavailable',
      message: 'Not ready: broker, cache',
      failing: ['broker', 'cache'],
    });
    expect(JSON.stringify(response.body)).not.toContain('secret');
  });

  it('counts a check that does not answer in time as failing', async () => {
    const response = await request(appWith({ database: async () => {}, cache: never }, 50))
      .get('/readyz')
      .expect(503);
    expect(response.body.failing).toEqual(['cache']);
  });

  it('waits 2 seconds by default before giving up on a check', async () => {
    let settled = false;
    const slow = () =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          settled = true;
          resolve();
        }, 300);
      });
    await request(appWith({ slow })).get('/readyz').expect(200);
    expect(settled).toBe(true);
  });

  it('is ready with no checks at all', async () => {
    await request(appWith({})).get('/readyz').expect(200);
  });
});
