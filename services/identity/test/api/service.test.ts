import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { createBlobStore } from '@tracker/kit/runtime/create-blob-store';
import { createInProcessBus } from '@tracker/kit/messaging/bus-in-process';
import { createCache } from '@tracker/kit/runtime/create-cache';
import { parseConfig } from '@tracker/kit/runtime/config';
import { createLogger } from '@tracker/kit/runtime/logger';
import type { Infrastructure } from '@tracker/kit/runtime/infrastructure';
import { createSessionStore } from '@tracker/kit/security/sessions';
import { openTestDatabase, type TestDatabase } from '@tracker/kit/testing/environment';
import { loadSessionKeys } from '@tracker/kit/security/tokens';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityConfigSchema } from '../../src/config.js';
import { identityService } from '../../src/service.js';
import { findUserByUsername } from '../../src/store/users.js';
import { seedDemo } from '../../src/use-cases/seed-demo.js';
import { cheapHasher, registrationBody } from './harness.js';

const ADMIN = {
  ADMIN_USERNAME: 'site_admin',
  ADMIN_EMAIL: 'site-admin@example.org',
  ADMIN_PASSWORD: 'Admin-Password-Long-1',
};
const DEMO_PASSWORD = 'Demo-Password-Long-2';

let db: TestDatabase;
let infra: Infrastructure;
let dataDir: string;
const delivered: EventEnvelope[] = [];

async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'identity-service-'));
  const logger = createLogger('identity-test', { level: 'silent' });
  db = await openTestDatabase({ migrations: identityService.migrations, schemaPrefix: 'identity' });
  const cache = createCache({ logger });
  const bus = createInProcessBus({ logger });
  await bus.subscribe({
    queue: 'identity-service-test',
    routingKeys: ['identity.#'],
    handler: async (envelope) => {
      delivered.push(envelope);
    },
  });
  infra = {
    db,
    bus,
    cache,
    blobs: createBlobStore({ DATA_DIR: dataDir }),
    keys: await loadSessionKeys({ dataDir, needPrivate: true }),
    sessions: createSessionStore(cache),
    logger,
  };
});

afterAll(async () => {
  await infra.bus.close();
  await infra.cache.close();
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('identityService', () => {
  it('is described for the runtime: name, schema, migrations, signing', () => {
    expect(identityService.name).toBe('identity');
    expect(identityService.signsSessions).toBe(true);
    expect(identityService.migrations.map((m) => m.name)).toEqual([
      '001-accounts',
      '002-sealed-medicaid-ids',
      '003-audit-trail',
      '004-state-decides-and-confirmed-phones',
      '005-seasonal-worker',
      '006-medicaid-id-last4',
      '007-time-zone',
      '008-medicaid-id-index',
    ]);
  });

  it('starts with the configured administrator and the demo account, and publishes what it records', async () => {
    const config = parseConfig(identityConfigSchema, {
      ...ADMIN,
      SEED_DEMO: 'true',
      DEMO_PASSWORD,
      LOG_LEVEL: 'silent',
    });
    const service = await identityService.create(infra, config);
    await service.start();
    try {
      const admin = await request(service.app)
        .post('/api/login')
        .send({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD });
      expect(admin.status).toBe(200);
      expect(admin.body).toMatchObject({ isAdmin: true, emailVerified: true, email: ADMIN.ADMIN_EMAIL });
      const demo = await request(service.app)
        .post('/api/login')
        .send({ username: 'demo', password: DEMO_PASSWORD });
      expect(demo.status).toBe(200);
      expect(demo.body).toMatchObject({
        email: 'demo@example.org',
        isAdmin: false,
        emailVerified: true,
        city: 'Sacramento',
        state: 'CA',
        requiredMonthlyHours: 20,
      });

      await waitFor(() => delivered.filter((e) => e.type === 'identity.user-registered').length === 2);
      expect(delivered.map((e) => (e.data as { username: string }).username).sort()).toEqual(
        ['demo', ADMIN.ADMIN_USERNAME].sort(),
      );

      const body = registrationBody();
      expect((await request(service.app).post('/api/register').send(body)).status).toBe(201);
      await waitFor(() =>
        delivered.some(
          (e) => e.type === 'identity.email-requested' && (e.data as { to: string }).to === body.email,
        ),
      );
      // A row is marked after the broker confirms it, a moment after consumers may already have it.
      await waitFor(async () => (await db.knex('outbox').whereNull('published_at')).length === 0);
    } finally {
      await service.stop();
    }
  });

  it('starts again without creating anything twice', async () => {
    const config = parseConfig(identityConfigSchema, { ...ADMIN, SEED_DEMO: 'true', LOG_LEVEL: 'silent' });
    const service = await identityService.create(infra, config);
    await service.start();
    await service.stop();
    const demos = await db.knex('users').whereRaw("lower(username) = 'demo'");
    const admins = await db.knex('users').whereRaw('lower(username) = ?', [ADMIN.ADMIN_USERNAME]);
    expect(demos).toHaveLength(1);
    expect(admins).toHaveLength(1);
    // The demo password given at the first start still works.
    const again = await identityService.create(infra, config);
    expect(
      (await request(again.app).post('/api/login').send({ username: 'demo', password: DEMO_PASSWORD }))
        .status,
    ).toBe(200);
  });
});

describe('seedDemo', () => {
  it('returns a generated password only when it creates the account, whose phone is confirmed', async () => {
    const fresh = await openTestDatabase({
      migrations: identityService.migrations,
      schemaPrefix: 'identity',
    });
    const deps = {
      db: fresh,
      passwords: cheapHasher(),
      nudgeOutbox: () => {},
      requiredMonthlyHours: 20,
      now: () => new Date(),
    };
    try {
      const first = await seedDemo(deps);
      expect(first.created).toBe(true);
      if (!first.created) return;
      expect(first.password.length).toBeGreaterThanOrEqual(20);
      expect(await seedDemo(deps)).toEqual({ created: false });
      const demo = await findUserByUsername(fresh.knex, 'demo');
      expect(await cheapHasher().verify(demo!.passwordHash, first.password)).toBe(true);
      expect(demo!.user.cellNumberVerifiedAt).not.toBeNull();
    } finally {
      await fresh.drop();
    }
  });
});
