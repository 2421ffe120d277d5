import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type Answer, AppClient, hasMessage } from '../support/app-client.js';
import { waitFor } from '../support/commands.js';
import { printFigures, seconds, tallyStatuses as tally } from '../support/figures.js';
import { faultInfra } from '../support/infra.js';
import { tail } from '../support/logs.js';
import { isPostgresRunning, startPostgres, stopPostgres } from '../support/private-postgres.js';
import { launchOnPrivateServers, type SystemOnPrivateServers } from '../support/system-host.js';

// The whole system on the private servers; Postgres stops under it and comes back: meanwhile every
// call answers 503 with a message (never a 500 or a hang), and afterwards everything works again
// without restarting any service.
const infra = faultInfra();
const OUTAGE_MS = 8_000;
const NAME = 'faults_postgres_restart';

describe.runIf(infra.available)('Postgres restarted under the running system', () => {
  if (!infra.available) return;
  const { postgres } = infra;
  let running: SystemOnPrivateServers | undefined;

  beforeAll(async () => {
    await mkdir(path.join(infra.dir, 'logs', NAME), { recursive: true });
    running = await launchOnPrivateServers(infra, NAME);
  });

  afterAll(async () => {
    if (!(await isPostgresRunning(postgres))) await startPostgres(postgres);
    await running?.stop();
  });

  it('answers 503 with a message while it is down and recovers by itself', async () => {
    onTestFailed(async () => {
      console.error(`--- system.log\n${await tail(path.join(infra.dir, 'logs', NAME, 'system.log'))}`);
    });
    const { system } = running as SystemOnPrivateServers;
    const activityReady = `${system.targets.activity}/readyz`;
    const client = new AppClient(system.url);
    const login = await client.call('POST', '/api/login', {
      username: system.credentials.demo.username,
      password: system.credentials.demo.password,
    });
    expect(login.status).toBe(200);
    // Dated today in UTC and sent with that zone: in the system's default zone it may still be
    // yesterday, and a day that has not begun there is refused before any database is asked.
    const today = new Date().toISOString().slice(0, 10);
    const logActivity = '/api/activities?timezone=UTC';
    const newActivity = { type: 'training', description: 'Forklift course', hours: 2, date: today };
    expect((await client.call('GET', '/api/activities')).status).toBe(200);

    await stopPostgres(postgres);
    const down = Date.now();
    const api: Answer[] = [];
    const readiness: Answer[] = [];
    while (Date.now() - down < OUTAGE_MS) {
      api.push(await client.call('GET', '/api/activities'));
      api.push(await client.call('POST', logActivity, newActivity));
      api.push(await client.call('GET', '/api/user'));
      const started = performance.now();
      const ready = await fetch(activityReady);
      readiness.push({ status: ready.status, body: await ready.json(), ms: performance.now() - started });
    }
    const gatewayReadyWhileDown = await fetch(`${system.url}/readyz`);
    await gatewayReadyWhileDown.body?.cancel();

    await startPostgres(postgres);
    const up = Date.now();
    await waitFor(
      'the activity list to answer 200 again',
      async () => (await client.call('GET', '/api/activities')).status === 200,
      60_000,
      100,
    );
    const firstSuccess = Date.now();
    const written = await client.call('POST', logActivity, newActivity);
    await waitFor(
      'the gateway to be ready again',
      async () => (await fetch(`${system.url}/readyz`)).ok,
      60_000,
    );
    const ready = Date.now();
    // The write made after the outage is in the database like any other.
    await sleep(200);
    const listed = await client.call('GET', '/api/activities');

    printFigures('Postgres stopped and started under the running system', [
      ['Postgres down for', seconds(up - down)],
      ['API calls while down', api.length],
      ['… their answers', tally(api)],
      ['… with a JSON message', api.filter(hasMessage).length],
      ['slowest answer while down', `${Math.round(Math.max(...api.map((answer) => answer.ms)))} ms`],
      ['activity /readyz while down', tally(readiness)],
      ['gateway /readyz while down', String(gatewayReadyWhileDown.status)],
      ['first 2xx after Postgres was back', seconds(firstSuccess - up)],
      ['gateway ready again after', seconds(ready - up)],
      ['services restarted', 0],
    ]);

    expect(api.length).toBeGreaterThan(0);
    expect(api.every((answer) => answer.status === 503 && hasMessage(answer))).toBe(true);
    expect(readiness.every((answer) => answer.status === 503)).toBe(true);
    expect(gatewayReadyWhileDown.status).toBe(503);
    expect(written.status).toBe(201);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: (written.body as { id: string }).id })]),
    );
  });
});
