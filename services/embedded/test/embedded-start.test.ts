import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { isoDateIn } from '@tracker/contracts/rules/calendar';
import { freePort } from '@tracker/kit/testing/environment';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedSystem, launchSystem } from '../src/launch.js';
import { AppClient } from './http-client.js';
import { linkIn } from '@tracker/kit/testing/mail';

// `npm start` on nothing but Node: PGlite, the in-process bus, the in-memory cache, e-mail as files.
const silent = pino({ level: 'silent' });

async function latestMailTo(dataDir: string, address: string, timeoutMs = 10_000) {
  const folder = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(folder).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const parsed = await simpleParser(await readFile(path.join(folder, file)));
      const to = [parsed.to].flat().flatMap((entry) => entry?.value ?? []);
      if (to.some((entry) => entry.address === address)) return parsed;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail for ${address} in ${folder}`);
}

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('npm start on embedded defaults', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let system: LaunchedSystem | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tracker-embedded-'));
    env = { PATH: process.env.PATH, PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  });

  afterAll(async () => {
    await system?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the whole account flow through the gateway, then keeps everything across a restart', async () => {
    system = await launchSystem(env, silent);
    const client = new AppClient(system.url);
    const password = 'Sunflower meadow 2027';
    const email = 'jordan@example.org';

    const registered = await client.call('POST', '/api/register', {
      username: 'jordan',
      password,
      confirmPassword: password,
      email,
      firstName: 'Jordan',
      lastName: 'Lee',
      address: '5 Elm Street',
      city: 'Little Rock',
      state: 'AR',
      zipCode: '72201',
      cellNumber: '15015550199',
      preferredLanguage: 'en',
      requiredMonthlyHours: '20',
    });
    expect(registered.status).toBe(201);

    const message = await latestMailTo(dataDir, email);
    const token = linkIn(message, system.url, '/verify-email').searchParams.get('token');
    expect((await client.call('GET', `/api/verify-email?token=${token}`)).status).toBe(200);
    expect((await client.call('POST', '/api/login', { username: 'jordan', password })).status).toBe(200);
    expect((await client.call('GET', '/api/user')).body).toMatchObject({
      username: 'jordan',
      cellNumber: '501-555-0199',
    });

    // An activity logged through the gateway lands in the activity service and lists back.
    const form = new FormData();
    form.set('type', 'employment');
    form.set('hours', '3.5');
    // Dated today where the server dates records: only today is sure to lie in the entry window.
    form.set('date', isoDateIn('America/New_York', new Date()));
    form.set('description', 'Stocked shelves');
    const logged = await fetch(`${system.url}/api/activities`, {
      method: 'POST',
      headers: { origin: system.url, cookie: client.cookieHeader() },
      body: form,
    });
    expect(logged.status).toBe(201);
    const activities = await client.call('GET', '/api/activities');
    expect(activities.body).toEqual([expect.objectContaining({ type: 'employment', hours: 3.5 })]);
    // The reporting service hears of it over the bus.
    const stats = await eventually(async () => {
      const answer = await client.call('GET', '/api/reports/available-months');
      return answer.body.length > 0 ? answer.body : undefined;
    });
    expect(stats).toEqual([expect.objectContaining({ year: 2026, month: 11, count: 1 })]);

    // The exemption service is seeded with the federal categories and takes requests through the gateway.
    const types = await client.call('GET', '/api/medicaid-exemptions');
    expect(types.status).toBe(200);
    const student = types.body.find(
      (type: { abbreviation: string | null }) => type.abbreviation === 'STUDENT',
    );
    expect(student).toBeDefined();
    const requested = await client.call('POST', '/api/user-exemptions', {
      medicaidExemptionId: student.id,
      durationRequestedMonths: 6,
      schoolName: 'Pulaski Technical College',
    });
    expect(requested.status).toBe(201);
    expect((await client.call('GET', '/api/user-exemptions')).body).toEqual([
      expect.objectContaining({ status: 'requested', medicaidExemptionName: student.exemptionName }),
    ]);

    const admin = new AppClient(system.url);
    const { credentials } = system;
    const adminLogin = await admin.call('POST', '/api/login', {
      username: credentials.admin.username,
      password: credentials.admin.password,
    });
    expect(adminLogin.status).toBe(200);
    expect(adminLogin.body.isAdmin ?? (await admin.call('GET', '/api/user')).body.isAdmin).toBe(true);
    const users = await admin.call('GET', '/api/admin/users');
    expect(users.status).toBe(200);
    expect(JSON.stringify(users.body)).toContain('demo');
    // The exemption service knows the requester from the identity events.
    const portal = await eventually(async () => {
      const answer = await admin.call('GET', '/api/admin/all-exemptions');
      return answer.body[0]?.username === 'jordan' ? answer.body : undefined;
    });
    expect(portal).toEqual([expect.objectContaining({ id: requested.body.id, username: 'jordan' })]);

    // The web app (or its placeholder page) is served for non-API paths.
    const page = await fetch(`${system.url}/dashboard`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');

    await system.stop();
    system = undefined;

    // A second start reuses DATA_DIR: the account, the generated logins and the keys are still there.
    system = await launchSystem(env, silent);
    expect(system.credentials).toEqual(credentials);
    const again = new AppClient(system.url);
    expect((await again.call('POST', '/api/login', { username: 'jordan', password })).status).toBe(200);
    const demo = new AppClient(system.url);
    expect(
      (await demo.call('POST', '/api/login', { username: 'demo', password: credentials.demo.password }))
        .status,
    ).toBe(200);
    // The demo enrollee comes with sample activities.
    expect((await demo.call('GET', '/api/activities')).body.length).toBeGreaterThan(0);
  }, 120_000);
});
