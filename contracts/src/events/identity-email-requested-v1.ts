import { z } from 'zod';
import { LANGUAGES } from '../constants/accounts.js';
import { defineEvent } from './envelope.js';

export const IDENTITY_EMAIL_KINDS = [
  'verify-email',
  'reset-password',
  'account-exists',
  'username-taken',
  'password-changed',
  'email-in-use',
] as const;
export type IdentityEmailKind = (typeof IDENTITY_EMAIL_KINDS)[number];

/**
 * Identity asks for an e-mail. The notification service builds the link from its APP_URL and the
 * one-time `token` (verify-email, reset-password), which must never be logged nor kept once sent.
 * `firstName` is given only for mail to the account's own verified address: mail to an address
 * somebody typed in never carries text that somebody chose.
 */
export const identityEmailRequestedV1 = defineEvent(
  'identity.email-requested',
  1,
  z
    .object({
      userId: z.uuid().optional(),
      to: z.email(),
      language: z.enum(LANGUAGES),
      kind: z.enum(IDENTITY_EMAIL_KINDS),
      firstName: z.string().optional(),
      token: z.string().min(1).optional(),
    })
    .refine(
      (data) => data.token !== undefined || (data.kind !== 'verify-email' && data.kind !== 'reset-password'),
      {
        message: 'verify-email and reset-password need a token',
        path: ['token'],
      },
    ),
  { secretFields: ['token'] },
);
export type IdentityEmailRequestedV1 = z.infer<typeof identityEmailRequestedV1.data>;
