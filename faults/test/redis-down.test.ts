import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type Answer, AppClient, hasMessage } from '../support/app-client.js';
import { waitFor } from '../support/commands.js';
import { printFigures, seconds, tallyStatuses as tally } from '../support/figures.js';
import { faultInfra } from '../support/infra.js';
import { tail } from '../support/logs.js';
import { isRedisRunning, startRedis, stopRedis } from '../support/private-redis.js';
import { launchOnPrivateServers, type SystemOnPrivateServers } from '../support/system-host.js';

// Redis holds the sessions. While it is down the gateway cannot tell a live session from a revoked
// one, so it must refuse (401 or 503), never let a request through; once Redis is back (empty: it
// keeps nothing on disk) a fresh login works again.
const infra = faultInfra();
const OUTAGE_MS = 8_000;
const NAME = 'faults_redis_down';

describe.runIf(infra.available)('Redis down under the running system', () => {
  if (!infra.available) return;
  const { redis } = infra;
  let running: SystemOnPrivateServers | undefined;

  beforeAll(async () => {
    await mkdir(path.join(infra.dir, 'logs', NAME), { recursive: true });
    running = await launchOnPrivateServers(infra, NAME);
  });

  afterAll(async () => {
    if (!(await isRedisRunning(redis))) await startRedis(redis);
    await running?.stop();
  });

  it('refuses sessions while Redis is down and lets a new login in once it is back', async () => {
    onTestFailed(async () => {
      console.error(`--- system.log\n${await tail(path.join(infra.dir, 'logs', NAME, 'system.log'))}`);
    });
    const { system } = running as SystemOnPrivateServers;
    const credentials = {
      username: system.credentials.demo.username,
      password: system.credentials.demo.password,
    };
    const client = new AppClient(system.url);
    expect((await client.call('POST', '/api/login', credentials)).status).toBe(200);
    expect((await client.call('GET', '/api/user')).status).toBe(200);
    expect((await client.call('GET', '/api/activities')).status).toBe(200);

    await stopRedis(redis);
    const down = Date.now();
    const authenticated: Answer[] = [];
    const logins: Answer[] = [];
    while (Date.now() - down < OUTAGE_MS) {
      authenticated.push(await client.call('GET', '/api/user'));
      authenticated.push(await client.call('GET', '/api/activities'));
      // A fresh client each time, so a refused login cannot clear the first client's cookie.
      logins.push(await new AppClient(system.url).call('POST', '/api/login', credentials));
    }

    await startRedis(redis);
    const up = Date.now();
    // Redis came back empty: once the gateway has reconnected, the old session is gone, so its cookie
    // is refused, not let in.
    const oldSession = await waitFor(
      'the gateway to reach Redis again',
      async () => {
        const answer = await client.call('GET', '/api/user');
        return answer.status !== 503 && answer;
      },
      60_000,
      100,
    );
    const reached = Date.now();
    const fresh = new AppClient(system.url);
    await waitFor(
      'a login to succeed again',
      async () => (await fresh.call('POST', '/api/login', credentials)).status === 200,
      60_000,
      200,
    );
    const loggedIn = Date.now();
    const afterwards = await fresh.call('GET', '/api/user');

    printFigures('Redis stopped and started under the running system', [
      ['Redis down for', seconds(up - down)],
      ['authenticated calls while down', authenticated.length],
      ['… their answers', tally(authenticated)],
      ['… answered 2xx (let in unchecked)', authenticated.filter((a) => a.status < 300).length],
      ['logins while down', tally(logins)],
      ['slowest answer while down', `${Math.round(Math.max(...authenticated.map((a) => a.ms)))} ms`],
      ['gateway reached Redis again after', seconds(reached - up)],
      ['old session after Redis came back empty', String(oldSession.status)],
      ['a new login worked after', seconds(loggedIn - up)],
      ['current user with the new session', String(afterwards.status)],
    ]);

    expect(authenticated.length).toBeGreaterThan(0);
    expect(authenticated.every((a) => (a.status === 401 || a.status === 503) && hasMessage(a))).toBe(true);
    expect(logins.every((a) => a.status >= 400)).toBe(true);
    expect(oldSession.status).toBe(401);
    expect(afterwards.status).toBe(200);
  });
});
