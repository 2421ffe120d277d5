import type { z } from 'zod';
import { defineEvent } from './envelope.js';
import { identityUserData } from './identity-user-data.js';

/** Profile, e-mail or administrator rights changed; the data is the whole new state. */
export const identityUserUpdatedV1 = defineEvent('identity.user-updated', 1, identityUserData);
export type IdentityUserUpdatedV1 = z.infer<typeof identityUserUpdatedV1.data>;
