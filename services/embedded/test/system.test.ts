import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  requireService,
  testAmqpUrl,
  testDatabaseUrl,
  testRedisUrl,
  uniqueName,
} from '@tracker/kit/testing/environment';
import { subscriptions } from '@tracker/contracts/events/subscriptions';
import amqp from 'amqplib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppClient } from './http-client.js';
import { linkIn, type MailCatcher, startMailCatcher } from '@tracker/kit/testing/mail';

// The gateway, identity and notification as separate processes on the real Postgres, RabbitMQ and
// Redis, as they run in containers: the one test that proves the pieces fit over real wires.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const databaseUrl = testDatabaseUrl();
const amqpUrl = testAmqpUrl();
const redisUrl = testRedisUrl();
const enabled =
  requireService('postgres', databaseUrl) &&
  requireService('rabbitmq', amqpUrl) &&
  requireService('redis', redisUrl);

async function waitUntilReady(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not ready: ${last}`);
}

describe.runIf(enabled)('the system as separate processes on Postgres, RabbitMQ and Redis', () => {
  const processes: ChildProcess[] = [];
  const output: string[] = [];
  let mail: MailCatcher;
  let appUrl: string;
  let databaseName: string;
  let dataDir: string;

  function startProcess(name: string, entry: string, env: Record<string, string>) {
    const child = spawn(process.execPath, [path.join(root, entry)], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(`[${name}] ${chunk}`));
    child.stderr?.on('data', (chunk: Buffer) => output.push(`[${name}] ${chunk}`));
    processes.push(child);
  }

  beforeAll(async () => {
    // The processes run the compiled output; an incremental build makes sure it is current.
    execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b'], {
      cwd: root,
      stdio: 'inherit',
    });

    databaseName = uniqueName('tracker_system');
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const systemDatabaseUrl = new URL(databaseUrl!);
    systemDatabaseUrl.pathname = `/${databaseName}`;

    mail = await startMailCatcher();
    dataDir = await mkdtemp(path.join(tmpdir(), 'tracker-system-'));
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const [gatewayPort, identityPort, notificationPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    appUrl = `http://localhost:${gatewayPort}`;
    const common = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      APP_URL: appUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: systemDatabaseUrl.toString(),
      AMQP_URL: amqpUrl!,
      REDIS_URL: redisUrl!,
      SESSION_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    };
    startProcess('identity', 'services/identity/dist/main.js', {
      ...common,
      PORT: String(identityPort),
      SESSION_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    startProcess('notification', 'services/notification/dist/main.js', {
      ...common,
      PORT: String(notificationPort),
      SMTP_URL: mail.url,
      MAIL_FROM: 'Tracker <no-reply@tracker.test>',
    });
    startProcess('gateway', 'gateway/dist/main.js', {
      ...common,
      PORT: String(gatewayPort),
      IDENTITY_URL: `http://127.0.0.1:${identityPort}`,
      NOTIFICATION_URL: `http://127.0.0.1:${notificationPort}`,
      RATE_LIMIT_PREFIX: uniqueName('system'),
    });
    try {
      await waitUntilReady(`http://127.0.0.1:${gatewayPort}`);
    } catch (error) {
      console.error(output.join(''));
      throw error;
    }
  }, 240_000);

  afterAll(async () => {
    await Promise.all(
      processes.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await mail?.close();
    // The processes declared every service's queue on the shared test broker; leave nothing behind.
    const connection = await amqp.connect(amqpUrl!);
    const channel = await connection.createChannel();
    for (const queue of Object.keys(subscriptions)) {
      await channel.deleteQueue(queue);
      await channel.deleteQueue(`${queue}.dead`);
    }
    await connection.close();
    if (databaseName) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('walks register, e-mail, verify, login, current user and logout', async () => {
    const client = new AppClient(appUrl);
    const username = uniqueName('maria');
    const email = `${username}@example.org`;
    const password = 'Correct horse battery 42';

    const registered = await client.call('POST', '/api/register', {
      username,
      password,
      confirmPassword: password,
      email,
      firstName: 'María',
      lastName: 'López',
      address: '100 Main St',
      city: 'Fresno',
      state: 'CA',
      zipCode: '93701',
      cellNumber: '(559) 555-0142',
      preferredLanguage: 'es',
      requiredMonthlyHours: '20',
    });
    expect(registered.status).toBe(201);

    const beforeVerifying = await client.call('POST', '/api/login', { username, password });
    expect(beforeVerifying.status).toBe(403);
    expect(beforeVerifying.body).toMatchObject({ emailNotVerified: true, email });

    const message = await mail.waitForMessageTo(email);
    const link = linkIn(message, appUrl, '/verify-email');
    const verified = await client.call('GET', `/api/verify-email?token=${link.searchParams.get('token')}`);
    expect(verified.status).toBe(200);
    expect(verified.body.verified).toBe(true);

    const login = await client.call('POST', '/api/login', { username: email.toUpperCase(), password });
    expect(login.status).toBe(200);

    const me = await client.call('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username, email, firstName: 'María', preferredLanguage: 'es' });
    expect(me.body).not.toHaveProperty('password');
    expect(me.headers.get('cache-control')).toContain('no-store');

    const copied = client.cookieHeader();
    const logout = await client.call('POST', '/api/logout', {});
    expect(logout.status).toBe(200);
    const replay = await fetch(`${appUrl}/api/user`, { headers: { cookie: copied } });
    expect(replay.status).toBe(401);

    // Secrets never reach the logs.
    const logs = output.join('');
    expect(logs).not.toContain(password);
    expect(logs).not.toContain(link.searchParams.get('token'));
  });

  it('stops every process cleanly on SIGTERM', async () => {
    const codes = await Promise.all(
      processes.map(
        (child) =>
          new Promise<number | null>((resolve) => {
            child.once('exit', (code) => resolve(code));
            child.kill('SIGTERM');
          }),
      ),
    );
    expect(codes).toEqual([0, 0, 0]);
  });
});
