import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordAccess, recordAuditRecorded, recordReadAlone } from '../src/audit-event.js';
import { openTestDatabase, recordedEvents, type TestDatabase } from '../src/testing.js';

const admin = '0b7e5a1c-3f7d-4d55-9a8e-2f9b8c1d2e3f';
const owner = '5c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f';
const record = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const at = new Date('2026-03-01T12:00:00.000Z');

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase({ schemaPrefix: 'kit_audit' });
});
afterAll(async () => {
  await db.drop();
});

describe('audit events', () => {
  it('carry the access, cut an oversized client address and user agent, and name the producer', async () => {
    await db.knex.transaction((trx) =>
      recordAuditRecorded(
        trx,
        'things',
        {
          actorId: admin,
          subjectId: owner,
          action: 'activities.viewed',
          resourceId: record,
          ip: '1'.repeat(100),
          userAgent: 'u'.repeat(900),
          occurredAt: at,
        },
        'corr-1',
      ),
    );
    const [event] = (await recordedEvents(db, 'audit.recorded')).slice(-1);
    expect(event).toMatchObject({
      producer: 'things',
      subjectId: owner,
      correlationId: 'corr-1',
      data: {
        actorId: admin,
        subjectId: owner,
        action: 'activities.viewed',
        resourceId: record,
        ip: '1'.repeat(64),
        userAgent: 'u'.repeat(500),
        occurredAt: at.toISOString(),
      },
    });
  });

  it('concern the reader when a read spans many people', async () => {
    await db.knex.transaction((trx) =>
      recordAccess(
        trx,
        { producer: 'things', now: () => at },
        { actorId: admin, subjectId: null, action: 'exemptions.viewed', resourceId: null },
        { ip: '10.0.0.1', userAgent: null },
      ),
    );
    const [event] = (await recordedEvents(db, 'audit.recorded')).slice(-1);
    expect(event).toMatchObject({
      subjectId: admin,
      data: { subjectId: null, ip: '10.0.0.1', userAgent: null, occurredAt: at.toISOString() },
    });
  });

  it('of a read are committed on their own and wake the relay', async () => {
    const before = (await recordedEvents(db, 'audit.recorded')).length;
    const nudgeOutbox = vi.fn();
    await recordReadAlone(
      { producer: 'things', now: () => at, db, nudgeOutbox },
      { actorId: admin, subjectId: owner, action: 'activities.viewed', resourceId: null },
      { ip: null, userAgent: 'browser', correlationId: 'corr-2' },
    );
    const events = await recordedEvents(db, 'audit.recorded');
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({ correlationId: 'corr-2', data: { userAgent: 'browser' } });
    expect(nudgeOutbox).toHaveBeenCalledTimes(1);
  });
});
