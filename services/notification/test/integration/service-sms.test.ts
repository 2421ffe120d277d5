import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { notificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import request from 'supertest';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.js';
import { appUrl, type Harness, startNotificationService } from '../support/harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startNotificationService();
});

afterAll(async () => {
  await harness.close();
});

function envelope<T>(
  type: string,
  version: number,
  data: T,
  extra: Partial<EventEnvelope> = {},
): EventEnvelope {
  const id = randomUUID();
  return {
    id,
    type,
    version,
    occurredAt: new Date().toISOString(),
    producer: type.split('.')[0] ?? 'test',
    subjectId: randomUUID(),
    correlationId: id,
    ...extra,
    data,
  };
}

describe('texting the service as started in embedded mode (no Twilio account)', () => {
  it('announces the test number, signs with a token kept under DATA_DIR, and confirms by file', async () => {
    const { app } = harness.service;
    expect((await request(app).get('/api/sms/number').expect(200)).body).toEqual({
      phoneNumber: '+15005550006',
    });
    const token = (await readFile(path.join(harness.dataDir, 'keys', 'sms-dev-auth-token'), 'utf8')).trim();

    const userId = randomUUID();
    await harness.publish(
      envelope(identityUserRegisteredV1.type, 1, {
        userId,
        username: 'dana',
        email: 'dana@example.org',
        firstName: 'Dana',
        lastName: 'Demo',
        cellNumber: '916-555-0142',
        cellNumberE164: '+19165550142',
        cellNumberVerified: true,
        birthdate: '1990-04-12',
        preferredLanguage: 'en',
        requiredMonthlyHours: 20,
        isAdmin: false,
        emailVerified: true,
        state: 'CA',
      }),
    );
    await eventually(
      async () => (await harness.db.knex('users').where({ id: userId })).length,
      (count) => count === 1,
    );

    const form = {
      From: '+19165550142',
      To: '+15005550006',
      Body: 'WORK 2 Stocked shelves',
      MessageSid: `SM${randomUUID().replace(/-/g, '')}`,
      NumMedia: '0',
    };
    const url = `${appUrl}/api/sms/inbound`;
    await request(app)
      .post('/api/sms/inbound')
      .type('form')
      .set('X-Twilio-Signature', twilio.getExpectedTwilioSignature('wrong-token-0123456789', url, form))
      .send(form)
      .expect(403);
    const answer = await request(app)
      .post('/api/sms/inbound')
      .type('form')
      .set('X-Twilio-Signature', twilio.getExpectedTwilioSignature(token, url, form))
      .send(form)
      .expect(200);
    expect(answer.text).toContain('Got it: 2 hours of Employment.');

    // The relay publishes the event for the activity service.
    const [outbox] = await eventually(
      () => harness.db.knex('outbox').where({ type: notificationSmsActivityReceivedV1.type }),
      (rows) => rows.length === 1 && rows[0].published_at !== null,
    );
    const received = outbox.payload as EventEnvelope<{ date: string }>;

    await harness.publish(
      envelope(
        activityLoggedV1.type,
        1,
        {
          activityId: randomUUID(),
          userId,
          type: 'employment',
          hours: 2,
          date: received.data.date,
          description: 'Stocked shelves',
          source: 'sms',
          createdAt: new Date().toISOString(),
        },
        { correlationId: received.correlationId },
      ),
    );
    const smsDir = path.join(harness.dataDir, 'sms');
    const [file] = await eventually(
      () => readdir(smsDir).catch(() => [] as string[]),
      (names) => names.some((name) => name.endsWith('.txt')),
    );
    const text = await readFile(path.join(smsDir, file!), 'utf8');
    expect(text).toContain('To: +19165550142');
    expect(text).toMatch(/logged 2 hours of Employment on .+\. \w+: 2 of 20 hours count\./);
  });
});
