import { randomUUID } from 'node:crypto';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runReminders } from '../../src/use-cases/run-reminders.js';
import { type ApiHarness, createApiHarness, type TestUser, textForm } from '../support/api-harness.js';

let h: ApiHarness;

beforeEach(async () => {
  h = await createApiHarness();
});

afterEach(async () => {
  await h.close();
});

/**
 * Noon in New York (the default zone) on `day`. The expiry and birthday reminders run on days clear
 * of any month's deadline reminder: February's hours were due March 15, March's are due April 15.
 */
const noonOn = (day: string) => new Date(`${day}T16:00:00Z`);

async function sentTo(user: TestUser) {
  await h.flushTexts();
  const notifications = await h.db.knex('notifications').where({ user_id: user.id, kind: 'reminder' });
  const emails = await h.db.knex('email_log').where({ user_id: user.id, status: 'sent' });
  const texts = await h.db.knex('text_messages').where({ user_id: user.id, direction: 'outbound' });
  return {
    topics: notifications.map((row) => (row.notice as { topic: string }).topic).sort(),
    emails: emails.map((row) => row.kind as string).sort(),
    texts: texts.map((row) => row.message_body as string),
  };
}

async function approve(user: TestUser, expirationDate: string, isPermanent = false) {
  await h.deliver(exemptionStatusChangedV1, {
    exemptionId: randomUUID(),
    userId: user.id,
    from: 'under_review',
    to: 'approved',
    exemptionTypeName: 'Caregiver',
    effectiveDate: '2026-01-01',
    expirationDate,
    isPermanent,
    durationApprovedMonths: 6,
    denialReason: null,
    waitingMessage: null,
    resetMessage: null,
    changedBy: randomUUID(),
  });
}

async function logHours(user: TestUser, hours: number, date: string) {
  await h.deliver(activityLoggedV1, {
    activityId: randomUUID(),
    userId: user.id,
    type: 'employment',
    hours,
    date,
    description: 'Shift',
    source: 'web',
    createdAt: `${date}T12:00:00Z`,
  });
}

describe('the deadline reminder', () => {
  it('comes 7 days before the profile’s deadline of a month, not 8, while its hours are short', async () => {
    const short = await h.enrollee({ phone: '+19165553001' });
    await logHours(short, 12, '2026-03-05');

    // March's hours are due by April 15, not by March 31.
    await runReminders(h.deps, noonOn('2026-03-31'));
    await runReminders(h.deps, noonOn('2026-04-07'));
    expect((await sentTo(short)).topics).toEqual([]);

    await runReminders(h.deps, noonOn('2026-04-08'));
    const sent = await sentTo(short);
    expect(sent.topics).toEqual(['deadline']);
    expect(sent.emails).toEqual(['deadline']);
    expect(sent.texts).toEqual([
      'Work Requirement Tracker: 8 hours still needed for March by April 15. Logged: 12 of 20 hours. Text STATUS for details. Reply STOP to opt out.',
    ]);
    const response = await request(h.app).get('/api/notifications').set('Cookie', short.cookie).expect(200);
    expect(response.body.notifications[0]).toMatchObject({
      title: '8 hours still needed by April 15, 2026',
      message:
        'You have logged 12 of 20 hours required for March 2026. Please log 8 hours more by April 15, 2026, or ask for an exemption if one applies to you.',
    });
  });

  it('is not sent once the hours are met, nor where the requirement does not apply', async () => {
    const done = await h.enrollee();
    await logHours(done, 20, '2026-03-05');
    const exempt = await h.enrollee();
    await approve(exempt, '2026-12-31');
    const minor = await h.enrollee({ birthdate: '2010-01-01' });
    const senior = await h.enrollee({ birthdate: '1950-01-01' });
    const admin = await h.admin();
    const unverified = await h.enrollee({ emailVerified: false });

    await runReminders(h.deps, noonOn('2026-04-14'));
    for (const user of [done, exempt, minor, senior, admin, unverified]) {
      expect((await sentTo(user)).topics).not.toContain('deadline');
    }
  });

  it('is sent once per month, however many runs, and again the next month', async () => {
    const user = await h.enrollee();
    expect(await runReminders(h.deps, noonOn('2026-04-09'))).toMatchObject({ sent: 1, alreadySent: 0 });
    expect(await runReminders(h.deps, noonOn('2026-04-10'))).toMatchObject({ sent: 0, alreadySent: 1 });
    expect((await sentTo(user)).topics).toEqual(['deadline']);
    await runReminders(h.deps, noonOn('2026-05-09'));
    expect((await sentTo(user)).topics).toEqual(['deadline', 'deadline']);
  });

  it('is sent once when two runs (two replicas) go at the same time', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => h.enrollee({ phone: null })));
    const runs = await Promise.all([
      runReminders(h.deps, noonOn('2026-04-12')),
      runReminders(h.deps, noonOn('2026-04-12')),
    ]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(5);
    expect(runs.reduce((sum, run) => sum + run.alreadySent, 0)).toBe(5);
    for (const user of users) {
      const sent = await sentTo(user);
      expect(sent.topics).toEqual(['deadline']);
      expect(sent.emails).toEqual(['deadline']);
    }
  });
});

