import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@tracker/kit/testing/environment';
import { describe, expect, it } from 'vitest';
import { failureKind, failureOf, retryDelayMs } from '../../src/domain/text-failure.js';
import { createTwilioClient, formEncode } from '../../src/twilio-client.js';

const accountSid = `AC${'3c'.repeat(16)}`;
const authToken = 'failure-kind-token-0123456789';

async function sendError(apiBaseUrl: string, timeoutMs = 5_000): Promise<unknown> {
  const client = createTwilioClient({ accountSid, authToken, apiBaseUrl, timeoutMs });
  return client.messages.create({ to: '+19165550142', from: '+15551230000', body: 'Hi' }).then(
    () => {
      throw new Error('expected the send to fail');
    },
    (error: unknown) => error,
  );
}

/** A server answering every request with `status` and Twilio's error body, or never when null. */
async function server(status: number | null): Promise<{ url: string; close(): Promise<void> }> {
  const http = createServer((_req, res) => {
    if (status === null) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 20_000 + status, message: `Answered ${status}`, status }));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

describe('what a failed send says about trying again', () => {
  it.each([
    [400, 'refused'],
    [401, 'refused'],
    [404, 'refused'],
    [429, 'not-sent'],
    [500, 'not-sent'],
    [503, 'not-sent'],
  ] as const)('Twilio answering %i: %s', async (status, kind) => {
    const stub = await server(status);
    try {
      const error = await sendError(stub.url);
      expect(failureOf(error, null)).toMatchObject({ status, message: `Answered ${status}` });
      expect(failureKind(error)).toBe(kind);
    } finally {
      await stub.close();
    }
  });

  it('no connection: not sent', async () => {
    const error = await sendError(`http://127.0.0.1:${await freePort()}`);
    expect(failureOf(error, null).code).toBe('ECONNREFUSED');
    expect(failureKind(error)).toBe('not-sent');
  });

  it('no answer in time: unknown, since Twilio may have taken it', async () => {
    const stub = await server(null);
    try {
      const error = await sendError(stub.url, 100);
      expect(failureOf(error, null).code).toBe('ETIMEDOUT');
      expect(failureKind(error)).toBe('unknown');
    } finally {
      await stub.close();
    }
  });

  it('keeps no secret in what it keeps of the error', () => {
    expect(failureOf(new Error('could not text 482913 to +1916'), '482913').message).toBe(
      'could not text [redacted] to +1916',
    );
  });

  it('waits longer after each attempt, within bounds', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelayMs(attempt, 1_000, 60_000));
    expect(delays[0]).toBeGreaterThanOrEqual(750);
    expect(delays[0]).toBeLessThanOrEqual(1_250);
    expect(delays[2]).toBeGreaterThanOrEqual(12_000);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(75_000);
  });
});

describe('form encoding for Twilio', () => {
  it('writes one field per value, arrays repeated, nothing for undefined', () => {
    expect(formEncode({ To: '+1916', Body: 'Hi & bye', MediaUrl: ['a', 'b'], Skip: undefined })).toBe(
      'To=%2B1916&Body=Hi+%26+bye&MediaUrl=a&MediaUrl=b',
    );
  });
});
