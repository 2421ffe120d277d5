import type { z } from 'zod';
import { defineEvent } from './envelope.js';
import { identityUserData } from './identity-user-data.js';

/** The owner used the verification link: the account can log in from now on. */
export const identityUserVerifiedV1 = defineEvent('identity.user-verified', 1, identityUserData);
export type IdentityUserVerifiedV1 = z.infer<typeof identityUserVerifiedV1.data>;
