import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { onEmailRequested } from '../../src/events/on-email-requested.js';
import { createSmtpMailer } from '../../src/mailer.js';
import { eventually } from '../support/eventually.js';
import {
  appUrl,
  deliveryLimit,
  emailRequested,
  type Harness,
  logger,
  startNotificationService,
} from '../support/harness.js';
import { freePort } from '@tracker/kit/testing/environment';
import { type MailCatcher, startMailCatcher } from '@tracker/kit/testing/mail';

interface EmailLogRow {
  id: string;
  event_id: string;
  user_id: string | null;
  kind: string;
  to_address: string;
  language: string;
  status: string;
  provider_message_id: string | null;
  error: string | null;
  created_at: Date;
}

// Characters that must be percent-encoded in a query string.
const token = 'Tok+en/with=odd&chars?#';
const encodedToken = encodeURIComponent(token);

function logRows(harness: Harness, eventId: string): Promise<EmailLogRow[]> {
  return harness.db.knex<EmailLogRow>('email_log').where({ event_id: eventId }).orderBy('created_at');
}

function inboxRows(harness: Harness, eventId: string): Promise<unknown[]> {
  return harness.db.knex('inbox').where({ event_id: eventId });
}

function expectNoSecret(row: EmailLogRow): void {
  const stored = JSON.stringify(row);
  expect(stored).not.toContain(token);
  expect(stored).not.toContain(encodedToken);
  expect(stored).not.toContain('token=');
}

describe('identity.email-requested over the bus and inbox', () => {
  let harness: Harness | undefined;
  let smtp: MailCatcher | undefined;

  afterEach(async () => {
    await harness?.close();
    await smtp?.close();
    harness = undefined;
    smtp = undefined;
  });

  it('sends the requested e-mail over SMTP and logs it without the token', async () => {
    smtp = await startMailCatcher();
    harness = await startNotificationService({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Tracker <no-reply@example.org>',
    });
    const userId = randomUUID();
    const event = emailRequested({
      userId,
      to: 'maria@example.org',
      language: 'es',
      kind: 'verify-email',
      firstName: 'María',
      token,
    });

    await harness.publish(event);
    const [mail] = await smtp.waitForCount(1);

    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
      { name: '', address: 'maria@example.org' },
    ]);
    expect(mail?.from?.value).toEqual([{ name: 'Tracker', address: 'no-reply@example.org' }]);
    expect(mail?.subject).toBe('Confirme su correo electrónico');
    expect(mail?.headers.get('content-language')).toBe('es');
    expect(mail?.text).toContain('Hola, María:');
    expect(mail?.text).toContain(`\n${appUrl}/verify-email?token=${encodedToken}\n`);
    expect(mail?.text).toContain('Este enlace vence en 24 horas.');
    expect(mail?.html).toContain('<html lang="es">');

    const [row] = await eventually(
      () => logRows(harness!, event.id),
      (rows) => rows.length === 1,
    );
    expect(row).toMatchObject({
      event_id: event.id,
      user_id: userId,
      kind: 'verify-email',
      to_address: 'maria@example.org',
      language: 'es',
      status: 'sent',
      provider_message_id: mail?.messageId,
      error: null,
    });
    expect(row?.created_at).toBeInstanceOf(Date);
    expectNoSecret(row!);
    expect(await inboxRows(harness, event.id)).toHaveLength(1);
  });

  it('sends one e-mail when the same event is delivered twice', async () => {
    smtp = await startMailCatcher();
    harness = await startNotificationService({ SMTP_URL: smtp.url });
    const event = emailRequested({ to: 'sam@example.org', language: 'en', kind: 'password-changed' });

    await Promise.all([harness.publish(event), harness.publish(event)]);
    await eventually(
      async () => harness!.deliveries.get(event.id) ?? 0,
      (count) => count === 2,
    );

    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.subject).toBe('Your password was changed');
    expect(await logRows(harness, event.id)).toHaveLength(1);
    expect(harness.bus.deadLetters(harness.queue)).toEqual([]);
  });

  it('retries while the SMTP server is down, logs every attempt as failed, then dead-letters', async () => {
    harness = await startNotificationService({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    const event = emailRequested({
      userId: randomUUID(),
      to: 'lee@example.org',
      language: 'en',
      kind: 'reset-password',
      token,
    });

    await harness.publish(event);
    await eventually(
      async () => harness!.bus.deadLetters(harness!.queue),
      (dead) => dead.length === 1,
    );
    expect(harness.deliveries.get(event.id)).toBe(deliveryLimit);

    const rows = await eventually(
      () => logRows(harness!, event.id),
      (found) => found.length === deliveryLimit,
    );
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'failed', kind: 'reset-password', provider_message_id: null });
      expect(row.error).toMatch(/ECONNREFUSED/);
      expectNoSecret(row);
    }
    expect(await inboxRows(harness, event.id)).toHaveLength(0);
  });

  it('writes a readable .eml under DATA_DIR/mail when no SMTP server is configured', async () => {
    harness = await startNotificationService();
    const event = emailRequested({
      to: 'kim@example.org',
      language: 'en',
      kind: 'account-exists',
      firstName: 'Kim',
    });

    await harness.publish(event);
    const mailDir = path.join(harness.dataDir, 'mail');
    const files = await eventually(
      () => readdir(mailDir).catch(() => [] as string[]),
      (names) => names.some((name) => name.endsWith('.eml')),
    );

    const mail = await simpleParser(
      await readFile(
        path.join(
          mailDir,
          files.find((name) => name.endsWith('.eml'))!,
        ),
      ),
    );
    expect(mail.subject).toBe('Someone tried to register with your e-mail address');
    expect(mail.text).toContain('Hi Kim,');
    expect(mail.text).toContain(`\n${appUrl}/login\n`);
    expect(mail.text).toContain(`\n${appUrl}/forgot-password\n`);
    const [row] = await eventually(
      () => logRows(harness!, event.id),
      (rows) => rows.length === 1,
    );
    expect(row).toMatchObject({ status: 'sent', provider_message_id: mail.messageId });
  });
});

describe('the email-requested handler', () => {
  let harness: Harness | undefined;

  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  it('throws when the e-mail cannot be sent, so the bus retries, and logs the failure outside the rolled-back transaction', async () => {
    harness = await startNotificationService();
    const { db } = harness;
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${await freePort()}`,
      from: 'Tracker <no-reply@localhost>',
    });
    const handler = onEmailRequested({ db, mailer, appUrl, logger });
    const event = emailRequested({ to: 'ada@example.org', language: 'es', kind: 'verify-email', token });

    await expect(db.knex.transaction((trx) => handler.handle(event, trx))).rejects.toMatchObject({
      code: 'email_not_sent',
    });
    await handler.settled();
    mailer.close();

    const rows = await logRows(harness, event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failed', language: 'es', to_address: 'ada@example.org' });
    expectNoSecret(rows[0]!);
  });
});
