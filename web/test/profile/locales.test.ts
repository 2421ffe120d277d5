import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/profile.json';
import esMessages from '../../src/locales/es/profile-messages.json';
import es from '../../src/locales/es/profile.json';
import { keysOf, textsOf } from '../support/keys';

describe('profile translations', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(keysOf(es)).toEqual(keysOf(en));
    for (const text of textsOf(es)) expect(text.trim()).not.toBe('');
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
    for (const [english, spanish] of Object.entries(esMessages)) expect(spanish).not.toBe(english);
  });
});
