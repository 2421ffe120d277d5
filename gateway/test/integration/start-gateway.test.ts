import { createCache } from '@tracker/kit/runtime/create-cache';
import { createSessionStore } from '@tracker/kit/security/sessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGatewayConfig, targetsFromConfig } from '../../src/config.js';
import { routes } from '../../src/routes.js';
import { type RunningGateway, startGateway } from '../../src/service.js';
import { type FakeUpstream, startFakeUpstream } from '../support/fake-upstream.js';
import { newSessionKeys, silentLogger } from '../support/test-gateway.js';

let upstream: FakeUpstream;
let gateway: RunningGateway;
let base: string;
const cache = createCache({ logger: silentLogger });

beforeAll(async () => {
  upstream = await startFakeUpstream('every-service');
  const config = parseGatewayConfig({
    APP_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    IDENTITY_URL: upstream.url,
    ACTIVITY_URL: upstream.url,
    EXEMPTION_URL: upstream.url,
    REPORTING_URL: upstream.url,
    NOTIFICATION_URL: upstream.url,
    VERIFICATION_URL: upstream.url,
  });
  gateway = await startGateway({
    config,
    cache,
    keys: await newSessionKeys(),
    sessions: createSessionStore(cache),
    logger: silentLogger,
    targets: targetsFromConfig(config),
    port: 0,
    host: '127.0.0.1',
  });
  const address = gateway.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await gateway.stop();
  await upstream.close();
  await cache.close();
});

describe('startGateway', () => {
  it('serves over real HTTP with keep-alive, proxying to the services', async () => {
    for (const route of routes.slice(0, 5)) {
      const response = await fetch(`${base}${route.prefix.replace(/:[^/]+/g, 'id')}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ service: 'every-service' });
    }
  });

  it('waits for a request in flight, then stops listening', async () => {
    let release: () => void = () => {};
    upstream.on('GET', '/api/reports/slow', (_req, res) => {
      release = () => res.json({ done: true });
    });
    const inFlight = fetch(`${base}/api/reports/slow`);
    while (upstream.seen.at(-1)?.url !== '/api/reports/slow') await new Promise((r) => setTimeout(r, 10));
    let stopped = false;
    const stopping = gateway.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    const response = await inFlight;
    expect(await response.json()).toEqual({ done: true });
    await stopping;
    expect(stopped).toBe(true);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});
