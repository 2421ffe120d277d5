import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBlobStore } from '@tracker/kit/runtime/create-blob-store';
import { createInProcessBus } from '@tracker/kit/messaging/bus-in-process';
import { createCache } from '@tracker/kit/runtime/create-cache';
import { parseConfig } from '@tracker/kit/runtime/config';
import type { Infrastructure, RunningService } from '@tracker/kit/runtime/infrastructure';
import { createSessionStore } from '@tracker/kit/security/sessions';
import { openTestDatabase, type TestDatabase } from '@tracker/kit/testing/environment';
import { sessionCookie } from '@tracker/kit/testing/service';
import { loadSessionKeys, SESSION_COOKIE, signSessionToken } from '@tracker/kit/security/tokens';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportingService } from '../../src/service.js';
import { activityLogged, userData, userRegistered } from '../support/events.js';
import { logger } from '../support/harness.js';

let db: TestDatabase;
let infra: Infrastructure;
let service: RunningService;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reporting-service-'));
  db = await openTestDatabase({ migrations: reportingService.migrations, schemaPrefix: 'reporting' });
  const cache = createCache({ logger });
  infra = {
    db,
    bus: createInProcessBus({ logger }),
    cache,
    blobs: createBlobStore({ DATA_DIR: dataDir }),
    keys: await loadSessionKeys({ dataDir, needPrivate: true }),
    sessions: createSessionStore(cache),
    logger,
  };
  const config = parseConfig(reportingService.configSchema, {
    QUALIFYING_TYPES: 'employment,training,volunteer',
  });
  service = await reportingService.create(infra, config);
  await service.start();
});

afterAll(async () => {
  await service?.stop();
  await infra?.bus.close();
  await infra?.cache.close();
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('reportingService', () => {
  it('is described for the runtime', () => {
    expect(reportingService.name).toBe('reporting');
    expect(reportingService.signsSessions).toBeUndefined();
    expect(reportingService.migrations.map((migration) => migration.name)).toEqual([
      '001-read-model',
      '002-pay-by-month',
      '003-exemption-type-code',
      '004-seasonal-worker',
      '005-medicaid-id-last4',
      '006-record-files',
      '007-state-records',
      '008-watched-months',
    ]);
  });

  it('consumes events once started and answers with its configuration', async () => {
    const data = userData({ requiredMonthlyHours: 10 });
    const today = new Date().toISOString().slice(0, 10);
    await infra.bus.publish(userRegistered(data));
    await infra.bus.publish(activityLogged(data.userId, { type: 'employment', hours: 6, date: today }));
    await infra.bus.publish(activityLogged(data.userId, { type: 'job_search', hours: 6, date: today }));

    const session = await infra.sessions.create({ userId: data.userId, isAdmin: false });
    const token = await signSessionToken(infra.keys, { sub: data.userId, sid: session.id, adm: false });
    const stats = () =>
      request(service.app)
        .get('/api/dashboard/stats?timezone=UTC')
        .set('Cookie', `${SESSION_COOKIE}=${token}`);

    const res = await until(
      stats,
      (answer) => answer.body.requiredHours === 10 && answer.body.currentHours > 0,
    );
    // Job search does not qualify under this configuration.
    expect(res.body).toMatchObject({ requiredHours: 10, currentHours: 6 });
    // Both activities arrive; the stats above settle with the first (job search does not count).
    const months = await until(
      () =>
        request(service.app).get('/api/reports/available-months').set('Cookie', `${SESSION_COOKIE}=${token}`),
      (answer) => answer.body[0]?.count === 2,
    );
    expect(months.body).toEqual([
      expect.objectContaining({
        year: Number(today.slice(0, 4)),
        month: Number(today.slice(5, 7)),
        count: 2,
      }),
    ]);
  });

  it('publishes the audit of a read made while impersonating through its own outbox relay', async () => {
    const data = userData();
    const adminId = randomUUID();
    const cookie = await sessionCookie(infra, { userId: data.userId, isAdmin: false, actorId: adminId });
    const res = await request(service.app).get('/api/dashboard/stats').set('Cookie', cookie);
    expect(res.status).toBe(200);
    const published = await until(
      () =>
        db
          .knex('outbox')
          .where('type', 'audit.recorded')
          .whereRaw("payload->'data'->>'actorId' = ?", [adminId])
          .select('published_at'),
      (rows) => rows.length === 1 && rows[0]?.published_at !== null,
    );
    expect(published).toEqual([{ published_at: expect.any(Date) }]);
  });
});
