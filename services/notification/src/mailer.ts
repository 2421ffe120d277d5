import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from '@tracker/kit/runtime/logger';
import type { EmailLanguage } from './domain/email-kind.js';

export interface OutgoingEmail {
  to: string;
  language: EmailLanguage;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves with the message id once the message was handed over; rejects when it was not. */
  send(mail: OutgoingEmail): Promise<{ messageId: string }>;
  close(): void;
}

// A mail server that accepts the connection and then stalls must not hold a consumer (and its
// database transaction) for nodemailer's default of minutes.
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function messageOptions(from: string, mail: OutgoingEmail): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'Content-Language': mail.language, 'Auto-Submitted': 'auto-generated' },
  };
}

/** Sends through the SMTP server at `url` (`smtp://` or `smtps://`, credentials in the URL). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({ url: options.url, ...smtpTimeouts });
  return {
    async send(mail) {
      const info = await transport.sendMail(messageOptions(options.from, mail));
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}

function emlFileName(): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
}

/**
 * Writes each message as an `.eml` file under `dir`, for running without a mail server: any mail
 * reader opens them. Logs the recipient and subject only; the body can hold a one-time link.
 */
export function createFileMailer(options: { dir: string; from: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await transport.sendMail(messageOptions(options.from, mail));
      await mkdir(options.dir, { recursive: true });
      const file = path.join(options.dir, emlFileName());
      // Written under a temporary name first, so nothing ever reads half a message.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
      options.logger.info({ to: mail.to, subject: mail.subject }, 'e-mail written to file');
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}

/** SMTP when `smtpUrl` is set, else `.eml` files under `DATA_DIR/mail`. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) return createSmtpMailer({ url: options.smtpUrl, from: options.from });
  return createFileMailer({
    dir: path.resolve(options.dataDir, 'mail'),
    from: options.from,
    logger: options.logger,
  });
}
