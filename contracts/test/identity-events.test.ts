import { describe, expect, it } from 'vitest';
import { routingKey } from '../src/events/envelope.js';
import { eventCatalogue } from '../src/events/catalogue.js';
import { identityEmailRequestedV1 } from '../src/events/identity-email-requested-v1.js';
import { identityTextRequestedV1 } from '../src/events/identity-text-requested-v1.js';
import { identityUserDeletedV1 } from '../src/events/identity-user-deleted-v1.js';
import { identityUserRegisteredV1 } from '../src/events/identity-user-registered-v1.js';
import { identityUserUpdatedV1 } from '../src/events/identity-user-updated-v1.js';
import { identityUserVerifiedV1 } from '../src/events/identity-user-verified-v1.js';

const userData = {
  userId: '0b7d4c1e-8f0a-4e57-9a3b-2d6c1e5f7a90',
  username: 'rosa_p',
  email: 'rosa@example.org',
  firstName: 'Rosa',
  lastName: 'Parks',
  cellNumber: '559-555-0123',
  cellNumberE164: '+15595550123',
  cellNumberVerified: true,
  birthdate: '1990-02-04',
  preferredLanguage: 'es',
  requiredMonthlyHours: 20,
  seasonalWorker: true,
  isAdmin: false,
  emailVerified: true,
  state: 'CA',
};

describe('identity events', () => {
  it('have dotted past-tense types and versioned routing keys', () => {
    expect(routingKey(identityUserRegisteredV1)).toBe('identity.user-registered.v1');
    expect(routingKey(identityUserVerifiedV1)).toBe('identity.user-verified.v1');
    expect(routingKey(identityUserUpdatedV1)).toBe('identity.user-updated.v1');
    expect(routingKey(identityUserDeletedV1)).toBe('identity.user-deleted.v1');
    expect(routingKey(identityEmailRequestedV1)).toBe('identity.email-requested.v1');
  });

  it('read a user event written before seasonal work was recorded as not a seasonal worker', () => {
    const { seasonalWorker: _left, ...earlier } = userData;
    expect(identityUserUpdatedV1.data.parse(earlier).seasonalWorker).toBe(false);
  });

  it('user events carry the user state other services keep', () => {
    for (const def of [identityUserRegisteredV1, identityUserVerifiedV1, identityUserUpdatedV1]) {
      expect(def.data.parse(userData)).toEqual(userData);
      expect(def.data.safeParse({ ...userData, cellNumberE164: '559-555-0123' }).success).toBe(false);
      expect(def.data.safeParse({ ...userData, userId: undefined }).success).toBe(false);
    }
    // Events written before numbers were confirmed read as not confirmed.
    const { cellNumberVerified: _confirmed, ...older } = userData;
    expect(identityUserUpdatedV1.data.parse(older).cellNumberVerified).toBe(false);
    expect(
      identityUserRegisteredV1.data.parse({
        ...userData,
        cellNumber: null,
        cellNumberE164: null,
        birthdate: null,
        state: null,
      }),
    ).toBeTruthy();
  });

  it('user events carry no password or token', () => {
    const parsed = identityUserUpdatedV1.data.parse({
      ...userData,
      password: 'x',
      passwordHash: 'y',
      token: 'z',
    }) as Record<string, unknown>;
    expect(parsed.password).toBeUndefined();
    expect(parsed.passwordHash).toBeUndefined();
    expect(parsed.token).toBeUndefined();
  });

  it('deletion names only the user', () => {
    expect(identityUserDeletedV1.data.parse({ userId: userData.userId, email: 'x@example.org' })).toEqual({
      userId: userData.userId,
    });
  });

  it('e-mail requests need a token for the link mails', () => {
    const base = { to: 'rosa@example.org', language: 'en' } as const;
    expect(
      identityEmailRequestedV1.data.safeParse({ ...base, kind: 'verify-email', token: 'abc' }).success,
    ).toBe(true);
    expect(
      identityEmailRequestedV1.data.safeParse({
        ...base,
        kind: 'reset-password',
        token: 'abc',
        userId: userData.userId,
        firstName: 'Rosa',
      }).success,
    ).toBe(true);
    expect(identityEmailRequestedV1.data.safeParse({ ...base, kind: 'verify-email' }).success).toBe(false);
    expect(identityEmailRequestedV1.data.safeParse({ ...base, kind: 'reset-password' }).success).toBe(false);
    expect(identityEmailRequestedV1.data.safeParse({ ...base, kind: 'account-exists' }).success).toBe(true);
    expect(identityEmailRequestedV1.data.safeParse({ ...base, kind: 'username-taken' }).success).toBe(true);
    expect(identityEmailRequestedV1.data.safeParse({ ...base, kind: 'password-changed' }).success).toBe(true);
    expect(identityEmailRequestedV1.data.safeParse({ ...base, kind: 'welcome' }).success).toBe(false);
    expect(
      identityEmailRequestedV1.data.safeParse({ ...base, language: 'fr', kind: 'account-exists' }).success,
    ).toBe(false);
    expect(
      identityEmailRequestedV1.data.safeParse({ ...base, to: 'not-an-address', kind: 'account-exists' })
        .success,
    ).toBe(false);
  });
});

describe('secrets in events', () => {
  it('declares the one-time link token and the texted code as secrets the outbox must not keep', () => {
    expect(identityEmailRequestedV1.secretFields).toEqual(['token']);
    expect(identityTextRequestedV1.secretFields).toEqual(['code']);
  });

  it('names only fields its data has', () => {
    for (const def of eventCatalogue) {
      const shape = (def.data as { shape?: Record<string, unknown> }).shape;
      for (const field of def.secretFields ?? []) expect(Object.keys(shape ?? {})).toContain(field);
    }
  });

  it('texts a six-digit code to a US number', () => {
    const text = {
      userId: '0b7d4c1e-8f0a-4e57-9a3b-2d6c1e5f7a90',
      to: '+15595550123',
      language: 'es',
      kind: 'phone-verification',
      code: '004215',
      expiresAt: '2026-11-25T10:10:00.000Z',
    };
    expect(identityTextRequestedV1.data.parse(text)).toEqual(text);
    expect(identityTextRequestedV1.data.safeParse({ ...text, code: '4215' }).success).toBe(false);
    expect(identityTextRequestedV1.data.safeParse({ ...text, to: '559-555-0123' }).success).toBe(false);
  });
});
