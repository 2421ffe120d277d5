import { randomUUID } from 'node:crypto';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import {
  type ExemptionStatusChangedV1,
  exemptionStatusChangedV1,
} from '@tracker/contracts/events/exemption-status-changed-v1';
import { identityTextRequestedV1 } from '@tracker/contracts/events/identity-text-requested-v1';
import type { IdentityUserData } from '@tracker/contracts/events/identity-user-data';
import { identityUserUpdatedV1 } from '@tracker/contracts/events/identity-user-updated-v1';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTextSender } from '../../src/text-sender.js';
import {
  type ApiHarness,
  createApiHarness,
  type TestUser,
  textForm,
  twimlMessages,
} from '../support/api-harness.js';

// New York (the default zone) is on daylight time in March 2026: UTC-4. 22:00 there on March 10 is
// 02:00 UTC on March 11, and 8:00 the next morning is 12:00 UTC.
const tenPm = '2026-03-11T02:00:00Z';
const eightAm = '2026-03-11T12:00:00Z';

let h: ApiHarness;
let phoneCounter = 0;

beforeEach(async () => {
  h = await createApiHarness();
  h.setNow(tenPm);
});

afterEach(async () => {
  await h.close();
});

function freshPhone(): string {
  phoneCounter++;
  return `+1916555${String(7000 + phoneCounter)}`;
}

function askForMore(user: TestUser): ExemptionStatusChangedV1 {
  return {
    exemptionId: randomUUID(),
    userId: user.id,
    from: 'under_review',
    to: 'waiting_on_enrollee',
    exemptionTypeName: 'Caregiver',
    effectiveDate: null,
    expirationDate: null,
    isPermanent: false,
    durationApprovedMonths: null,
    denialReason: null,
    waitingMessage: 'Please send the care plan.',
    replyBy: '2026-03-24',
    resetMessage: null,
    changedBy: randomUUID(),
  };
}

async function textsTo(phone: string | null): Promise<string[]> {
  return (await h.sentTexts()).filter((text) => text.to === phone).map((text) => text.body);
}

async function notificationCount(user: TestUser): Promise<number> {
  return (await h.db.knex('notifications').where({ user_id: user.id })).length;
}

describe('quiet hours', () => {
  it('hold a notice made at 22:00 where the person is until 8:00, and send it then', async () => {
    const user = await h.enrollee({ phone: freshPhone() });
    await h.deliver(exemptionStatusChangedV1, askForMore(user));
    // The app and e-mail have it at once; the text waits, written down.
    expect(await notificationCount(user)).toBe(1);
    expect(await textsTo(user.phone)).toEqual([]);
    const [held] = await h.db.knex('outbound_texts').where({ user_id: user.id });
    expect(new Date(held.hold_until).toISOString()).toBe('2026-03-11T12:00:00.000Z');

    h.setNow('2026-03-11T11:59:00Z');
    expect(await textsTo(user.phone)).toEqual([]);

    h.setNow(eightAm);
    expect(await textsTo(user.phone)).toEqual([
      expect.stringContaining('your Caregiver request needs more from you by March 24'),
    ]);
  });

  it('withdraw a held request for more once the request is decided: the morning brings the decision alone', async () => {
    const user = await h.enrollee({ phone: freshPhone() });
    const asked = askForMore(user);
    await h.deliver(exemptionStatusChangedV1, asked);
    h.setNow('2026-03-11T02:30:00Z');
    await h.deliver(exemptionStatusChangedV1, {
      ...asked,
      from: 'waiting_on_enrollee',
      to: 'approved',
      effectiveDate: '2026-03-01',
      expirationDate: '2026-08-31',
      waitingMessage: null,
      replyBy: null,
    });
    h.setNow(eightAm);
    expect(await textsTo(user.phone)).toEqual([
      'Work Requirement Tracker: your Caregiver request was approved. It lasts until August 31, 2026. Reply STOP to opt out.',
    ]);
  });

  it('keep a held text through a restart: the next sender sends it in the morning', async () => {
    const user = await h.enrollee({ phone: freshPhone() });
    await h.deliver(exemptionStatusChangedV1, askForMore(user));
    await h.textSender.stop();

    const restarted = startTextSender({
      db: h.db,
      sms: h.deps.sms,
      logger: h.deps.logger,
      gatherMs: 0,
      now: () => new Date(eightAm),
    });
    try {
      await restarted.flush();
    } finally {
      await restarted.stop();
    }
    const sent = await h.db.knex('text_messages').where({ user_id: user.id, direction: 'outbound' });
    expect(sent.map((row) => row.message_body as string)).toEqual([
      expect.stringContaining('needs more from you by March 24'),
    ]);
  });

  it('follow the zone the person last logged in from, which the user events carry', async () => {
    const user = await h.enrollee({ phone: freshPhone() });
    const data: IdentityUserData = {
      userId: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      cellNumber: '916-555-0000',
      cellNumberE164: user.phone,
      cellNumberVerified: true,
      birthdate: user.birthdate,
      preferredLanguage: 'en',
      requiredMonthlyHours: 20,
      seasonalWorker: false,
      isAdmin: false,
      emailVerified: true,
      state: 'CA',
      timeZone: 'America/Los_Angeles',
    };
    await h.deliver(identityUserUpdatedV1, data, { occurredAt: '2026-03-10T00:00:00Z' });
    // 22:00 in New York is 19:00 in Los Angeles: not quiet there.
    await h.deliver(exemptionStatusChangedV1, askForMore(user));
    expect(await textsTo(user.phone)).toHaveLength(1);
  });

  it('do not hold the answer to a text the person just sent', async () => {
    const user = await h.enrollee({ phone: freshPhone() });
    const response = await h.inbound(textForm(user.phone ?? '', 'STATUS')).expect(200);
    expect(twimlMessages(response.text)[0]).toMatch(/^March isn't met yet/);
  });

  it('do not hold the confirmation of an activity the person just texted in', async () => {
    const user = await h.enrollee({ phone: freshPhone() });
    await h.deliver(activityLoggedV1, {
      activityId: randomUUID(),
      userId: user.id,
      type: 'employment',
      hours: 3,
      date: '2026-03-10',
      description: 'Stocked shelves',
      source: 'sms',
      createdAt: tenPm,
    });
    expect(await textsTo(user.phone)).toEqual([
      expect.stringMatching(/^Work Requirement Tracker: logged 3 hours/),
    ]);
  });

  it('do not hold a code the person just asked for', async () => {
    const to = freshPhone();
    await h.deliver(identityTextRequestedV1, {
      userId: randomUUID(),
      to,
      language: 'en',
      kind: 'phone-verification',
      code: '482913',
      expiresAt: new Date(new Date(tenPm).getTime() + 10 * 60_000).toISOString(),
    });
    expect(await textsTo(to)).toEqual([
      'Work Requirement Tracker code: 482913. It expires in 10 minutes. Do not share it.',
    ]);
  });
});
