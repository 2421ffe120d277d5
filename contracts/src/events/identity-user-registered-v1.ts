import type { z } from 'zod';
import { defineEvent } from './envelope.js';
import { identityUserData } from './identity-user-data.js';

/** A new account exists (not yet verified, unless an administrator or the seed created it). */
export const identityUserRegisteredV1 = defineEvent('identity.user-registered', 1, identityUserData);
export type IdentityUserRegisteredV1 = z.infer<typeof identityUserRegisteredV1.data>;
