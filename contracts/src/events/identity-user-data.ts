import { z } from 'zod';
import { LANGUAGES } from '../constants/accounts.js';

/**
 * What other services keep about a user, carried whole by the user events so a consumer can
 * upsert its read model from any one of them. A new version of one event copies these fields
 * rather than changing them here.
 */
export const identityUserData = z.object({
  userId: z.uuid(),
  username: z.string(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  /** `ddd-ddd-dddd`, as shown to people. */
  cellNumber: z.string().nullable(),
  /** `+1dddddddddd`, as text-message providers send it. */
  cellNumberE164: z
    .string()
    .regex(/^\+1\d{10}$/)
    .nullable(),
  /**
   * Whether the owner proved they hold `cellNumber` with a texted code. Texts from a number reach
   * only the account that confirmed it, and reminders go only to confirmed numbers. Absent in events
   * written before numbers were confirmed: not confirmed.
   */
  cellNumberVerified: z.boolean().default(false),
  birthdate: z.iso.date().nullable(),
  preferredLanguage: z.enum(LANGUAGES),
  /** What the state requires of this person: the state's rule, or what an administrator set for them. */
  requiredMonthlyHours: z.number().positive(),
  /**
   * A seasonal worker (as the state determines under 26 U.S.C. 45R(d)(5)(B)), whose pay may meet a month
   * by its average over the profile's months. Set by state staff; absent in earlier events: not one.
   */
  seasonalWorker: z.boolean().default(false),
  /**
   * The last 4 characters of the Medicaid id, for documents that name the person's case to the state
   * ("Medicaid ID ending 1234") without carrying the id. Absent in earlier events: not known.
   */
  medicaidIdLast4: z.string().max(4).nullable().optional(),
  /**
   * The blind index of the Medicaid id (a keyed hash, see the kit's medicaid-id-index), by which the
   * state's files are matched to the account without the id travelling. Null when the account has no
   * id; absent in earlier events: not known.
   */
  medicaidIdIndex: z.string().max(64).nullable().optional(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  state: z.string().length(2).nullable(),
  /**
   * The IANA time zone of the person's browser at their latest login (`America/Chicago`), for the
   * hours texts may be sent in; null until they log in with one, absent in earlier events.
   */
  timeZone: z.string().min(1).max(64).nullable().optional(),
});
export type IdentityUserData = z.infer<typeof identityUserData>;
