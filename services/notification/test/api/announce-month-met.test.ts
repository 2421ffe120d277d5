import { randomUUID } from 'node:crypto';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { activityUpdatedV1 } from '@tracker/contracts/events/activity-updated-v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, createApiHarness, type TestUser } from '../support/api-harness.js';

// Under the seed profile: 20 hours a month, reported by the 15th of the next.

let h: ApiHarness;
let phoneCounter = 0;

beforeAll(async () => {
  h = await createApiHarness();
  h.setNow('2026-03-20T16:00:00Z');
});

afterAll(async () => {
  await h.close();
});

async function person(overrides: Partial<TestUser> = {}): Promise<TestUser> {
  phoneCounter++;
  return h.enrollee({ phone: `+1916555${String(6000 + phoneCounter)}`, ...overrides });
}

function activity(user: TestUser, hours: number, date = '2026-03-12', source: 'web' | 'sms' = 'web') {
  return {
    activityId: randomUUID(),
    userId: user.id,
    type: 'employment' as const,
    hours,
    date,
    description: 'Shift',
    source,
    createdAt: `${date}T12:00:00Z`,
  };
}

async function told(user: TestUser) {
  await h.flushTexts();
  const notices = await h.db.knex('notifications').where({ user_id: user.id }).orderBy('created_at');
  const texts = await h.db
    .knex('text_messages')
    .where({ user_id: user.id, direction: 'outbound' })
    .orderBy('created_at');
  const emails = await h.db.knex('email_log').where({ user_id: user.id });
  return {
    topics: notices.map((row) => (row.notice as { topic: string }).topic),
    texts: texts.map((row) => row.message_body as string),
    emails: emails.map((row) => row.kind as string),
  };
}

describe('the month met', () => {
  it('is told once, in the app, by e-mail and by text, when hours logged on the web meet it', async () => {
    const user = await person();
    await h.deliver(activityLoggedV1, activity(user, 12));
    expect((await told(user)).topics).toEqual([]);

    await h.deliver(activityLoggedV1, activity(user, 8));
    await h.deliver(activityLoggedV1, activity(user, 3));
    expect(await told(user)).toEqual({
      topics: ['month-met'],
      texts: [
        "Work Requirement Tracker: you're done for March, met by hours. Nothing more is needed for that month. Reply STOP to opt out.",
      ],
      emails: ['month-met'],
    });
  });

  it('is told in Spanish to a person who reads Spanish', async () => {
    const user = await person({ preferredLanguage: 'es' });
    await h.deliver(activityLoggedV1, activity(user, 20));
    expect((await told(user)).texts).toEqual([
      'Work Requirement Tracker: requisito de marzo cumplido por horas. No le queda nada por hacer para ese mes. Para no recibir mensajes, responda STOP.',
    ]);
  });

  it('is told when an edit brings the hours up to what is required', async () => {
    const user = await person();
    const logged = activity(user, 10);
    await h.deliver(activityLoggedV1, logged);
    await h.deliver(activityUpdatedV1, {
      activityId: logged.activityId,
      userId: user.id,
      type: 'employment',
      hours: 20,
      date: logged.date,
      description: 'Shift',
      updatedAt: '2026-03-19T12:00:00Z',
      previous: { type: 'employment', hours: 10, date: logged.date },
    });
    expect((await told(user)).topics).toEqual(['month-met']);
  });

  it('is not told again after a texted activity whose confirmation already said it', async () => {
    const user = await person();
    await h.deliver(activityLoggedV1, activity(user, 20, '2026-03-20', 'sms'));
    await h.deliver(activityLoggedV1, activity(user, 2));
    const { topics, texts } = await told(user);
    expect(topics).toEqual(['sms-activity']);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('March is met by hours');
  });

  it('is not told for a month whose reporting has closed', async () => {
    const user = await person();
    // January's hours were due February 15.
    await h.deliver(activityLoggedV1, activity(user, 20, '2026-01-12'));
    expect((await told(user)).topics).toEqual([]);
  });

  it('is told for last month while its hours may still be reported', async () => {
    const user = await person();
    h.setNow('2026-04-10T16:00:00Z');
    try {
      await h.deliver(activityLoggedV1, activity(user, 20, '2026-03-30'));
    } finally {
      h.setNow('2026-03-20T16:00:00Z');
    }
    expect((await told(user)).topics).toEqual(['month-met']);
  });
});

/** The `notification.month-met` events published for the person, oldest first. */
async function announced(user: TestUser) {
  return (await h.events('notification.month-met')).filter((event) => event.data.userId === user.id);
}

describe('notification.month-met', () => {
  it('is published once, with channel web, when hours logged on the web meet the month', async () => {
    const user = await person();
    await h.deliver(activityLoggedV1, activity(user, 12));
    expect(await announced(user)).toEqual([]);

    const meeting = await h.deliver(activityLoggedV1, activity(user, 8));
    // A second activity in the same month publishes nothing more.
    await h.deliver(activityLoggedV1, activity(user, 3));
    const events = await announced(user);
    expect(events.map((event) => event.data)).toEqual([
      { userId: user.id, month: '2026-03', channel: 'web' },
    ]);
    expect(events[0]?.subjectId).toBe(user.id);
    expect(events[0]?.correlationId).toBe(meeting.id);
  });

  it('is published with channel sms when a texted activity meets the month', async () => {
    const user = await person();
    await h.deliver(activityLoggedV1, activity(user, 20, '2026-03-20', 'sms'));
    await h.deliver(activityLoggedV1, activity(user, 2, '2026-03-20', 'sms'));
    await h.deliver(activityLoggedV1, activity(user, 2));
    expect((await announced(user)).map((event) => event.data)).toEqual([
      { userId: user.id, month: '2026-03', channel: 'sms' },
    ]);
  });

  it('counts an administrator’s entry as the web’s', async () => {
    const user = await person();
    await h.deliver(activityLoggedV1, { ...activity(user, 20), source: 'admin' });
    expect((await announced(user)).map((event) => event.data)).toEqual([
      { userId: user.id, month: '2026-03', channel: 'web' },
    ]);
  });

  it('is not published for staff, on the web or by text', async () => {
    const onWeb = await h.admin();
    await h.deliver(activityLoggedV1, activity(onWeb, 20));
    phoneCounter++;
    const byText = await h.admin({ phone: `+1916555${String(6000 + phoneCounter)}` });
    await h.deliver(activityLoggedV1, activity(byText, 20, '2026-03-20', 'sms'));
    expect(await announced(onWeb)).toEqual([]);
    expect(await announced(byText)).toEqual([]);
  });
});
