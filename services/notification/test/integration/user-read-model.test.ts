import { randomUUID } from 'node:crypto';
import { activityDeletedV1 } from '@tracker/contracts/events/activity-deleted-v1';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { activityUpdatedV1 } from '@tracker/contracts/events/activity-updated-v1';
import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import type { IdentityUserData } from '@tracker/contracts/events/identity-user-data';
import { identityUserDeletedV1 } from '@tracker/contracts/events/identity-user-deleted-v1';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { identityUserUpdatedV1 } from '@tracker/contracts/events/identity-user-updated-v1';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReminders } from '../../src/use-cases/run-reminders.js';
import { type ApiHarness, createApiHarness, textForm, twimlMessages } from '../support/api-harness.js';

let h: ApiHarness;

beforeAll(async () => {
  h = await createApiHarness();
  h.setNow('2026-03-24T16:00:00Z');
});

afterAll(async () => {
  await h.close();
});

function account(overrides: Partial<IdentityUserData> = {}): IdentityUserData {
  const userId = randomUUID();
  return {
    userId,
    username: `user_${userId.slice(0, 6)}`,
    email: `${userId.slice(0, 6)}@example.org`,
    firstName: 'Dana',
    lastName: 'Demo',
    cellNumber: '916-555-0199',
    cellNumberE164: '+19165550199',
    cellNumberVerified: true,
    birthdate: '1990-04-12',
    preferredLanguage: 'en',
    requiredMonthlyHours: 20,
    seasonalWorker: false,
    isAdmin: false,
    emailVerified: true,
    state: 'CA',
    ...overrides,
  };
}

async function statusReply(phone: string): Promise<string | undefined> {
  const response = await h.inbound(textForm(phone, 'STATUS')).expect(200);
  return twimlMessages(response.text)[0];
}

describe('the people this service knows', () => {
  it('come from identity’s events, found by their number in E.164', async () => {
    const data = account({ cellNumber: '916-555-0101', cellNumberE164: '+19165550101' });
    await h.deliver(identityUserRegisteredV1, data);
    expect(await statusReply('(916) 555-0101')).toBe(
      "March isn't met yet: you have 0 of 20 hours. Log 20 more hours of job search, work, training or volunteering by April 15.",
    );
  });

  it('keep the newest state whatever order the events come in', async () => {
    const data = account({ cellNumber: '916-555-0102', cellNumberE164: '+19165550102' });
    await h.deliver(
      identityUserUpdatedV1,
      { ...data, requiredMonthlyHours: 80 },
      { occurredAt: '2026-03-02T00:00:00Z' },
    );
    await h.deliver(identityUserRegisteredV1, data, { occurredAt: '2026-03-01T00:00:00Z' });
    expect(await statusReply('+19165550102')).toBe(
      "March isn't met yet: you have 0 of 80 hours. Log 80 more hours of job search, work, training or volunteering by April 15.",
    );
  });

  it('count a month’s hours through edits and deletions', async () => {
    const data = account({ cellNumber: '916-555-0103', cellNumberE164: '+19165550103' });
    await h.deliver(identityUserRegisteredV1, data);
    const activityId = randomUUID();
    await h.deliver(activityLoggedV1, {
      activityId,
      userId: data.userId,
      type: 'employment',
      hours: 5,
      date: '2026-03-03',
      description: 'Shift',
      source: 'web',
      createdAt: '2026-03-03T10:00:00Z',
    });
    await h.deliver(activityUpdatedV1, {
      activityId,
      userId: data.userId,
      type: 'training',
      hours: 7.5,
      date: '2026-03-04',
      description: 'Course',
      updatedAt: '2026-03-05T10:00:00Z',
      previous: { type: 'employment', hours: 5, date: '2026-03-03' },
    });
    expect(await statusReply('+19165550103')).toMatch(/^March isn't met yet: you have 7\.5 of 20 hours\./);
    await h.deliver(activityDeletedV1, {
      activityId,
      userId: data.userId,
      hours: 7.5,
      date: '2026-03-04',
      type: 'training',
    });
    // A late copy of the logged event cannot bring it back.
    await h.deliver(activityLoggedV1, {
      activityId,
      userId: data.userId,
      type: 'employment',
      hours: 5,
      date: '2026-03-03',
      description: 'Shift',
      source: 'web',
      createdAt: '2026-03-03T10:00:00Z',
    });
    expect(await statusReply('+19165550103')).toMatch(/^March isn't met yet: you have 0 of 20 hours\./);
  });
});

describe('a deleted account', () => {
  it('loses its notifications, texts, opt-out, reminders and the link from its feedback', async () => {
    const data = account({ cellNumber: '916-555-0104', cellNumberE164: '+19165550104' });
    await h.deliver(identityUserRegisteredV1, data);
    const cookie = await h.signIn(data.userId);
    await h.inbound(textForm('+19165550104', 'WORK 2 Shift')).expect(200);
    await h.inbound(textForm('+19165550104', 'STOP')).expect(200);
    await h.deliver(exemptionStatusChangedV1, {
      exemptionId: randomUUID(),
      userId: data.userId,
      from: 'under_review',
      to: 'approved',
      exemptionTypeName: 'Caregiver',
      effectiveDate: '2026-01-01',
      expirationDate: '2026-04-30',
      isPermanent: false,
      durationApprovedMonths: 4,
      denialReason: null,
      waitingMessage: null,
      resetMessage: null,
      changedBy: randomUUID(),
    });
    await runReminders(h.deps);
    await request(h.app)
      .post('/api/feedback')
      .set('Cookie', cookie)
      .send({ category: 'other', message: 'Keep this.', mayContact: true })
      .expect(201);
    const counts = async () =>
      Promise.all(
        [
          'notifications',
          'text_messages',
          'sms_subscribers',
          'reminders_sent',
          'exemptions',
          'email_log',
          'users',
        ].map(
          async (table) =>
            [
              table,
              (
                await h.db
                  .knex(table)
                  .where(table === 'users' ? { id: data.userId } : { user_id: data.userId })
              ).length,
            ] as const,
        ),
      );
    expect((await counts()).every(([, count]) => count > 0)).toBe(true);

    await h.deliver(identityUserDeletedV1, { userId: data.userId });
    expect(await counts()).toEqual(
      [
        'notifications',
        'text_messages',
        'sms_subscribers',
        'reminders_sent',
        'exemptions',
        'email_log',
        'users',
      ].map((table) => [table, 0]),
    );
    expect(await h.db.knex('feedback').where({ message: 'Keep this.' })).toEqual([
      expect.objectContaining({ user_id: null, may_contact: false }),
    ]);

    // A late event about the account does not bring it back.
    await h.deliver(identityUserUpdatedV1, data);
    expect(await h.db.knex('users').where({ id: data.userId })).toEqual([]);
    expect(await statusReply('+19165550104')).toContain('not linked to an account');
  });
});
