import { describe, expect, it } from 'vitest';
import '../../src/features/auth/i18n';
import { i18n, translateMessage } from '../../src/lib/i18n';
import en from '../../src/locales/en/auth.json';
import esMessages from '../../src/locales/es/auth-messages.json';
import es from '../../src/locales/es/auth.json';
import { expectTranslated } from '../support/translations';

describe('auth translations', () => {
  it('has every string in both languages, translated, with the same placeholders', () => {
    expectTranslated({ en, es });
  });

  it('gives Spanish for every validation and server message the account screens show', async () => {
    const shown = [
      'Username or email is required',
      'Password is required',
      'Invalid username or password',
      'Your email address has not been verified.',
      'Enter an email address like name@example.com',
      'Enter your email address',
      'Enter a username of at least 3 characters',
      'Enter a password of at least 8 characters',
      'Enter your street address',
      'Enter your city',
      'Choose your state',
      'Enter a 5-digit ZIP code',
      'Enter the same password in both password fields',
      'Enter your cell phone number',
      'Enter a 10-digit phone number, like 555-123-4567',
      'Please check your information and try again',
      'Failed to send verification email',
      'Failed to send reset email. Please try again.',
      'No verification token provided',
      'Email verification failed',
      'An error occurred during email verification. Please try again.',
    ];
    for (const message of shown) expect(esMessages).toHaveProperty([message]);
    for (const [english, spanish] of Object.entries(esMessages)) expect(spanish).not.toBe(english);

    await i18n.changeLanguage('es');
    try {
      expect(translateMessage('Too many failed login attempts. Please try again in 12 minutes.')).toBe(
        'Demasiados intentos fallidos. Inténtelo de nuevo en 12 minutos.',
      );
      expect(
        translateMessage('Too many emails requested for this address. Please try again in 1 minute.'),
      ).toBe('Se pidieron demasiados correos para esta dirección. Inténtelo de nuevo en 1 minuto.');
      expect(
        translateMessage(
          'Too many e-mails and texts were requested from your network. Please try again in 3 minutes.',
        ),
      ).toBe(
        'Se pidieron demasiados correos y mensajes de texto desde su red. Inténtelo de nuevo en 3 minutos.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
