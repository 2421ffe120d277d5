import { randomUUID } from 'node:crypto';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { identityUserRegisteredV1 } from '@tracker/contracts/events/identity-user-registered-v1';
import { identityUserUpdatedV1 } from '@tracker/contracts/events/identity-user-updated-v1';
import { notificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, createApiHarness, textForm, twimlMessages } from '../support/api-harness.js';

const confirmReply = (url: string) =>
  `Work Requirement Tracker: to log hours by text, confirm this number in your profile: ${url}`;
const profileUrl = 'https://tracker.example.org/profile';

let h: ApiHarness;

beforeAll(async () => {
  h = await createApiHarness();
  h.setNow('2026-03-24T16:00:00Z');
});

afterAll(async () => {
  await h.close();
});

let phoneCounter = 0;
function newPhone(): string {
  phoneCounter++;
  return `+1916555${String(5000 + phoneCounter)}`;
}

type AccountData = z.input<typeof identityUserRegisteredV1.data>;

/** `ddd-ddd-dddd` and `+1dddddddddd`, as identity announces a number. */
function numberFields(phone: string): Pick<AccountData, 'cellNumber' | 'cellNumberE164'> {
  return { cellNumber: `${phone.slice(2, 5)}-${phone.slice(5, 8)}-${phone.slice(8)}`, cellNumberE164: phone };
}

/** An account as identity announces it; `cellNumberVerified` left out, as in events from before. */
function account(phone: string, overrides: Partial<AccountData> = {}): AccountData {
  const userId = randomUUID();
  return {
    userId,
    username: `user_${userId.slice(0, 6)}`,
    email: `${userId.slice(0, 6)}@example.org`,
    firstName: 'Dana',
    lastName: 'Demo',
    ...numberFields(phone),
    birthdate: '1990-04-12',
    preferredLanguage: 'en',
    requiredMonthlyHours: 20,
    isAdmin: false,
    emailVerified: true,
    state: 'CA',
    ...overrides,
  };
}

async function text(from: string, body: string): Promise<{ replies: string[]; sid: string }> {
  const form = textForm(from, body);
  const response = await h.inbound(form).expect(200);
  return { replies: twimlMessages(response.text), sid: form.MessageSid };
}

async function activityEventsFor(sid: string) {
  return (await h.events(notificationSmsActivityReceivedV1.type)).filter(
    (event) => event.data.messageSid === sid,
  );
}

describe('texts from a number no account confirmed', () => {
  it('log nothing and are told to confirm the number in the profile, until identity says it is confirmed', async () => {
    const phone = newPhone();
    const data = account(phone);
    await h.deliver(identityUserRegisteredV1, data);

    const first = await text(phone, 'WORK 2 Stocked shelves');
    expect(first.replies).toEqual([confirmReply(profileUrl)]);
    expect(await activityEventsFor(first.sid)).toEqual([]);
    expect(await h.db.knex('text_messages').where({ message_sid: first.sid })).toEqual([
      expect.objectContaining({ user_id: null, status: 'failed', error_message: 'Number not confirmed' }),
    ]);
    expect((await text(phone, 'STATUS')).replies).toEqual([confirmReply(profileUrl)]);

    await h.deliver(
      identityUserUpdatedV1,
      { ...data, cellNumberVerified: true },
      { occurredAt: new Date(Date.now() + 1000).toISOString() },
    );
    const second = await text(phone, 'WORK 2 Stocked shelves');
    expect(second.replies).toEqual(['Got it: 2 hours of Employment. We will text you once it is logged.']);
    expect(await activityEventsFor(second.sid)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ userId: data.userId }) }),
    ]);
  });

  it('are answered in the language of the keyword, not of an account that only typed the number in', async () => {
    const phone = newPhone();
    await h.deliver(identityUserRegisteredV1, account(phone, { preferredLanguage: 'en' }));
    expect((await text(phone, 'ESTADO')).replies).toEqual([
      'Work Requirement Tracker: para informar horas por mensaje, confirme este celular en su perfil: https://tracker.example.org/profile',
    ]);
  });

  it('still get HELP, and STOP and START work, kept for no account', async () => {
    const phone = newPhone();
    await h.deliver(identityUserRegisteredV1, account(phone));
    expect((await text(phone, 'HELP')).replies[0]).toContain('TYPE HOURS Description');
    expect((await text(phone, 'STOP')).replies[0]).toContain('you will get no more texts');
    expect(await h.db.knex('sms_subscribers').where({ phone })).toEqual([
      expect.objectContaining({ opted_out: true, user_id: null }),
    ]);
    expect((await text(phone, 'START')).replies[0]).toContain('you will get texts from us again');
  });

  it('differ from a number on no account, which is told to register', async () => {
    expect((await text(newPhone(), 'WORK 2 Shift')).replies[0]).toContain(
      'Register at https://tracker.example.org/register',
    );
  });
});

describe('a number several accounts gave', () => {
  it('reaches the one that confirmed it, however many others typed it in', async () => {
    const phone = newPhone();
    await h.deliver(identityUserRegisteredV1, account(phone));
    const owner = account(phone, { cellNumberVerified: true });
    await h.deliver(identityUserRegisteredV1, owner);
    await h.deliver(identityUserRegisteredV1, account(phone));

    const { replies, sid } = await text(phone, 'VOLUNTEER 3 Food bank');
    expect(replies[0]).toMatch(/^Got it: 3 hours/);
    expect(await activityEventsFor(sid)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ userId: owner.userId }) }),
    ]);
  });

  it('is answered as a shared number while two accounts hold it confirmed', async () => {
    const phone = newPhone();
    await h.deliver(identityUserRegisteredV1, account(phone, { cellNumberVerified: true }));
    await h.deliver(identityUserRegisteredV1, account(phone, { cellNumberVerified: true }));
    const { replies, sid } = await text(phone, 'WORK 2 Shift');
    expect(replies[0]).toContain('this number is on more than one account');
    expect(await activityEventsFor(sid)).toEqual([]);
  });
});

describe('the confirmation of a texted activity', () => {
  it('is not texted once the account’s number is one its owner has not confirmed', async () => {
    const phone = newPhone();
    const data = account(phone, { cellNumberVerified: true });
    await h.deliver(identityUserRegisteredV1, data);
    const { sid } = await text(phone, 'WORK 2 Stocked shelves');
    const [received] = await activityEventsFor(sid);
    if (!received) throw new Error('no notification.sms-activity-received recorded');

    // The owner moves to a new number before the activity service reports the activity logged.
    const newNumber = newPhone();
    await h.deliver(
      identityUserUpdatedV1,
      { ...data, ...numberFields(newNumber), cellNumberVerified: false },
      { occurredAt: new Date(Date.now() + 1000).toISOString() },
    );
    const before = (await h.sentTexts()).length;
    await h.deliver(
      activityLoggedV1,
      {
        activityId: randomUUID(),
        userId: data.userId,
        type: 'employment',
        hours: 2,
        date: '2026-03-24',
        description: 'Stocked shelves',
        source: 'sms',
        createdAt: new Date().toISOString(),
      },
      { correlationId: received.correlationId, producer: 'activity' },
    );
    expect((await h.sentTexts()).slice(before)).toEqual([]);
    expect(
      await h.db.knex('notifications').where({ user_id: data.userId, kind: 'sms_activity' }),
    ).toHaveLength(1);
  });
});
