import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  AdminVerificationRequest,
  DataMatchImport,
  VerificationRequest,
} from '@tracker/contracts/http/verifications';
import { freePort, requireService, testDatabaseUrl, uniqueName } from '@tracker/kit/testing/environment';
import { linkIn, type MailCatcher, startMailCatcher } from '@tracker/kit/testing/mail';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedSystem, launchSystem } from '../src/launch.js';
import { AppClient } from './http-client.js';

// Identity, reporting and verification as `npm start` runs them, on one bus and one Postgres database
// of their own: a state's data match settles a request the person was asked about, with no one acting,
// and the state's eligibility system hears of it once.
//
// The bus is the in-process one even when a test broker is configured: the services' queues carry
// fixed names (the service's), which other runs on a shared broker would consume from as well.
const databaseUrl = testDatabaseUrl();

/** A month two months before this one: in the past on every calendar, and required under the profile below. */
function pastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 7);
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(requireService('postgres', databaseUrl))('a data match settles a verification request', () => {
  const databaseName = uniqueName('verification_flow');
  let dataDir: string;
  let mail: MailCatcher;
  let system: LaunchedSystem | undefined;
  let outbox: pg.Client;

  const admin = () => new pg.Client({ connectionString: databaseUrl });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${databaseName}`);
    await client.end();
    const systemDatabaseUrl = new URL(databaseUrl!);
    systemDatabaseUrl.pathname = `/${databaseName}`;

    dataDir = await mkdtemp(path.join(tmpdir(), 'tracker-verification-flow-'));
    mail = await startMailCatcher();
    system = await launchSystem(
      {
        PATH: process.env.PATH,
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        DATABASE_URL: systemDatabaseUrl.toString(),
        SMTP_URL: mail.url,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        RATE_LIMIT_PER_MINUTE: '100000',
        // The law's profile, in force from January 2026 so that this year's months are required.
        COMPLIANCE_PROFILE: 'federal-2027',
        COMPLIANCE_EFFECTIVE_MONTH: '2026-01',
      },
      pino({ level: 'silent' }),
    );
    outbox = new pg.Client({ connectionString: systemDatabaseUrl.toString() });
    await outbox.connect();
  }, 120_000);

  afterAll(async () => {
    await outbox?.end();
    await system?.stop();
    await mail?.close();
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${databaseName} with (force)`);
    await client.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** The `verification.determined` events verification wrote for `requestId`, oldest first. */
  async function determinations(requestId: string) {
    const { rows } = await outbox.query<{ payload: { data: { from: string; to: string } } }>(
      `select payload from verification.outbox
        where type = 'verification.determined' and payload->'data'->>'requestId' = $1
        order by created_at, id`,
      [requestId],
    );
    return rows.map((row) => row.payload.data);
  }

  it('makes a request waiting on the person compliant from state wage records, announced once', async () => {
    const url = system!.url;
    const month = pastMonth();
    const medicaidId = `OH${Date.now().toString().slice(-8)}`;

    // An enrollee registers, confirms the address and gives the Medicaid id.
    const enrollee = new AppClient(url);
    const username = uniqueName('rosa');
    const email = `${username}@example.org`;
    const password = 'Lantern harbor 2027';
    const registered = await enrollee.call('POST', '/api/register', {
      username,
      password,
      confirmPassword: password,
      email,
      firstName: 'Rosa',
      lastName: 'Diaz',
      address: '12 Oak Street',
      city: 'Columbus',
      state: 'OH',
      zipCode: '43215',
      cellNumber: '6145550123',
      preferredLanguage: 'en',
    });
    expect(registered.status).toBe(201);
    const token = linkIn(await mail.waitForMessageTo(email), url, '/verify-email').searchParams.get('token');
    expect((await enrollee.call('POST', '/api/verify-email', { token })).status).toBe(200);
    expect((await enrollee.call('POST', '/api/login', { username, password })).status).toBe(200);
    const account = await enrollee.call('PATCH', '/api/user/medicaid-account', {
      medicaidState: 'OH',
      medicaidId,
    });
    expect(account.status).toBe(200);

    // The state asks about a past month. The request finds the account by the Medicaid id once
    // identity's update reaches verification, and reporting answers that the month was not met.
    const reviewer = new AppClient(url);
    const { admin: credentials } = system!.credentials;
    const adminLogin = await reviewer.call('POST', '/api/login', {
      username: credentials.username,
      password: credentials.password,
    });
    expect(adminLogin.status).toBe(200);
    const created = await reviewer.call('POST', '/api/admin/verifications', {
      medicaidId,
      reason: 'application',
      months: [month],
      dueDate: inDays(30),
    });
    expect(created.status).toBe(201);
    const request = created.body as AdminVerificationRequest;
    const asked = await eventually(async () => {
      const answer = await reviewer.call('GET', `/api/admin/verifications/${request.id}`);
      const body = answer.body as AdminVerificationRequest;
      return body.status === 'needs_information' ? body : undefined;
    });
    expect(asked.person).toMatchObject({ username });
    expect(asked.months).toEqual([
      expect.objectContaining({ month, status: 'not_met', decidedBy: null, route: null }),
    ]);
    expect(asked.months[0]?.missing).toMatchObject({ incomeCents: 58_000 });

    // The state's wage records show $612.50 of pay that month.
    const csv = `medicaidId,month,source,amount\n${medicaidId},${month},wages,612.50\n`;
    const form = new FormData();
    form.append('file', new File([csv], 'wages.csv', { type: 'text/csv' }));
    const imported = await fetch(`${url}/api/admin/data-matches/import`, {
      method: 'POST',
      headers: { origin: url, cookie: reviewer.cookieHeader() },
      body: form,
    });
    expect(imported.status).toBe(200);
    expect((await imported.json()) as DataMatchImport).toMatchObject({
      status: 'finished',
      rows: 1,
      matched: 1,
      unmatched: 0,
      refused: [],
    });

    // The request is compliant by itself, the month decided by the wage records.
    const settled = await eventually(async () => {
      const answer = await reviewer.call('GET', `/api/admin/verifications/${request.id}`);
      const body = answer.body as AdminVerificationRequest;
      return body.status === 'compliant' ? body : undefined;
    });
    expect(settled.months).toEqual([
      expect.objectContaining({ month, status: 'met', decidedBy: 'wages', route: 'income', missing: null }),
    ]);
    const own = await enrollee.call('GET', '/api/verifications');
    expect((own.body as VerificationRequest[]).map((r) => [r.id, r.status])).toEqual([
      [request.id, 'compliant'],
    ]);

    // Announced exactly once, and published: a later sweep or a repeated import changes nothing.
    const again = new FormData();
    again.append('file', new File([csv], 'wages-again.csv', { type: 'text/csv' }));
    const repeated = await fetch(`${url}/api/admin/data-matches/import`, {
      method: 'POST',
      headers: { origin: url, cookie: reviewer.cookieHeader() },
      body: again,
    });
    expect(((await repeated.json()) as DataMatchImport).duplicateOf).not.toBeNull();
    const transitions = await determinations(request.id);
    expect(transitions.filter((event) => event.to === 'compliant')).toHaveLength(1);
    expect(transitions.map((event) => `${event.from}→${event.to}`)).toEqual([
      'pending→needs_information',
      'needs_information→compliant',
    ]);
    await eventually(async () => {
      const { rows } = await outbox.query<{ unpublished: number }>(
        `select count(*)::int as unpublished from verification.outbox
          where type = 'verification.determined' and published_at is null`,
      );
      return rows[0]?.unpublished === 0 ? true : undefined;
    });
  });
});
