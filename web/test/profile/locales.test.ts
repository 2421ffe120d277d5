import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/profile.json';
import esMessages from '../../src/locales/es/profile-messages.json';
import es from '../../src/locales/es/profile.json';
import { expectTranslated } from '../support/translations';

describe('profile translations', () => {
  it('has every string in both languages, translated, with the same placeholders', () => {
    expectTranslated({ en, es, esMessages });
  });

  it('gives Spanish for the profile and password messages', () => {
    for (const message of [
      'Username too long',
      'Invalid email format',
      'Birthdate cannot be in the future',
      'Enrollment status must be Adult or Minor',
      'Current password is required',
      "New passwords don't match",
      'Profile updated successfully',
      'Failed to update profile',
      'Password changed successfully',
      'Failed to change password',
      'This is not available while impersonating a user.',
    ]) {
      expect(esMessages).toHaveProperty([message]);
    }
  });
});
