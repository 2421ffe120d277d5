import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AuditRecordedV1, auditRecordedV1 } from '@tracker/contracts/events/audit-recorded-v1';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { createBlobStore } from '@tracker/kit/blob';
import { createInProcessBus, type InProcessBus } from '@tracker/kit/bus-in-process';
import { createCache } from '@tracker/kit/cache';
import { parseConfig } from '@tracker/kit/config';
import { createLogger } from '@tracker/kit/logger';
import type { Infrastructure, RunningService } from '@tracker/kit/runtime';
import { createSessionStore } from '@tracker/kit/sessions';
import { openTestDatabase, type TestDatabase } from '@tracker/kit/testing';
import { loadSessionKeys } from '@tracker/kit/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityConfigSchema } from '../../src/config.js';
import { identityService } from '../../src/service.js';

let db: TestDatabase;
let bus: InProcessBus;
let infra: Infrastructure;
let dataDir: string;
let service: RunningService;

async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function auditEvent(data: AuditRecordedV1, id = randomUUID()): EventEnvelope<AuditRecordedV1> {
  return {
    id,
    type: auditRecordedV1.type,
    version: auditRecordedV1.version,
    occurredAt: data.occurredAt,
    producer: 'exemption',
    subjectId: data.subjectId ?? data.actorId,
    correlationId: randomUUID(),
    data,
  };
}

/** Publishes and waits until the service recorded the event as processed (or dead-lettered it). */
async function deliver(event: EventEnvelope): Promise<void> {
  const dead = bus.deadLetters(db.schema).length;
  await bus.publish(event);
  await waitFor(
    async () =>
      bus.deadLetters(db.schema).length > dead ||
      (await db.knex('inbox').where('event_id', event.id).first()) !== undefined,
  );
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'identity-audit-events-'));
  const logger = createLogger('identity-test', { level: 'silent' });
  db = await openTestDatabase({ migrations: identityService.migrations, schemaPrefix: 'identity' });
  bus = createInProcessBus({ logger, deliveryLimit: 2, retryDelayMs: () => 10 });
  const cache = createCache({ logger });
  infra = {
    db,
    bus,
    cache,
    blobs: createBlobStore({ DATA_DIR: dataDir }),
    keys: await loadSessionKeys({ dataDir, needPrivate: true }),
    sessions: createSessionStore(cache),
    logger,
  };
  service = await identityService.create(infra, parseConfig(identityConfigSchema, { LOG_LEVEL: 'silent' }));
  await service.start();
});

afterAll(async () => {
  await service.stop();
  await bus.close();
  await infra.cache.close();
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('audit.recorded', () => {
  it('lands in the audit trail once, dated when it happened, however often it is delivered', async () => {
    const actorId = randomUUID();
    const subjectId = randomUUID();
    const resourceId = randomUUID();
    const event = auditEvent({
      actorId,
      subjectId,
      action: 'exemption-notes.viewed',
      resourceId,
      ip: '198.51.100.4',
      userAgent: 'Reviewer Browser/3.1',
      occurredAt: '2026-02-03T04:05:06.789Z',
    });
    await deliver(event);
    await deliver(event);
    const rows = await db.knex('audit_log').where('actor_id', actorId);
    expect(rows).toEqual([
      expect.objectContaining({
        id: event.id,
        actor_id: actorId,
        subject_id: subjectId,
        action: 'exemption-notes.viewed',
        resource_id: resourceId,
        ip: '198.51.100.4',
        user_agent: 'Reviewer Browser/3.1',
        detail: { producer: 'exemption' },
      }),
    ]);
    expect(new Date(rows[0].created_at).toISOString()).toBe('2026-02-03T04:05:06.789Z');
    expect(await db.knex('inbox').where('event_id', event.id)).toHaveLength(1);
    expect(bus.deadLetters(db.schema)).toEqual([]);
  });

  it('keeps a read of many people’s records, which has no subject', async () => {
    const actorId = randomUUID();
    await deliver(
      auditEvent({
        actorId,
        subjectId: null,
        action: 'exemptions.viewed',
        resourceId: null,
        ip: null,
        userAgent: null,
        occurredAt: new Date().toISOString(),
      }),
    );
    expect(await db.knex('audit_log').where('actor_id', actorId)).toEqual([
      expect.objectContaining({ subject_id: null, action: 'exemptions.viewed' }),
    ]);
  });

  it('dead-letters an event whose data is not an audit record, and keeps nothing of it', async () => {
    const actorId = randomUUID();
    const event = auditEvent({
      actorId,
      subjectId: null,
      action: 'Not An Action' as string,
      resourceId: null,
      ip: null,
      userAgent: null,
      occurredAt: new Date().toISOString(),
    });
    const dead = bus.deadLetters(db.schema).length;
    await deliver(event);
    expect(bus.deadLetters(db.schema).length).toBe(dead + 1);
    expect(await db.knex('audit_log').where('actor_id', actorId)).toEqual([]);
  });
});
