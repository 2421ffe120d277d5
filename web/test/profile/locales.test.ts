import { describe, expect, it } from 'vitest';
import '../../src/features/profile/i18n';
import { i18n, translateMessage } from '../../src/lib/i18n';
import en from '../../src/locales/en/profile.json';
import esMessages from '../../src/locales/es/profile-messages.json';
import es from '../../src/locales/es/profile.json';
import { expectTranslated } from '../support/translations';

describe('profile translations', () => {
  it('has every string in both languages, translated, with the same placeholders', () => {
    expectTranslated({ en, es, esMessages });
  });

  it('gives Spanish for the profile, password and phone confirmation messages', async () => {
    for (const message of [
      'Enter a username of 50 characters or fewer',
      'Enter an email address like name@example.com',
      'Birthdate cannot be in the future',
      'Current password is required',
      "New passwords don't match",
      'Profile updated successfully',
      'Failed to update profile',
      'Password changed successfully',
      'Failed to change password',
      'This is not available while impersonating a user.',
      "While impersonating, the enrollee's e-mail, username, phone, password and Medicaid account cannot be changed.",
      'Your date of birth is on file. To correct it, contact your state Medicaid agency.',
      'Enter the 6-digit code we texted you',
      'Add your cell phone number to your profile first.',
      'This phone number is already confirmed.',
      'That code is not right. Check the text message and try again.',
      'This code has expired or was replaced. Ask for a new code.',
      'Too many wrong codes. Ask for a new code.',
    ]) {
      expect(esMessages).toHaveProperty([message]);
    }

    await i18n.changeLanguage('es');
    try {
      expect(
        translateMessage('Too many codes were sent to this number. Please try again in 5 minutes.'),
      ).toBe('Se enviaron demasiados códigos a este número. Inténtelo de nuevo en 5 minutos.');
      expect(
        translateMessage(
          'Too many e-mails and texts were requested from your network. Please try again in 1 minute.',
        ),
      ).toBe(
        'Se pidieron demasiados correos y mensajes de texto desde su red. Inténtelo de nuevo en 1 minuto.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
