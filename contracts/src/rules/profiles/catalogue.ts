import { federal2027Profile } from './federal-2027.js';
import type { RuleProfile } from './profile.js';
import { seedProfile } from './seed.js';

/** The profiles `COMPLIANCE_PROFILE` may name. */
export const RULE_PROFILE_IDS = ['seed', 'federal-2027'] as const;
export type RuleProfileId = (typeof RULE_PROFILE_IDS)[number];

/** The profile used when none is chosen: the product's original rule. */
export const DEFAULT_RULE_PROFILE_ID = 'seed' as const satisfies RuleProfileId;

/** Every shipped profile by its id. */
export const ruleProfiles: Readonly<Record<RuleProfileId, RuleProfile>> = {
  seed: seedProfile,
  'federal-2027': federal2027Profile,
};
