import { randomUUID } from 'node:crypto';
import { exemptionNoteSharedV1 } from '@tracker/contracts/events/exemption-note-shared-v1';
import { exemptionStatusChangedV1 } from '@tracker/contracts/events/exemption-status-changed-v1';
import { type MailCatcher, startMailCatcher } from '@tracker/kit/testing/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, appUrl, createApiHarness } from '../support/api-harness.js';
import { eventually } from '../support/eventually.js';

let h: ApiHarness;
let smtp: MailCatcher;
let smtpClosed = false;

beforeAll(async () => {
  smtp = await startMailCatcher();
  h = await createApiHarness({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Tracker <no-reply@example.org>' } });
});

afterAll(async () => {
  await h.close();
  if (!smtpClosed) await smtp.close();
});

function statusChange(userId: string, to: 'approved' | 'denied' | 'waiting_on_enrollee', extra = {}) {
  return {
    exemptionId: randomUUID(),
    userId,
    from: 'under_review' as const,
    to,
    exemptionTypeName: 'Student',
    effectiveDate: '2026-03-01',
    expirationDate: '2026-08-31',
    isPermanent: false,
    durationApprovedMonths: 6,
    denialReason: null,
    waitingMessage: null,
    resetMessage: null,
    changedBy: randomUUID(),
    ...extra,
  };
}

describe('e-mail on an exemption status change', () => {
  it('is sent in English to an English speaker, with the new status and a link to the dashboard', async () => {
    const user = await h.enrollee({ email: 'ana.status@example.org', firstName: 'Ana' });
    const event = await h.deliver(exemptionStatusChangedV1, statusChange(user.id, 'approved'));
    const mail = await smtp.waitForMessageTo('ana.status@example.org');
    expect(mail.subject).toBe('Your Student exemption request: Approved');
    expect(mail.headers.get('content-language')).toBe('en');
    expect(mail.text).toContain('Hi Ana,');
    expect(mail.text).toContain('Your request for the Student exemption was approved.');
    expect(mail.text).toContain('It is in force until August 31, 2026.');
    expect(mail.text).toContain(`\n${appUrl}/dashboard\n`);
    expect(mail.html).toContain('<html lang="en">');
    const rows = await eventually(
      () => h.db.knex('email_log').where({ event_id: event.id }),
      (found) => found.length === 1,
    );
    expect(rows[0]).toMatchObject({ kind: 'exemption-status', status: 'sent', user_id: user.id });
  });

  it('is sent in Spanish to a Spanish speaker, with the denial reason', async () => {
    const user = await h.enrollee({
      email: 'jose.status@example.org',
      firstName: 'José',
      preferredLanguage: 'es',
    });
    await h.deliver(
      exemptionStatusChangedV1,
      statusChange(user.id, 'denied', { denialReason: 'No se pudo confirmar la inscripción.' }),
    );
    const mail = await smtp.waitForMessageTo('jose.status@example.org');
    expect(mail.subject).toBe('Su solicitud de exención Student: Denegada');
    expect(mail.headers.get('content-language')).toBe('es');
    expect(mail.text).toContain('Hola, José:');
    expect(mail.text).toContain('Se denegó su solicitud de la exención Student.');
    expect(mail.text).toContain('Motivo: No se pudo confirmar la inscripción.');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('carries the reviewer’s message when more is needed', async () => {
    const user = await h.enrollee({ email: 'kim.waiting@example.org' });
    await h.deliver(
      exemptionStatusChangedV1,
      statusChange(user.id, 'waiting_on_enrollee', { waitingMessage: 'Please upload <your> schedule & ID.' }),
    );
    const mail = await smtp.waitForMessageTo('kim.waiting@example.org');
    expect(mail.text).toContain('Message from the reviewer: Please upload <your> schedule & ID.');
    expect(mail.html).toContain('Please upload &lt;your&gt; schedule &amp; ID.');
  });
});

describe('e-mail on a note sent to the requester', () => {
  it.each([
    ['en', 'New note about your exemption request', 'A reviewer sent you this note:'],
    [
      'es',
      'Nueva nota sobre su solicitud de exención',
      'La persona que revisa su solicitud le envió esta nota:',
    ],
  ] as const)('is sent in %s with the note', async (language, subject, lead) => {
    const email = `note.${language}@example.org`;
    const user = await h.enrollee({ email, preferredLanguage: language });
    await h.deliver(exemptionNoteSharedV1, {
      exemptionId: randomUUID(),
      noteId: randomUUID(),
      userId: user.id,
      noteText: 'Your documents arrived.',
      authorUsername: 'reviewer1',
    });
    const mail = await smtp.waitForMessageTo(email);
    expect(mail.subject).toBe(subject);
    expect(mail.headers.get('content-language')).toBe(language);
    expect(mail.text).toContain(lead);
    expect(mail.text).toContain('Your documents arrived.');
  });
});

describe('a notice e-mail that cannot be sent', () => {
  it('still leaves the in-app notification, and logs the failure', async () => {
    const user = await h.enrollee({ email: 'down@example.org' });
    await smtp.close();
    smtpClosed = true;
    const event = await h.deliver(exemptionStatusChangedV1, statusChange(user.id, 'approved'));
    expect(await h.db.knex('notifications').where({ user_id: user.id })).toHaveLength(1);
    const [row] = await h.db.knex('email_log').where({ event_id: event.id });
    expect(row).toMatchObject({ status: 'failed', kind: 'exemption-status' });
  });
});