describe('the exemption expiry reminder', () => {
  it('comes within 90 days of the end, not at 91', async () => {
    const within = await h.enrollee();
    await approve(within, '2026-06-18');
    const beyond = await h.enrollee();
    await approve(beyond, '2026-06-19');
    const permanent = await h.enrollee();
    await approve(permanent, '2026-06-18', true);

    await runReminders(h.deps, noonOn('2026-03-20'));
    expect((await sentTo(within)).topics).toEqual(['exemption-expiring']);
    expect((await sentTo(beyond)).topics).toEqual([]);
    expect((await sentTo(permanent)).topics).toEqual([]);

    await runReminders(h.deps, noonOn('2026-03-21'));
    expect((await sentTo(beyond)).topics).toEqual(['exemption-expiring']);
    expect((await sentTo(within)).topics).toEqual(['exemption-expiring']);
  });

  it('is worded with the exemption and its end date', async () => {
    const user = await h.enrollee({ preferredLanguage: 'es', phone: '+19165553002' });
    await approve(user, '2026-04-30');
    await runReminders(h.deps, noonOn('2026-03-20'));
    const response = await request(h.app).get('/api/notifications').set('Cookie', user.cookie).expect(200);
    expect(response.body.notifications[0]?.title).toBe(
      'Su exención Caregiver termina el 30 de abril de 2026',
    );
    // The approval is texted too.
    expect((await sentTo(user)).texts.slice(1)).toEqual([
      'Work Requirement Tracker: su periodo exento termina el 30 de abril. Si sigue calificando, pida renovarlo en su panel. Para no recibir mensajes, responda STOP.',
    ]);
  });
});

describe('the turning-19 reminder', () => {
  it('comes within 90 days of the 19th birthday, not at 91', async () => {
    const within = await h.enrollee({ birthdate: '2007-06-18' });
    const beyond = await h.enrollee({ birthdate: '2007-06-19' });
    const adult = await h.enrollee({ birthdate: '2007-03-20' });

    await runReminders(h.deps, noonOn('2026-03-20'));
    expect((await sentTo(within)).topics).toEqual(['turning-19']);
    expect((await sentTo(beyond)).topics).toEqual([]);
    expect((await sentTo(adult)).topics).not.toContain('turning-19');

    await runReminders(h.deps, noonOn('2026-04-01'));
    expect((await sentTo(within)).topics).toEqual(['turning-19']);
  });
});

describe('texted reminders', () => {
  it('go only to a number its owner confirmed; the app and e-mail get them either way', async () => {
    const unconfirmed = await h.enrollee({ phone: '+19165553004', phoneVerified: false });
    const confirmed = await h.enrollee({ phone: '+19165553005' });
    await runReminders(h.deps, noonOn('2026-04-09'));
    expect(await sentTo(unconfirmed)).toEqual({ topics: ['deadline'], emails: ['deadline'], texts: [] });
    expect((await sentTo(confirmed)).texts).toHaveLength(1);
    expect((await h.sentTexts()).map((text) => text.to)).toEqual([confirmed.phone]);
  });

  it('stop after STOP and come again after START; the app and e-mail still get them', async () => {
    const user = await h.enrollee({ phone: '+19165553003' });
    await h.inbound(textForm(user.phone ?? '', 'STOP')).expect(200);
    await runReminders(h.deps, noonOn('2026-04-09'));
    expect(await sentTo(user)).toMatchObject({ topics: ['deadline'], emails: ['deadline'], texts: [] });

    await h.inbound(textForm(user.phone ?? '', 'START')).expect(200);
    await runReminders(h.deps, noonOn('2026-05-09'));
    const sent = await sentTo(user);
    expect(sent.topics).toEqual(['deadline', 'deadline']);
    expect(sent.texts).toHaveLength(1);
    expect((await h.sentTexts()).map((text) => text.to)).toEqual([user.phone]);
  });
});
