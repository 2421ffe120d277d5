import { z } from 'zod';
import { LANGUAGES, PHONE_CODE_LENGTH } from '../constants/accounts.js';
import { timestamp } from '../http/fields.js';
import { defineEvent } from './envelope.js';

export const IDENTITY_TEXT_KINDS = ['phone-verification'] as const;
export type IdentityTextKind = (typeof IDENTITY_TEXT_KINDS)[number];

/**
 * Identity asks for a text to a number that is not confirmed yet: the code that proves the person
 * holds the phone. The code must never be logged nor kept once sent; the text honours STOP like any
 * other, and quiet hours do not apply, since the person is waiting for it on the screen.
 */
export const identityTextRequestedV1 = defineEvent(
  'identity.text-requested',
  1,
  z.object({
    userId: z.uuid(),
    /** `+1dddddddddd`. */
    to: z.string().regex(/^\+1\d{10}$/),
    language: z.enum(LANGUAGES),
    kind: z.enum(IDENTITY_TEXT_KINDS),
    code: z.string().regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`)),
    expiresAt: timestamp,
  }),
  { secretFields: ['code'] },
);
export type IdentityTextRequestedV1 = z.infer<typeof identityTextRequestedV1.data>;
