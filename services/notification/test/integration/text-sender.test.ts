import { randomUUID } from 'node:crypto';
import { createLogger } from '@tracker/kit/runtime/logger';
import { openTestDatabase, type TestDatabase } from '@tracker/kit/testing/environment';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/migrations/migrations.js';
import type { OutgoingText, SmsSender } from '../../src/sms-sender.js';
import {
  claimDueTexts,
  insertQueuedText,
  type QueuedText,
  recordTextOutcomes,
} from '../../src/store/outbound-texts.js';
import { startTextSender, type TextSender, type TextSenderOptions } from '../../src/text-sender.js';

const logger = createLogger('notification-test', { level: 'silent' });
const from = '+15005550006';

let db: TestDatabase;
const running: TextSender[] = [];

beforeAll(async () => {
  db = await openTestDatabase({ migrations, schemaPrefix: 'notification' });
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((sender) => sender.stop()));
  await db.knex('outbound_texts').del();
  await db.knex('text_messages').del();
  await db.knex('sms_subscribers').del();
});

afterAll(async () => {
  await db.drop();
});

let phoneCounter = 0;
function newPhone(): string {
  phoneCounter++;
  return `+1916555${String(6000 + phoneCounter)}`;
}

function text(overrides: Partial<QueuedText> = {}): QueuedText {
  return {
    id: randomUUID(),
    userId: randomUUID(),
    fromNumber: from,
    toNumber: newPhone(),
    body: 'Work Requirement Tracker: logged 2 hours.',
    secret: null,
    sendBefore: null,
    holdUntil: null,
    about: null,
    ...overrides,
  };
}

/** A Twilio that records what it was asked to send, answering with `answer` (a sid by default). */
function fakeTwilio(answer?: (text: OutgoingText, call: number) => Promise<void> | void) {
  const calls: OutgoingText[] = [];
  const sms: SmsSender = {
    from,
    async send(outgoing) {
      calls.push(outgoing);
      await answer?.(outgoing, calls.length);
      return { sid: `SM${randomUUID().replace(/-/g, '')}` };
    },
  };
  return { sms, calls };
}

/** An error as Twilio's client raises it for an HTTP answer. */
function twilioError(status: number, message: string): Error {
  return Object.assign(new Error(message), { status, code: 20_000 + status });
}

function sender(sms: SmsSender, options: Partial<TextSenderOptions> = {}): TextSender {
  const started = startTextSender({
    db,
    sms,
    logger,
    gatherMs: 0,
    retryDelayMs: () => 0,
    pollMs: 60_000,
    ...options,
  });
  running.push(started);
  return started;
}

async function kept(id: string) {
  return db.knex('text_messages').where({ id }).first();
}

