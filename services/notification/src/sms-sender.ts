import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@tracker/kit/runtime/logger';
import { createTwilioClient } from './twilio-client.js';

export interface OutgoingText {
  to: string;
  body: string;
}

/** Sends texts from one number; the same contract over Twilio and over files. */
export interface SmsSender {
  /** The number texts come from (and enrollees text). */
  readonly from: string;
  /** Resolves with the message id once the text was handed over; rejects when it was not. */
  send(text: OutgoingText): Promise<{ sid: string }>;
}

/** The part of Twilio's REST client this service uses. */
export interface TwilioMessages {
  create(options: { to: string; from: string; body: string }): Promise<{ sid: string }>;
}

/** Sends through Twilio's REST API. */
export function createTwilioSmsSender(options: { messages: TwilioMessages; from: string }): SmsSender {
  return {
    from: options.from,
    async send(text) {
      const message = await options.messages.create({ to: text.to, from: options.from, body: text.body });
      return { sid: message.sid };
    },
  };
}

/** A message id shaped like Twilio's (`SM` and 32 hexadecimal digits). */
export function newMessageSid(): string {
  return `SM${randomBytes(16).toString('hex')}`;
}

/**
 * Writes each text as a file under `dir`, for running without Twilio: one readable `.txt` per text.
 * Logs the message id only; the body and the number are personal.
 */
export function createFileSmsSender(options: { dir: string; from: string; logger: Logger }): SmsSender {
  return {
    from: options.from,
    async send(text) {
      const sid = newMessageSid();
      const sentAt = new Date().toISOString();
      const content = [
        `From: ${options.from}`,
        `To: ${text.to}`,
        `Date: ${sentAt}`,
        `Message-Sid: ${sid}`,
        '',
        text.body,
        '',
      ].join('\n');
      await mkdir(options.dir, { recursive: true });
      const file = path.join(options.dir, `${sentAt.replace(/[:.]/g, '-')}-${sid}.txt`);
      // Written under a temporary name first, so nothing ever reads half a text.
      const partial = `${file}.partial`;
      await writeFile(partial, content, { mode: 0o600 });
      await rename(partial, file);
      options.logger.info({ sid }, 'text written to file');
      return { sid };
    },
  };
}

/**
 * Twilio when an account is configured (at `apiBaseUrl` instead of Twilio's hosts when given), else
 * files under `DATA_DIR/sms`.
 */
export function createSmsSender(options: {
  accountSid?: string;
  authToken?: string;
  apiBaseUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): SmsSender {
  if (options.accountSid && options.authToken) {
    const client = createTwilioClient({
      accountSid: options.accountSid,
      authToken: options.authToken,
      apiBaseUrl: options.apiBaseUrl,
    });
    return createTwilioSmsSender({ messages: client.messages, from: options.from });
  }
  return createFileSmsSender({
    dir: path.resolve(options.dataDir, 'sms'),
    from: options.from,
    logger: options.logger,
  });
}
