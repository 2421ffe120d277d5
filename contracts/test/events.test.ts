import { randomUUID } from 'node:crypto';
import { activityDeletedV1 } from '@tracker/contracts/events/activity-deleted-v1';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { activityUpdatedV1 } from '@tracker/contracts/events/activity-updated-v1';
import { auditRecordedV1 } from '@tracker/contracts/events/audit-recorded-v1';
import { eventCatalogue, findEventDefinition } from '@tracker/contracts/events/catalogue';
import { eventEnvelope, routingKey } from '@tracker/contracts/events/envelope';
import { exemptionNoteSharedV1 } from '@tracker/contracts/events/exemption-note-shared-v1';
import { exemptionRequestedV1 } from '@tracker/contracts/events/exemption-requested-v1';
import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import { notificationMonthMetV1 } from '@tracker/contracts/events/notification-month-met-v1';
import { notificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import { describe, expect, it } from 'vitest';
import { errors, valid } from './support/parse.js';

const userId = randomUUID();

const samples = [
  [
    activityLoggedV1,
    {
      activityId: randomUUID(),
      userId,
      type: 'employment',
      hours: 8,
      date: '2026-03-02',
      description: 'Shift at the warehouse',
      source: 'web',
      createdAt: '2026-03-02T17:00:00.000Z',
    },
  ],
  [
    activityUpdatedV1,
    {
      activityId: randomUUID(),
      userId,
      type: 'training',
      hours: 3,
      date: '2026-03-03',
      description: 'Course',
      updatedAt: '2026-03-04T09:00:00.000Z',
      previous: { type: 'job_search', hours: 2.5, date: '2026-02-28' },
    },
  ],
  [
    activityDeletedV1,
    { activityId: randomUUID(), userId, hours: 1.5, date: '2026-03-01', type: 'volunteer' },
  ],
  [
    exemptionRequestedV1,
    {
      exemptionId: randomUUID(),
      userId,
      exemptionTypeId: randomUUID(),
      exemptionTypeName: 'Caregiver',
      isRenewal: false,
      requestPermanent: false,
      durationRequestedMonths: 6,
      requestedAt: '2026-03-05T12:00:00.000Z',
    },
  ],
  [
    exemptionStatusChangedV1,
    {
      exemptionId: randomUUID(),
      userId,
      from: 'under_review',
      to: 'approved',
      exemptionTypeName: 'Caregiver',
      effectiveDate: '2026-04-01',
      expirationDate: '2026-10-01',
      isPermanent: false,
      durationApprovedMonths: 6,
      denialReason: null,
      waitingMessage: null,
      resetMessage: null,
      changedBy: randomUUID(),
    },
  ],
  [
    exemptionNoteSharedV1,
    {
      exemptionId: randomUUID(),
      noteId: randomUUID(),
      userId,
      noteText: 'Please add a pay stub',
      authorUsername: 'reviewer',
    },
  ],
  [
    notificationSmsActivityReceivedV1,
    {
      messageSid: 'SM0123',
      userId,
      type: 'job_search',
      hours: 2,
      description: 'Applied online',
      date: '2026-03-06',
      fromNumber: '+15550001111',
    },
  ],
  [
    auditRecordedV1,
    {
      actorId: randomUUID(),
      subjectId: userId,
      action: 'exemption-attachment.downloaded',
      resourceId: randomUUID(),
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      occurredAt: '2026-03-07T10:00:00.000Z',
    },
  ],
  [notificationMonthMetV1, { userId, month: '2026-03', channel: 'sms' }],
] as const;

describe('event data', () => {
  it.each(samples.map(([def, data]) => [def.type, def, data] as const))(
    '%s accepts its sample',
    (_, def, data) => {
      expect(valid(def.data, data)).toEqual(data);
    },
  );

  it('refuses hours outside the activity bounds', () => {
    const [, logged] = samples[0];
    expect(Object.keys(errors(activityLoggedV1.data, { ...logged, hours: 0.25 }))).toEqual(['hours']);
    expect(Object.keys(errors(activityLoggedV1.data, { ...logged, hours: 500.5 }))).toEqual(['hours']);
  });

  it('names a met month as YYYY-MM and its channel as web or sms', () => {
    const met = { userId, month: '2026-03', channel: 'web' };
    expect(Object.keys(errors(notificationMonthMetV1.data, { ...met, month: '2026-3' }))).toEqual(['month']);
    expect(Object.keys(errors(notificationMonthMetV1.data, { ...met, channel: 'admin' }))).toEqual([
      'channel',
    ]);
  });

  it('limits a texted activity to one day of hours', () => {
    const [, texted] = samples[6];
    expect(Object.keys(errors(notificationSmsActivityReceivedV1.data, { ...texted, hours: 24.5 }))).toEqual([
      'hours',
    ]);
  });

  it('takes an audit action only in the dotted form, and no subject for a read of many people', () => {
    const [, audited] = samples[7];
    valid(auditRecordedV1.data, { ...audited, subjectId: null, resourceId: null, ip: null, userAgent: null });
    for (const action of ['Activities.Viewed', 'activities', 'activities.viewed.twice', 'a..b', '']) {
      expect(Object.keys(errors(auditRecordedV1.data, { ...audited, action }))).toEqual(['action']);
    }
    expect(Object.keys(errors(auditRecordedV1.data, { ...audited, userAgent: 'x'.repeat(501) }))).toEqual([
      'userAgent',
    ]);
  });

  it("carries an exemption type's code, and still reads a status change recorded before it did", () => {
    const [, changed] = samples[4];
    expect(valid(exemptionStatusChangedV1.data, { ...changed, exemptionTypeCode: 'STUDENT' })).toMatchObject({
      exemptionTypeCode: 'STUDENT',
    });
    expect(valid(exemptionStatusChangedV1.data, changed)).not.toHaveProperty('exemptionTypeCode');
    expect(Object.keys(errors(exemptionStatusChangedV1.data, { ...changed, exemptionTypeCode: 7 }))).toEqual([
      'exemptionTypeCode',
    ]);
  });

  it('needs the previous values of an edit', () => {
    const [, updated] = samples[1];
    const { previous: _previous, ...withoutPrevious } = updated;
    expect(Object.keys(errors(activityUpdatedV1.data, withoutPrevious))).toEqual(['previous']);
  });
});

describe('envelope', () => {
  const envelope = {
    id: randomUUID(),
    type: 'activity.logged',
    version: 1,
    occurredAt: '2026-03-02T17:00:00.000Z',
    producer: 'activity',
    subjectId: userId,
    correlationId: randomUUID(),
    data: samples[0][1],
  };

  it('accepts a well-formed event', () => {
    expect(valid(eventEnvelope, envelope)).toEqual(envelope);
  });

  it.each([
    ['id', 'not-a-uuid'],
    ['type', 'ActivityLogged'],
    ['type', 'activity.logged.v1'],
    ['version', 0],
    ['version', 1.5],
    ['occurredAt', '2 March 2026'],
    ['producer', ''],
    ['subjectId', ''],
    ['correlationId', ''],
  ])('refuses %s = %j', (field, value) => {
    expect(Object.keys(errors(eventEnvelope, { ...envelope, [field]: value }))).toEqual([field]);
  });
});

describe('catalogue', () => {
  it('routes each event by type and version', () => {
    expect(routingKey(activityLoggedV1)).toBe('activity.logged.v1');
    expect(routingKey(exemptionStatusChangedV1)).toBe('exemption.status-changed.v1');
    expect(routingKey(notificationSmsActivityReceivedV1)).toBe('notification.sms-activity-received.v1');
  });

  it('holds every event once, with types the envelope accepts', () => {
    const keys = eventCatalogue.map(routingKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const def of eventCatalogue) {
      valid(eventEnvelope.shape.type, def.type);
      expect(Number.isInteger(def.version) && def.version > 0).toBe(true);
    }
    for (const [def] of samples) expect(eventCatalogue).toContain(def);
    expect(keys).toEqual(
      expect.arrayContaining([
        'identity.user-registered.v1',
        'identity.user-verified.v1',
        'identity.user-updated.v1',
        'identity.user-deleted.v1',
        'identity.email-requested.v1',
      ]),
    );
  });

  it('finds a definition by type and version', () => {
    expect(findEventDefinition('exemption.note-shared', 1)).toBe(exemptionNoteSharedV1);
    expect(findEventDefinition('exemption.note-shared', 2)).toBeUndefined();
    expect(findEventDefinition('activity.vanished', 1)).toBeUndefined();
  });
});