describe('the text sender', () => {
  it('sends a queued text once, keeps it as sent under the same id, and empties the queue', async () => {
    const twilio = fakeTwilio();
    const queued = text();
    await insertQueuedText(db.knex, queued);
    await sender(twilio.sms).flush();

    expect(twilio.calls).toEqual([{ to: queued.toNumber, body: queued.body }]);
    expect(await kept(queued.id)).toMatchObject({
      direction: 'outbound',
      user_id: queued.userId,
      to_number: queued.toNumber,
      from_number: from,
      message_body: queued.body,
      status: 'sent',
      processed: true,
      message_sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
    });
    expect(await db.knex('outbound_texts')).toEqual([]);
  });

  it('masks a code in the kept copy and keeps the code nowhere once the text is sent', async () => {
    const twilio = fakeTwilio();
    const queued = text({ body: 'Your code: 482913. It expires in 10 minutes.', secret: '482913' });
    await insertQueuedText(db.knex, queued);
    await sender(twilio.sms).flush();

    expect(twilio.calls[0]?.body).toContain('482913');
    expect((await kept(queued.id))?.message_body).toBe('Your code: ••••••. It expires in 10 minutes.');
    expect(JSON.stringify(await db.knex('outbound_texts'))).not.toContain('482913');
  });

  it('tries a text Twilio cannot take now again, then keeps it as failed after the last attempt', async () => {
    const twilio = fakeTwilio(() => {
      throw twilioError(503, 'Service unavailable');
    });
    const queued = text();
    await insertQueuedText(db.knex, queued);
    await sender(twilio.sms, { maxAttempts: 4 }).flush();

    expect(twilio.calls).toHaveLength(4);
    expect(await kept(queued.id)).toMatchObject({
      status: 'failed',
      processed: false,
      error_message: 'Service unavailable',
      message_sid: `failed-${queued.id}`,
    });
    expect(await db.knex('outbound_texts')).toEqual([]);
  });

  it('waits between attempts, and sends once Twilio takes the text', async () => {
    const twilio = fakeTwilio((_, call) => {
      if (call === 1) throw twilioError(429, 'Too many requests');
    });
    const queued = text();
    await insertQueuedText(db.knex, queued);
    const texts = sender(twilio.sms, { retryDelayMs: () => 60_000 });
    await texts.flush();

    expect(twilio.calls).toHaveLength(1);
    const [waiting] = await db.knex('outbound_texts').where({ id: queued.id });
    expect(waiting).toMatchObject({ attempts: 1, claim_id: null, last_error: 'Too many requests' });
    expect(new Date(waiting.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 30_000);

    await db.knex('outbound_texts').where({ id: queued.id }).update({ next_attempt_at: db.knex.fn.now() });
    await texts.flush();
    expect(twilio.calls).toHaveLength(2);
    expect(await kept(queued.id)).toMatchObject({ status: 'sent' });
  });

  it('gives up at once on a text Twilio refuses', async () => {
    const twilio = fakeTwilio(() => {
      throw twilioError(400, "The 'To' number is not a valid phone number.");
    });
    const queued = text();
    await insertQueuedText(db.knex, queued);
    await sender(twilio.sms).flush();

    expect(twilio.calls).toHaveLength(1);
    expect(await kept(queued.id)).toMatchObject({ status: 'failed' });
  });

  it('does not text a number that opted out after the text was written, and keeps no copy', async () => {
    const twilio = fakeTwilio();
    const queued = text();
    await insertQueuedText(db.knex, queued);
    await db.knex('sms_subscribers').insert({ phone: queued.toNumber, user_id: null, opted_out: true });
    await sender(twilio.sms).flush();

    expect(twilio.calls).toEqual([]);
    expect(await kept(queued.id)).toBeUndefined();
    expect(await db.knex('outbound_texts')).toEqual([]);
  });

  it('does not send a text after its send-before time', async () => {
    const twilio = fakeTwilio();
    const queued = text({ sendBefore: new Date(Date.now() - 1000), secret: '123456', body: 'Code 123456' });
    await insertQueuedText(db.knex, queued);
    await sender(twilio.sms).flush();

    expect(twilio.calls).toEqual([]);
    expect(await kept(queued.id)).toBeUndefined();
    expect(await db.knex('outbound_texts')).toEqual([]);
  });

  it('never sends one text twice from two senders working the same queue', async () => {
    const twilio = fakeTwilio(() => new Promise((resolve) => setTimeout(resolve, 5)));
    const queued = Array.from({ length: 120 }, () => text());
    for (const one of queued) await insertQueuedText(db.knex, one);
    const first = sender(twilio.sms, { concurrency: 8 });
    const second = sender(twilio.sms, { concurrency: 8 });
    await Promise.all([first.flush(), second.flush(), first.flush()]);

    const sentTo = twilio.calls.map((call) => call.to).sort();
    expect(sentTo).toEqual(queued.map((one) => one.toNumber).sort());
    expect(await db.knex('text_messages').where({ status: 'sent' })).toHaveLength(queued.length);
    expect(await db.knex('outbound_texts')).toEqual([]);
  });

  it('sends a text again once after a sender died between sending and recording, never a third time', async () => {
    const twilio = fakeTwilio();
    // A sender that claimed the text, maybe sent it, and died: its lease runs out with no outcome.
    const dieAfterClaiming = async (id: string) => {
      const claimed = await claimDueTexts(db.knex, randomUUID(), 10, 1);
      expect(claimed.map((one) => one.id)).toEqual([id]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    };

    const once = text();
    await insertQueuedText(db.knex, once);
    await dieAfterClaiming(once.id);
    const first = sender(twilio.sms);
    await first.flush();
    await first.stop();
    expect(twilio.calls).toHaveLength(1);
    expect(await kept(once.id)).toMatchObject({ status: 'sent' });

    const twice = text();
    await insertQueuedText(db.knex, twice);
    await dieAfterClaiming(twice.id);
    await dieAfterClaiming(twice.id);
    await sender(twilio.sms).flush();
    expect(twilio.calls).toHaveLength(1);
    expect(await kept(twice.id)).toMatchObject({
      status: 'failed',
      error_message: expect.stringContaining('Not sent again'),
    });
  });

  it('ignores the outcome from a sender whose lease ran out and whose text another sender took', async () => {
    const queued = text();
    await insertQueuedText(db.knex, queued);
    const late = randomUUID();
    await claimDueTexts(db.knex, late, 10, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));

    const twilio = fakeTwilio();
    await sender(twilio.sms).flush();
    expect(twilio.calls).toHaveLength(1);
    const [sent] = await db.knex('text_messages').where({ id: queued.id });
    const changed = await recordTextOutcomes(db.knex, late, [
      { id: queued.id, kind: 'sent', sid: 'SM-late', keptBody: queued.body },
    ]);
    expect(changed).toBe(0);
    expect(await db.knex('text_messages').where({ id: queued.id })).toEqual([sent]);
  });
});
