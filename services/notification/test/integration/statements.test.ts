import { randomUUID } from 'node:crypto';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import type { EventEnvelope } from '@tracker/contracts/events/envelope';
import { notificationSmsActivityReceivedV1 } from '@tracker/contracts/events/notification-sms-activity-received-v1';
import { sqlSentBy } from '@tracker/kit/testing/statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onActivityLogged } from '../../src/events/on-activity-changed.js';
import type { SmsSender } from '../../src/sms-sender.js';
import { type ApiHarness, createApiHarness, serviceNumber, textForm } from '../support/api-harness.js';

// What a text costs the database, statement by statement: the inbound webhook, then the
// `activity.logged` event that confirms it. Twilio is never called while a statement of these runs.

let h: ApiHarness;
const sent: string[] = [];
const twilio: SmsSender = {
  from: serviceNumber,
  async send(text) {
    sent.push(text.to);
    return { sid: `SM${randomUUID().replace(/-/g, '')}` };
  },
};

beforeAll(async () => {
  // No polling: only what the calls themselves send is counted.
  h = await createApiHarness({ sms: twilio, textSender: { pollMs: 3_600_000 } });
  h.setNow('2026-03-14T16:00:00Z');
});

afterAll(async () => {
  await h.close();
});

let phoneCounter = 0;
function newPhone(): string {
  phoneCounter++;
  return `+1916555${String(7000 + phoneCounter)}`;
}

const lookup = expect.stringMatching(
  /^select e\.id as earlier_id, e\.reply_body as earlier_reply, s\.opted_out, u\.\*/,
);

describe('an inbound text', () => {
  it('of an activity: the number looked up in one statement, then the text and its event in one transaction', async () => {
    const phone = newPhone();
    await h.enrollee({ phone });
    const statements = await sqlSentBy(h.db.knex, () =>
      h.inbound(textForm(phone, 'WORK 2 Stocked shelves')).expect(200),
    );
    expect(statements).toEqual([
      lookup,
      'BEGIN;',
      expect.stringMatching(
        /^insert into text_messages .* on conflict \(message_sid\) do nothing returning id$/,
      ),
      expect.stringMatching(/^insert into "outbox"/),
      'COMMIT;',
    ]);
  });

  it('of a keyword: the lookup and the text stored with its answer, and no transaction', async () => {
    const phone = newPhone();
    await h.enrollee({ phone });
    expect(await sqlSentBy(h.db.knex, () => h.inbound(textForm(phone, 'HELP')).expect(200))).toEqual([
      lookup,
      expect.stringMatching(/^insert into text_messages/),
    ]);
    // STOP is kept with the text, in the same statement.
    expect(await sqlSentBy(h.db.knex, () => h.inbound(textForm(phone, 'STOP')).expect(200))).toEqual([
      lookup,
      expect.stringMatching(/^with stored as \(insert into text_messages .* insert into sms_subscribers/),
    ]);
  });

  it('delivered again: the lookup finds the first delivery, and nothing is written', async () => {
    const phone = newPhone();
    await h.enrollee({ phone });
    const form = textForm(phone, 'WORK 1 Shift');
    await h.inbound(form).expect(200);
    expect(await sqlSentBy(h.db.knex, () => h.inbound(form).expect(200))).toEqual([lookup]);
  });
});

describe('the logged event of a texted activity', () => {
  it('takes two statements in the inbox transaction, and its text is sent after the commit', async () => {
    const phone = newPhone();
    const user = await h.enrollee({ phone });
    const form = textForm(phone, 'WORK 2 Stocked shelves');
    await h.inbound(form).expect(200);
    const [received] = (await h.events(notificationSmsActivityReceivedV1.type)).filter(
      (event) => event.data.messageSid === form.MessageSid,
    );
    const event = {
      id: randomUUID(),
      type: activityLoggedV1.type,
      version: activityLoggedV1.version,
      occurredAt: new Date().toISOString(),
      producer: 'activity',
      subjectId: user.id,
      correlationId: received?.correlationId ?? randomUUID(),
      data: {
        activityId: randomUUID(),
        userId: user.id,
        type: 'employment',
        hours: 2,
        date: '2026-03-14',
        description: 'Stocked shelves',
        source: 'sms',
        createdAt: new Date().toISOString(),
      },
    } satisfies EventEnvelope;
    const handler = onActivityLogged(h.deps);
    const before = sent.length;

    const statements = await sqlSentBy(h.db.knex, () =>
      h.db.knex.transaction(async (trx) => {
        await handler.handle(event, trx);
        // Written, not sent: the text waits for the commit.
        expect(sent.length).toBe(before);
      }),
    );
    expect(statements).toEqual([
      'BEGIN;',
      expect.stringMatching(/^with gone as .* marked as \( ?update text_messages/),
      expect.stringMatching(/^with notice as \(insert into notifications .*\) insert into outbound_texts/),
      'COMMIT;',
    ]);
    await h.flushTexts();
    expect(sent.slice(before)).toEqual([phone]);
  });
});
