import { z } from 'zod';
import { incomeThresholdCents, type RuleProfile, ruleProfileFields } from '../rules/profiles/profile.js';

// GET /api/rules (public, no session): the rule profile the system runs on, so the web app and texts
// can say what a month asks for (the hours, which activities count, the pay, the deadline) without
// repeating the rules.

export const rulesResponse = ruleProfileFields.extend({
  /** The pay that meets a month on its own, in cents (`hours` × `minimumWageCents`); null where pay does not count. */
  incomeThresholdCents: z.number().int().positive().nullable(),
});
export type RulesResponse = z.infer<typeof rulesResponse>;

/** The answer of `GET /api/rules` for the active profile. */
export function rulesOf(profile: RuleProfile): RulesResponse {
  return { ...profile, incomeThresholdCents: incomeThresholdCents(profile) };
}
