import { randomUUID } from 'node:crypto';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { notificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import { testDatabaseUrl } from '@tracker/kit/testing/environment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSender } from '../../src/sms-sender.js';
import {
  type ApiHarness,
  createApiHarness,
  serviceNumber,
  type TestUser,
  textForm,
  twimlMessages,
} from '../support/api-harness.js';

let h: ApiHarness;

beforeAll(async () => {
  h = await createApiHarness();
  h.setNow('2026-03-14T16:00:00Z');
});

afterAll(async () => {
  await h.close();
});

/**
 * Texts an activity, then plays the activity service's part: it logs the activity the event asks for
 * and announces it with the event's correlation id, as `log-sms-activity` does.
 */
async function textAndLog(user: TestUser, body: string): Promise<{ activityId: string; sid: string }> {
  const form = textForm(user.phone ?? '', body);
  await h.inbound(form).expect(200);
  const received = (await h.events(notificationSmsActivityReceivedV1.type)).find(
    (event) => event.data.messageSid === form.MessageSid,
  );
  if (!received) throw new Error('no notification.sms-activity-received recorded');
  const data = received.data as {
    userId: string;
    type: 'employment';
    hours: number;
    description: string;
    date: string;
  };
  const activityId = randomUUID();
  await h.deliver(
    activityLoggedV1,
    {
      activityId,
      userId: data.userId,
      type: data.type,
      hours: data.hours,
      date: data.date,
      description: data.description,
      source: 'sms',
      createdAt: new Date().toISOString(),
    },
    { correlationId: received.correlationId, producer: 'activity' },
  );
  return { activityId, sid: form.MessageSid };
}

let phoneCounter = 0;
function newPhone(): string {
  phoneCounter++;
  return `+1916555${String(2000 + phoneCounter)}`;
}

describe('the confirmation text', () => {
  it('is sent once the activity is logged, with the month’s total, and the text is marked processed', async () => {
    const user = await h.enrollee({ phone: newPhone() });
    await h.deliver(activityLoggedV1, {
      activityId: randomUUID(),
      userId: user.id,
      type: 'training',
      hours: 4,
      date: '2026-03-02',
      description: 'Course',
      source: 'web',
      createdAt: '2026-03-02T10:00:00Z',
    });
    const before = (await h.sentTexts()).length;

    const { activityId, sid } = await textAndLog(user, 'WORK 2 Stocked shelves');

    const texts = await h.sentTexts();
    expect(texts.slice(before)).toEqual([
      {
        from: serviceNumber,
        to: user.phone,
        body: 'Work Requirement Tracker: logged 2 hours of Employment on Mar 14. March: 6 of 20 hours count. Reply STOP to opt out.',
      },
    ]);
    const [inbound] = await h.db.knex('text_messages').where({ message_sid: sid });
    expect(inbound).toMatchObject({ activity_id: activityId, status: 'processed', processed: true });
    const outbound = await h.db.knex('text_messages').where({ direction: 'outbound', user_id: user.id });
    expect(outbound).toEqual([
      expect.objectContaining({
        status: 'sent',
        to_number: user.phone,
        from_number: serviceNumber,
        message_sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      }),
    ]);
  });

  it('is written in the user’s language', async () => {
    const user = await h.enrollee({ phone: newPhone(), preferredLanguage: 'es' });
    const before = (await h.sentTexts()).length;
    await textAndLog(user, 'VOLUNTARIO 1.5 Banco de alimentos');
    expect((await h.sentTexts()).slice(before).map((text) => text.body)).toEqual([
      'Work Requirement Tracker: registramos 1.5 horas de Trabajo voluntario el 14 mar. Cuentan 1.5 de 20 horas del mes. Para no recibir mensajes, responda STOP.',
    ]);
  });

  it('is not sent after STOP, and is sent again after START', async () => {
    const user = await h.enrollee({ phone: newPhone() });
    await h.inbound(textForm(user.phone ?? '', 'STOP')).expect(200);
    const before = (await h.sentTexts()).length;
    await textAndLog(user, 'JOB 1 Applied online');
    expect((await h.sentTexts()).length).toBe(before);
    // The activity still counts, and the in-app notification is still made.
    expect(await h.db.knex('notifications').where({ user_id: user.id, kind: 'sms_activity' })).toHaveLength(
      1,
    );

    const answer = await h.inbound(textForm(user.phone ?? '', 'START')).expect(200);
    expect(twimlMessages(answer.text)).toHaveLength(1);
    await textAndLog(user, 'JOB 1 Applied again');
    const after = await h.sentTexts();
    expect(after.slice(before).map((text) => text.body)).toEqual([
      'Work Requirement Tracker: logged 1 hour of Job Search on Mar 14. March: 2 of 20 hours count. Reply STOP to opt out.',
    ]);
  });

  it('is sent once when activity.logged is delivered twice', async () => {
    const user = await h.enrollee({ phone: newPhone() });
    const before = (await h.sentTexts()).length;
    const event = await h.deliver(activityLoggedV1, {
      activityId: randomUUID(),
      userId: user.id,
      type: 'employment',
      hours: 2,
      date: '2026-03-14',
      description: 'Shift',
      source: 'sms',
      createdAt: '2026-03-14T16:00:00Z',
    });
    await h.bus.publish(event);
    await h.deliver(activityLoggedV1, {
      activityId: randomUUID(),
      userId: user.id,
      type: 'employment',
      hours: 1,
      date: '2026-03-14',
      description: 'Later shift',
      source: 'web',
      createdAt: '2026-03-14T17:00:00Z',
    });
    expect((await h.sentTexts()).length).toBe(before + 1);
  });
});

describe('the confirmation text and the transaction that logged the activity', () => {
  it('is sent only after that transaction committed, with no transaction open while Twilio is called', async () => {
    interface AtSend {
      to: string;
      committed: boolean;
      openTransactions: number;
    }
    const seen: AtSend[] = [];
    const started: { harness?: ApiHarness } = {};
    // A Twilio that looks at the database as it is called: on a server, through another connection,
    // which sees committed rows only; embedded, through the one session, which a transaction still
    // open would hold (the read would then wait until the test times out).
    const twilio: SmsSender = {
      from: serviceNumber,
      async send(text) {
        const db = (started.harness as ApiHarness).db;
        const notice = await db.knex('notifications').where({ kind: 'sms_activity' }).first('id');
        let openTransactions = 0;
        if (testDatabaseUrl()) {
          const result = (await db.knex.raw(
            `select count(*)::int as open from pg_stat_activity
              where application_name = ? and xact_start is not null and pid <> pg_backend_pid()`,
            [db.schema],
          )) as { rows: Array<{ open: number }> };
          openTransactions = result.rows[0]?.open ?? 0;
        }
        seen.push({ to: text.to, committed: notice !== undefined, openTransactions });
        return { sid: `SM${randomUUID().replace(/-/g, '')}` };
      },
    };
    const harness = await createApiHarness({ sms: twilio });
    started.harness = harness;
    try {
      harness.setNow('2026-03-14T16:00:00Z');
      const phone = newPhone();
      const user = await harness.enrollee({ phone });
      const form = textForm(phone, 'WORK 2 Stocked shelves');
      await harness.inbound(form).expect(200);
      const [received] = (await harness.events(notificationSmsActivityReceivedV1.type)).filter(
        (event) => event.data.messageSid === form.MessageSid,
      );
      await harness.deliver(
        activityLoggedV1,
        {
          activityId: randomUUID(),
          userId: user.id,
          type: 'employment',
          hours: 2,
          date: '2026-03-14',
          description: 'Stocked shelves',
          source: 'sms',
          createdAt: new Date().toISOString(),
        },
        { correlationId: received?.correlationId, producer: 'activity' },
      );
      expect(seen).toEqual([{ to: phone, committed: true, openTransactions: 0 }]);
      expect(
        await harness.db.knex('text_messages').where({ direction: 'outbound', user_id: user.id }),
      ).toEqual([expect.objectContaining({ status: 'sent' })]);
    } finally {
      await harness.close();
    }
  }, 60_000);
});
