import { z } from 'zod';
import { ACTIVITY_TYPES } from '../constants/activities.js';

const activityTypeNames: ReadonlySet<string> = new Set(ACTIVITY_TYPES);

/**
 * A comma list of activity types, `employment,training` → the listed types, each once, in the
 * catalogue's order. Settings that name types read them this way, so the dashboard and a text message
 * never disagree about which hours count.
 */
export const activityTypeList = z
  .string()
  .transform((text) => text.split(',').map((name) => name.trim().toLowerCase()))
  .refine((names) => names.every((name) => name === '' || activityTypeNames.has(name)), {
    error: `Expected a comma-separated list of ${ACTIVITY_TYPES.join(', ')}`,
  })
  .transform((names) => ACTIVITY_TYPES.filter((type) => names.includes(type)))
  .refine((types) => types.length > 0, { error: 'Name at least one activity type' });

/**
 * The older `QUALIFYING_TYPES` setting: an `activityTypeList` that, when set, wins over the rule
 * profile's types (`COMPLIANCE_PROFILE`, `COMPLIANCE_QUALIFYING_TYPES`); unset, the profile decides.
 */
export const qualifyingTypesSetting = activityTypeList.optional();
