import { LANGUAGES } from '@tracker/contracts/constants/accounts';
import { IDENTITY_EMAIL_KINDS } from '@tracker/contracts/events/identity-email-requested-v1';
import { describe, expect, it } from 'vitest';
import { buildEmail, templatesByLanguage } from '../../src/domain/build-email.js';
import type { EmailKind, EmailLanguage } from '../../src/domain/email-kind.js';
import { NotificationError } from '../../src/domain/notification-error.js';

const appUrl = 'https://tracker.example.org';
const token = 'tok+en/with=odd&chars?and spaces';
const encoded = encodeURIComponent(token);

const cases = LANGUAGES.flatMap((language) => IDENTITY_EMAIL_KINDS.map((kind) => ({ language, kind })));

function build(kind: EmailKind, language: EmailLanguage, extra: { firstName?: string; token?: string } = {}) {
  return buildEmail({ kind, language, token, firstName: 'Ana', ...extra }, appUrl);
}

describe('buildEmail', () => {
  it.each(cases)('writes a $kind e-mail in $language with subject, text and HTML', ({ kind, language }) => {
    const email = build(kind, language);
    expect(email.language).toBe(language);
    expect(email.subject.trim().length).toBeGreaterThan(5);
    expect(email.text).toContain(templatesByLanguage[language].team);
    expect(email.text).toContain('Ana');
    expect(email.html).toContain(`<html lang="${language}">`);
    expect(email.html).toContain('Ana');
    for (const paragraph of templatesByLanguage[language].kinds[kind].intro) {
      expect(email.text).toContain(paragraph);
    }
  });

  it.each(LANGUAGES)('writes every kind differently in %s', (language) => {
    const subjects = IDENTITY_EMAIL_KINDS.map((kind) => build(kind, language).subject);
    expect(new Set(subjects).size).toBe(IDENTITY_EMAIL_KINDS.length);
  });

  it.each(IDENTITY_EMAIL_KINDS)('writes the %s e-mail in Spanish, not in English', (kind) => {
    const english = build(kind, 'en');
    const spanish = build(kind, 'es');
    expect(spanish.subject).not.toBe(english.subject);
    const words = spanish.text.replace(/https?:\S+/g, '');
    expect(words).toMatch(/\b(su|usted|cuenta|contraseña|correo)\b/);
    expect(words).not.toMatch(/\b(your|password|account|please|the)\b/i);
  });

  it.each(LANGUAGES)('links the verify mail to /verify-email with the token encoded (%s)', (language) => {
    const email = build('verify-email', language);
    const link = `${appUrl}/verify-email?token=${encoded}`;
    expect(email.text).toContain(`\n${link}\n`);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.text).not.toContain(token);
    expect(email.html).not.toContain(token);
  });

  it.each(LANGUAGES)('links the reset mail to /reset-password with the token encoded (%s)', (language) => {
    const email = build('reset-password', language);
    const link = `${appUrl}/reset-password?token=${encoded}`;
    expect(email.text).toContain(`\n${link}\n`);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.text).not.toContain(token);
  });

  it('says how long each link lasts', () => {
    expect(build('verify-email', 'en').text).toContain('This link expires in 24 hours.');
    expect(build('verify-email', 'es').text).toContain('Este enlace vence en 24 horas.');
    expect(build('reset-password', 'en').text).toContain('This link expires in 1 hour.');
    expect(build('reset-password', 'es').text).toContain('Este enlace vence en 1 hora.');
  });

  it.each(LANGUAGES)('offers login and forgot-password in the account-exists mail (%s)', (language) => {
    const email = build('account-exists', language);
    expect(email.text).toContain(`\n${appUrl}/login\n`);
    expect(email.text).toContain(`\n${appUrl}/forgot-password\n`);
    expect(email.html).toContain(`href="${appUrl}/login"`);
    expect(email.html).toContain(`href="${appUrl}/forgot-password"`);
  });

  it('tells of the registration attempt and the taken username', () => {
    expect(build('account-exists', 'en').text).toContain('Someone tried to create a new');
    expect(build('account-exists', 'es').text).toContain('Alguien intentó crear una cuenta nueva');
    expect(build('username-taken', 'en').text).toContain('The username you chose is already taken');
    expect(build('username-taken', 'es').text).toContain('El nombre de usuario que eligió ya está en uso');
    for (const language of LANGUAGES) {
      expect(build('username-taken', language).text).toContain(`\n${appUrl}/register\n`);
    }
  });

  it('tells what to do when the password change was not the owner', () => {
    const english = build('password-changed', 'en').text;
    expect(english).toContain('was just changed');
    expect(english).toContain('If you did not, please reset your password right away');
    expect(english).toContain(`\n${appUrl}/forgot-password\n`);
    const spanish = build('password-changed', 'es').text;
    expect(spanish).toContain('se acaba de cambiar');
    expect(spanish).toContain('Si no fue usted, restablezca su contraseña de inmediato');
  });

  it.each(['account-exists', 'username-taken', 'password-changed'] as const)(
    'never puts a token into the %s mail',
    (kind) => {
      const email = build(kind, 'en');
      expect(email.text).not.toContain(encoded);
      expect(email.text).not.toContain('token=');
      expect(email.html).not.toContain('token=');
    },
  );

  it.each(['verify-email', 'reset-password'] as const)(
    'refuses to write the %s mail without a token',
    (kind) => {
      expect(() => buildEmail({ kind, language: 'en' }, appUrl)).toThrowError(NotificationError);
      expect(() => buildEmail({ kind, language: 'en', token: '' }, appUrl)).toThrowError(
        expect.objectContaining({ code: 'missing_token' }),
      );
    },
  );

  it('keeps a path prefix of APP_URL and drops a trailing slash', () => {
    const email = buildEmail(
      { kind: 'verify-email', language: 'en', token: 'abc' },
      'https://x.org/tracker/',
    );
    expect(email.text).toContain('\nhttps://x.org/tracker/verify-email?token=abc\n');
  });

  it('greets without a name when there is none', () => {
    expect(build('password-changed', 'en', { firstName: undefined }).text.startsWith('Hello,\n')).toBe(true);
    expect(build('password-changed', 'es', { firstName: '  ' }).text.startsWith('Hola:\n')).toBe(true);
    expect(build('password-changed', 'es').text.startsWith('Hola, Ana:\n')).toBe(true);
  });

  it('escapes the first name in the HTML body', () => {
    const email = build('password-changed', 'en', { firstName: '<b>Ana</b> & "Bo"' });
    expect(email.html).toContain('Hi &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Bo&quot;,');
    expect(email.html).not.toContain('<b>Ana</b>');
    expect(email.text).toContain('Hi <b>Ana</b> & "Bo",');
  });
});

