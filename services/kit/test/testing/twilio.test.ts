import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smsSegments, startTwilioStandIn, type TwilioStandIn } from '../../src/testing/twilio.js';

const accountSid = `AC${'a1'.repeat(16)}`;
const authToken = 'stand-in-token-0123456789abcdef';

let standIn: TwilioStandIn;

beforeAll(async () => {
  standIn = await startTwilioStandIn({ accountSid, authToken });
});

afterAll(async () => {
  await standIn.close();
});

function post(
  form: Record<string, string>,
  options: { sid?: string; user?: string; password?: string; method?: string } = {},
): Promise<Response> {
  const credentials = Buffer.from(`${options.user ?? accountSid}:${options.password ?? authToken}`);
  return fetch(`${standIn.url}/2010-04-01/Accounts/${options.sid ?? accountSid}/Messages.json`, {
    method: options.method ?? 'POST',
    headers: {
      authorization: `Basic ${credentials.toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: options.method === 'GET' ? undefined : new URLSearchParams(form),
  });
}

describe('the Twilio stand-in', () => {
  it('answers a message with 201 and a resource shaped like Twilio’s, and keeps the message', async () => {
    const response = await post({ To: '+19165550142', From: '+15005550006', Body: 'Hello there' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      account_sid: accountSid,
      api_version: '2010-04-01',
      to: '+19165550142',
      from: '+15005550006',
      body: 'Hello there',
      status: 'queued',
      direction: 'outbound-api',
      num_segments: '1',
      error_code: null,
    });
    expect(body.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(body.uri).toBe(`/2010-04-01/Accounts/${accountSid}/Messages/${String(body.sid)}.json`);
    expect(standIn.messages.at(-1)).toEqual({
      sid: body.sid,
      to: '+19165550142',
      from: '+15005550006',
      body: 'Hello there',
    });
  });

  it('refuses other credentials with Twilio’s 20003, and keeps nothing', async () => {
    const before = standIn.messages.length;
    const form = { To: '+19165550142', From: '+15005550006', Body: 'Hi' };
    for (const response of [
      await post(form, { password: 'not-the-token' }),
      await post(form, { user: `AC${'b2'.repeat(16)}` }),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 20003, message: 'Authenticate', status: 401 });
    }
    const anonymous = await fetch(`${standIn.url}/2010-04-01/Accounts/${accountSid}/Messages.json`, {
      method: 'POST',
      body: new URLSearchParams(form),
    });
    expect(anonymous.status).toBe(401);
    expect(standIn.messages).toHaveLength(before);
  });

  it('answers 404 for another account’s path or another call', async () => {
    const form = { To: '+19165550142', From: '+15005550006', Body: 'Hi' };
    expect((await post(form, { sid: `AC${'c3'.repeat(16)}` })).status).toBe(404);
    expect((await post(form, { method: 'GET' })).status).toBe(404);
  });

  it.each([
    [{ From: '+15005550006', Body: 'Hi' }, 21604],
    [{ To: '+19165550142', Body: 'Hi' }, 21603],
    [{ To: '+19165550142', From: '+15005550006' }, 21602],
    [{ To: '+19165550142', From: '+15005550006', Body: 'x'.repeat(1601) }, 21617],
  ])('refuses %j with Twilio’s code %i', async (form, code) => {
    const response = await post(form);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code, status: 400 });
  });

  it('waits for a message, and gives up after the timeout', async () => {
    const waiting = standIn.waitFor((message) => message.body === 'Later');
    await post({ To: '+19165550143', From: '+15005550006', Body: 'Later' });
    expect((await waiting).to).toBe('+19165550143');
    await expect(standIn.waitFor((message) => message.body === 'Never', 50)).rejects.toThrow(
      /no matching text within 50 ms/,
    );
  });
});

describe('the Twilio stand-in with a response delay', () => {
  const form = { To: '+19165550142', From: '+15005550006', Body: 'Slow hello' };

  function postTo(url: string, password = authToken): Promise<Response> {
    return fetch(`${url}/2010-04-01/Accounts/${accountSid}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${password}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form),
    });
  }

  /**
   * The answer's status, through node:http, whose sockets keep real timers while the stand-in's delay
   * runs on fake ones.
   */
  function statusOf(url: string, password = authToken): Promise<number> {
    const body = new URLSearchParams(form).toString();
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        `${url}/2010-04-01/Accounts/${accountSid}/Messages.json`,
        {
          method: 'POST',
          agent: false,
          headers: {
            authorization: `Basic ${Buffer.from(`${accountSid}:${password}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  /** Lets the loopback traffic and the stand-in's handlers run until `check` holds. */
  async function until(check: () => boolean): Promise<void> {
    while (!check()) await new Promise((resolve) => setImmediate(resolve));
  }

  // The delay runs on fake timers: each answer is looked at a known moment before and at its delay,
  // however busy the machine is.
  const delayOnFakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });

  it('answers each request after the delay, in parallel, and keeps a message only once answered', async () => {
    delayOnFakeTimers();
    const slow = await startTwilioStandIn({ accountSid, authToken, responseDelayMs: 150 });
    try {
      const statuses: number[] = [];
      const pending = Promise.all(
        [1, 2, 3].map(() => statusOf(slow.url).then((status) => statuses.push(status))),
      );
      // All three arrived and wait out their delay.
      await until(() => vi.getTimerCount() === 3);
      vi.advanceTimersByTime(149);
      await new Promise((resolve) => setImmediate(resolve));
      // Accepted but not yet answered: Twilio has not queued it as far as the sender knows.
      expect(slow.messages).toHaveLength(0);
      expect(statuses).toEqual([]);
      // One delay answers all three: in parallel, not one after another.
      vi.advanceTimersByTime(1);
      await pending;
      expect(statuses).toEqual([201, 201, 201]);
      expect(slow.messages).toHaveLength(3);

      let refused: number | undefined;
      const refusal = statusOf(slow.url, 'not-the-token').then((status) => (refused = status));
      await until(() => vi.getTimerCount() === 1);
      vi.advanceTimersByTime(149);
      await new Promise((resolve) => setImmediate(resolve));
      expect(refused).toBeUndefined();
      vi.advanceTimersByTime(1);
      await refusal;
      expect(refused).toBe(401);
    } finally {
      vi.useRealTimers();
      await slow.close();
    }
  });

  it('answers at once without the option', async () => {
    delayOnFakeTimers();
    try {
      // Fake time stands still here, so any delay would keep the answer from ever coming.
      expect(await statusOf(standIn.url)).toBe(201);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes at once with answers still waiting, keeping none of them', async () => {
    const slow = await startTwilioStandIn({ accountSid, authToken, responseDelayMs: 5_000 });
    const pending = postTo(slow.url).then(
      (response) => response.status,
      () => 'no answer',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = performance.now();
    await slow.close();
    expect(performance.now() - closing).toBeLessThan(1_000);
    expect(await pending).toBe('no answer');
    expect(slow.messages).toHaveLength(0);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a delay of %s', async (responseDelayMs) => {
    await expect(startTwilioStandIn({ accountSid, authToken, responseDelayMs })).rejects.toThrow(RangeError);
  });
});

describe('smsSegments', () => {
  it('counts GSM-7 texts in 160 septets, extension characters as two, then 153 a part', () => {
    expect(smsSegments('x'.repeat(160))).toBe(1);
    expect(smsSegments('x'.repeat(161))).toBe(2);
    expect(smsSegments('x'.repeat(306))).toBe(2);
    expect(smsSegments('x'.repeat(307))).toBe(3);
    expect(smsSegments(`${'x'.repeat(159)}€`)).toBe(2);
    expect(smsSegments(`Señor, ¿qué tal? ${'x'.repeat(143)}`)).toBe(1);
  });

  it('counts any other character as making the whole text UCS-2: 70 in one, then 67 a part', () => {
    expect(smsSegments(`código ${'x'.repeat(63)}`)).toBe(1);
    expect(smsSegments(`código ${'x'.repeat(64)}`)).toBe(2);
    expect(smsSegments('•'.repeat(134))).toBe(2);
    expect(smsSegments('•'.repeat(135))).toBe(3);
  });
});
