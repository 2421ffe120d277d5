import { describe, expect, it } from 'vitest';
import type { Mailer, OutgoingEmail } from '../../src/mailer.js';
import { sendEmail } from '../../src/use-cases/send-email.js';

const appUrl = 'http://localhost:8080';

function recordingMailer(fail?: (mail: OutgoingEmail) => Error): Mailer & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return {
    sent,
    async send(mail) {
      if (fail) throw fail(mail);
      sent.push(mail);
      return { messageId: `<${sent.length}@test>` };
    },
    close() {},
  };
}

describe('sendEmail', () => {
  it('hands the written e-mail to the mailer', async () => {
    const mailer = recordingMailer();
    const result = await sendEmail(
      { mailer, appUrl },
      { to: 'ana@example.org', kind: 'reset-password', language: 'es', token: 'abc', firstName: 'Ana' },
    );
    expect(result).toEqual({ status: 'sent', messageId: '<1@test>' });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: 'ana@example.org',
      language: 'es',
      subject: 'Restablezca su contraseña',
    });
    expect(mailer.sent[0]?.text).toContain(`${appUrl}/reset-password?token=abc`);
  });

  it('reports a failure without the token or the link', async () => {
    const token = 'secret/token+1';
    const mailer = recordingMailer((mail) => new Error(`552 message refused: ${mail.text}`));
    const result = await sendEmail(
      { mailer, appUrl },
      { to: 'a@example.org', kind: 'verify-email', language: 'en', token },
    );
    expect(result.status).toBe('failed');
    if (result.status !== 'failed') return;
    expect(result.error).toContain('552 message refused');
    expect(result.error).not.toContain(token);
    expect(result.error).not.toContain(encodeURIComponent(token));
    expect(result.error.length).toBeLessThanOrEqual(500);
  });

  it('reports a verify mail without a token as failed and sends nothing', async () => {
    const mailer = recordingMailer();
    const result = await sendEmail(
      { mailer, appUrl },
      { to: 'a@example.org', kind: 'verify-email', language: 'en' },
    );
    expect(result).toEqual({ status: 'failed', error: 'The verifyEmail link needs a token' });
    expect(mailer.sent).toHaveLength(0);
  });
});
