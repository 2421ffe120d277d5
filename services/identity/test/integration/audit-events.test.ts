import { randomUUID } from 'node:crypto';
import { type AuditRecordedV1, auditRecordedV1 } from '@tracker/contracts/events/audit-recorded-v1';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import type { InProcessBus } from '@tracker/kit/messaging/bus-in-process';
import { parseConfig } from '@tracker/kit/runtime/config';
import type { TestDatabase } from '@tracker/kit/testing/environment';
import { type ServiceUnderTest, startServiceUnderTest } from '@tracker/kit/testing/service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityConfigSchema } from '../../src/config.js';
import { identityService } from '../../src/service.js';

let sut: ServiceUnderTest;
let db: TestDatabase;
let bus: InProcessBus;

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
function deliver(event: EventEnvelope): Promise<void> {
  return sut.deliver(event);
}

beforeAll(async () => {
  sut = await startServiceUnderTest({
    definition: identityService,
    config: () => parseConfig(identityConfigSchema, { LOG_LEVEL: 'silent' }),
  });
  ({ db, bus } = sut);
});

afterAll(async () => {
  await sut.stop();
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

  it('keeps the reason state staff gave for a late entry beside the fields it changed', async () => {
    const actorId = randomUUID();
    await deliver(
      auditEvent({
        actorId,
        subjectId: randomUUID(),
        action: 'activity.logged',
        resourceId: randomUUID(),
        changes: ['date', 'hours'],
        reason: 'Paper timesheet mailed before the deadline',
        ip: null,
        userAgent: null,
        occurredAt: new Date().toISOString(),
      }),
    );
    const [row] = await db.knex('audit_log').where('actor_id', actorId);
    expect(row.detail).toEqual({
      producer: 'exemption',
      changes: ['date', 'hours'],
      reason: 'Paper timesheet mailed before the deadline',
    });
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
