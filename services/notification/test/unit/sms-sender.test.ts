import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@tracker/kit/runtime/logger';
import { startTwilioStandIn } from '@tracker/kit/testing/twilio';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSmsAuthToken } from '../../src/sms-auth-token.js';
import { createSmsSender, createTwilioSmsSender, type TwilioMessages } from '../../src/sms-sender.js';
import { rebaseUrl } from '../../src/twilio-client.js';

const logger = createLogger('notification-test', { level: 'silent' });

describe('texts through Twilio', () => {
  it('asks Twilio’s REST client to send from the configured number, and returns its id', async () => {
    const created: Array<{ to: string; from: string; body: string }> = [];
    const messages: TwilioMessages = {
      async create(options) {
        created.push(options);
        return { sid: 'SM00000000000000000000000000000001' };
      },
    };
    const sender = createTwilioSmsSender({ messages, from: '+15551230000' });
    expect(await sender.send({ to: '+19165550142', body: 'Hello' })).toEqual({
      sid: 'SM00000000000000000000000000000001',
    });
    expect(created).toEqual([{ to: '+19165550142', from: '+15551230000', body: 'Hello' }]);
  });

  it('rejects when Twilio refuses', async () => {
    const sender = createTwilioSmsSender({
      messages: { create: async () => Promise.reject(new Error('21610: unsubscribed recipient')) },
      from: '+15551230000',
    });
    await expect(sender.send({ to: '+19165550142', body: 'Hello' })).rejects.toThrow('21610');
  });
});

describe('Twilio at another address', () => {
  const messagesUrl = `https://api.twilio.com/2010-04-01/Accounts/AC${'0'.repeat(32)}/Messages.json`;

  it('keeps Twilio’s path and query, after any path of the new address', () => {
    expect(rebaseUrl(`${messagesUrl}?PageSize=1`, new URL('http://127.0.0.1:4010'))).toBe(
      `http://127.0.0.1:4010/2010-04-01/Accounts/AC${'0'.repeat(32)}/Messages.json?PageSize=1`,
    );
    expect(rebaseUrl(messagesUrl, new URL('https://stand-in.test/twilio/'))).toBe(
      `https://stand-in.test/twilio/2010-04-01/Accounts/AC${'0'.repeat(32)}/Messages.json`,
    );
    // A regional host the library picked (TWILIO_REGION, TWILIO_EDGE) goes to the same place.
    expect(
      rebaseUrl(
        messagesUrl.replace('api.twilio.com', 'api.sydney.au1.twilio.com'),
        new URL('http://127.0.0.1:4010'),
      ),
    ).toMatch(/^http:\/\/127\.0\.0\.1:4010\/2010-04-01\//);
  });

  it('sends through Twilio’s client to TWILIO_API_BASE_URL, with the account’s credentials', async () => {
    const accountSid = `AC${'7f'.repeat(16)}`;
    const authToken = 'stand-in-token-0123456789';
    const standIn = await startTwilioStandIn({ accountSid, authToken });
    try {
      const sender = createSmsSender({
        accountSid,
        authToken,
        apiBaseUrl: standIn.url,
        from: '+15551230000',
        dataDir: '/nonexistent',
        logger,
      });
      const { sid } = await sender.send({ to: '+19165550142', body: 'Logged: 2 hours.' });
      expect(standIn.messages).toEqual([
        { sid, to: '+19165550142', from: '+15551230000', body: 'Logged: 2 hours.' },
      ]);
      const wrongToken = createSmsSender({
        accountSid,
        authToken: 'not-the-token-0123456789',
        apiBaseUrl: standIn.url,
        from: '+15551230000',
        dataDir: '/nonexistent',
        logger,
      });
      await expect(wrongToken.send({ to: '+19165550142', body: 'Hi' })).rejects.toThrow('Authenticate');
    } finally {
      await standIn.close();
    }
  });
});

describe('texts to files', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'notification-sms-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes one readable file per text under DATA_DIR/sms when no Twilio account is set', async () => {
    const sender = createSmsSender({ from: '+15005550006', dataDir, logger });
    const first = await sender.send({ to: '+19165550142', body: 'Logged: 2 hours.' });
    await sender.send({ to: '+19165550143', body: 'Another' });
    const files = (await readdir(path.join(dataDir, 'sms'))).sort();
    expect(files).toHaveLength(2);
    expect(first.sid).toMatch(/^SM[0-9a-f]{32}$/);
    const content = await readFile(
      path.join(
        dataDir,
        'sms',
        files.find((name) => name.includes(first.sid))!,
      ),
      'utf8',
    );
    expect(content).toMatch(
      /^From: \+15005550006\nTo: \+19165550142\nDate: .+\nMessage-Sid: SM[0-9a-f]{32}\n\nLogged: 2 hours\.\n$/,
    );
  });

  it('keeps one development token under DATA_DIR for signing webhooks, unless one is configured', async () => {
    const first = await loadSmsAuthToken({ dataDir });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await loadSmsAuthToken({ dataDir })).toBe(first);
    expect((await readFile(path.join(dataDir, 'keys', 'sms-dev-auth-token'), 'utf8')).trim()).toBe(first);
    expect(await loadSmsAuthToken({ dataDir, configured: 'configured-token-123' })).toBe(
      'configured-token-123',
    );
    const racing = await Promise.all(
      [1, 2, 3].map(() => loadSmsAuthToken({ dataDir: path.join(dataDir, 'other') })),
    );
    expect(new Set(racing).size).toBe(1);
  });
});
