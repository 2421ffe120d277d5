import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountableAdministrator } from '@tracker/contracts/rules/audit-accountability';
import {
  auditCallerAccess,
  auditCallerRead,
  recordAccess,
  recordAuditRecorded,
  recordReadAlone,
} from '../../src/messaging/audit-event.js';
import { openTestDatabase, recordedEvents, type TestDatabase } from '../../src/testing/environment.js';

const admin = '0b7e5a1c-3f7d-4d55-9a8e-2f9b8c1d2e3f';
const otherAdmin = '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
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

describe('the administrator accountable for an access', () => {
  const caller = (userId: string, isAdmin: boolean, actorId?: string) => ({
    userId,
    isAdmin,
    ...(actorId ? { actorId } : {}),
  });

  it('is an administrator’s own session, on anyone’s records and on their own', () => {
    expect(accountableAdministrator(caller(admin, true))).toBe(admin);
  });

  it('is the administrator behind an impersonation, whoever the session belongs to', () => {
    expect(accountableAdministrator(caller(owner, false, admin))).toBe(admin);
    expect(accountableAdministrator(caller(otherAdmin, true, admin))).toBe(admin);
  });

  it('is nobody for an enrollee', () => {
    expect(accountableAdministrator(caller(owner, false))).toBeUndefined();
  });
});

describe('auditing a caller’s access', () => {
  const deps = { producer: 'things', now: () => at };
  const ctx = { ip: null, userAgent: null };

  it('records an administrator’s change to their own records, with the names of the fields changed', async () => {
    const recorded = await db.knex.transaction((trx) =>
      auditCallerAccess(
        trx,
        deps,
        { userId: admin, isAdmin: true },
        {
          subjectId: admin,
          action: 'activity.updated',
          resourceId: record,
          changes: ['hours', 'description'],
        },
        ctx,
      ),
    );
    expect(recorded).toBe(true);
    const [event] = (await recordedEvents(db, 'audit.recorded')).slice(-1);
    expect(event?.data).toMatchObject({
      actorId: admin,
      subjectId: admin,
      action: 'activity.updated',
      changes: ['hours', 'description'],
    });
  });

  it('keeps an empty list of changes (a delete) apart from none at all (a read)', async () => {
    await db.knex.transaction((trx) =>
      auditCallerAccess(
        trx,
        deps,
        { userId: owner, isAdmin: false, actorId: admin },
        { subjectId: owner, action: 'activity.deleted', resourceId: record, changes: [] },
        ctx,
      ),
    );
    const nudgeOutbox = vi.fn();
    await auditCallerRead(
      { ...deps, db, nudgeOutbox },
      { userId: owner, isAdmin: false, actorId: admin },
      { subjectId: owner, action: 'activity.viewed', resourceId: record },
      ctx,
    );
    const [deleted, read] = (await recordedEvents(db, 'audit.recorded')).slice(-2);
    expect(deleted?.data).toMatchObject({ actorId: admin, subjectId: owner, changes: [] });
    expect(read?.data).toMatchObject({ actorId: admin, action: 'activity.viewed' });
    expect(read?.data).not.toHaveProperty('changes');
    expect(nudgeOutbox).toHaveBeenCalledTimes(1);
  });

  it('records nothing, and touches no table, for an enrollee on their own records', async () => {
    const before = (await recordedEvents(db, 'audit.recorded')).length;
    const queries: string[] = [];
    const listener = (query: { sql: string }) => queries.push(query.sql);
    db.knex.on('query', listener);
    const nudgeOutbox = vi.fn();
    try {
      await auditCallerRead(
        { ...deps, db, nudgeOutbox },
        { userId: owner, isAdmin: false },
        { subjectId: owner, action: 'activities.viewed', resourceId: null },
        ctx,
      );
    } finally {
      db.knex.removeListener('query', listener);
    }
    expect(queries).toEqual([]);
    expect(nudgeOutbox).not.toHaveBeenCalled();
    const recorded = await db.knex.transaction((trx) =>
      auditCallerAccess(
        trx,
        deps,
        { userId: owner, isAdmin: false },
        { subjectId: owner, action: 'activity.updated', resourceId: record, changes: ['hours'] },
        ctx,
      ),
    );
    expect(recorded).toBe(false);
    expect(await recordedEvents(db, 'audit.recorded')).toHaveLength(before);
  });

  it('records an administrator’s change of their own records, not their reading of them', async () => {
    const before = (await recordedEvents(db, 'audit.recorded')).length;
    const nudgeOutbox = vi.fn();
    await auditCallerRead(
      { ...deps, db, nudgeOutbox },
      { userId: admin, isAdmin: true },
      { subjectId: admin, action: 'notifications.viewed', resourceId: null },
      ctx,
    );
    expect(nudgeOutbox).not.toHaveBeenCalled();
    expect(await recordedEvents(db, 'audit.recorded')).toHaveLength(before);
    const changed = await db.knex.transaction((trx) =>
      auditCallerAccess(
        trx,
        deps,
        { userId: admin, isAdmin: true },
        { subjectId: admin, action: 'exemption.status-changed', resourceId: record, changes: ['status'] },
        ctx,
      ),
    );
    expect(changed).toBe(true);
    expect((await recordedEvents(db, 'audit.recorded')).at(-1)?.data).toMatchObject({
      actorId: admin,
      subjectId: admin,
      changes: ['status'],
    });
  });
});
