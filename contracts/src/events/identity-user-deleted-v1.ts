import { z } from 'zod';
import { defineEvent } from './envelope.js';

/** The account is gone (deleted by its owner or an administrator); consumers drop what they keep of it. */
export const identityUserDeletedV1 = defineEvent('identity.user-deleted', 1, z.object({ userId: z.uuid() }));
export type IdentityUserDeletedV1 = z.infer<typeof identityUserDeletedV1.data>;