describe('templates', () => {
  it('has a template for exactly the kinds identity can ask for, in every language', () => {
    expect(Object.keys(templatesByLanguage).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(Object.keys(templatesByLanguage[language].kinds).sort()).toEqual(
        [...IDENTITY_EMAIL_KINDS].sort(),
      );
    }
  });

  it.each(cases)('has no empty phrase in the $kind template ($language)', ({ kind, language }) => {
    const templates = templatesByLanguage[language];
    const template = templates.kinds[kind];
    const phrases = [
      templates.linkFallback(1),
      templates.linkFallback(2),
      templates.signOff,
      templates.team,
      templates.footer,
      templates.greeting(undefined),
      templates.greeting('Ana'),
      template.subject,
      ...template.intro,
      ...template.outro,
      ...template.actions.map((action) => action.label),
    ];
    for (const phrase of phrases) expect(phrase.trim()).not.toBe('');
    expect(template.intro.length).toBeGreaterThan(0);
    expect(template.actions.length).toBeGreaterThan(0);
  });

  it.each(IDENTITY_EMAIL_KINDS)('links the %s mail to the same pages in every language', (kind) => {
    const english = templatesByLanguage.en.kinds[kind].actions.map((action) => action.link);
    for (const language of LANGUAGES) {
      expect(templatesByLanguage[language].kinds[kind].actions.map((action) => action.link)).toEqual(english);
    }
  });
});
