import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLogger } from '@tracker/kit/runtime/logger';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildEmail } from '../../src/domain/build-email.js';
import { createMailer } from '../../src/mailer.js';

function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger('notification-test', { level: 'info', destination }) };
}

describe('file mailer', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'notification-mail-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message as a readable .eml under DATA_DIR/mail and logs only recipient and subject', async () => {
    const { lines, logger } = capturingLogger();
    const mailer = createMailer({ from: 'Tracker <no-reply@localhost>', dataDir, logger });
    const token = 'file/mail+token';
    const content = buildEmail(
      { kind: 'reset-password', language: 'es', token, firstName: 'José' },
      'http://localhost:8080',
    );

    const { messageId } = await mailer.send({ to: 'jose@example.org', ...content });
    mailer.close();

    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(path.join(dataDir, 'mail', files[0]!));
    const parsed = await simpleParser(raw);
    expect(parsed.messageId).toBe(messageId);
    expect(parsed.from?.value).toEqual([{ name: 'Tracker', address: 'no-reply@localhost' }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('jose@example.org');
    expect(parsed.subject).toBe('Restablezca su contraseña');
    expect(parsed.headers.get('content-language')).toBe('es');
    expect(parsed.text).toContain(`http://localhost:8080/reset-password?token=${encodeURIComponent(token)}`);
    expect(parsed.html).toContain('Hola, José:');

    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ to: 'jose@example.org', subject: 'Restablezca su contraseña' });
    expect(lines[0]).not.toContain(encodeURIComponent(token));
    expect(lines[0]).not.toContain('reset-password?');
  });

  it('keeps one file per message', async () => {
    const { logger } = capturingLogger();
    const mailer = createMailer({ from: 'Tracker <no-reply@localhost>', dataDir, logger });
    const content = buildEmail({ kind: 'password-changed', language: 'en' }, 'http://localhost:8080');
    await mailer.send({ to: 'a@example.org', ...content });
    await mailer.send({ to: 'b@example.org', ...content });
    mailer.close();
    const files = (await readdir(path.join(dataDir, 'mail'))).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(2);
  });
});
