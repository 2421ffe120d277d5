import { z } from 'zod';
import { ACTIVITY_TYPES } from '../constants.js';

const activityTypeNames: ReadonlySet<string> = new Set(ACTIVITY_TYPES);

/**
 * The `QUALIFYING_TYPES` setting: `employment,training` → the listed activity types, each once, in the
 * catalogue's order; unset means all four. Every service that counts hours reads it the same way, so
 * the dashboard and a text message never disagree about which hours count.
 */
export const qualifyingTypesSetting = z
  .string()
  .transform((text) => text.split(',').map((name) => name.trim().toLowerCase()))
  .refine((names) => names.every((name) => name === '' || activityTypeNames.has(name)), {
    error: `Expected a comma-separated list of ${ACTIVITY_TYPES.join(', ')}`,
  })
  .transform((names) => ACTIVITY_TYPES.filter((type) => names.includes(type)))
  .refine((types) => types.length > 0, { error: 'Name at least one activity type' })
  .default([...ACTIVITY_TYPES]);
