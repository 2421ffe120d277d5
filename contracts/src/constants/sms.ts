// Text messages: their length and the keywords of the texted activity format.
// Shared by web, gateway and services so that a form and the server that checks it never disagree.

import type { ActivityType } from './activities.js';

export const SMS_MAX_LENGTH = 160 as const;
/** Keywords of the `TYPE HOURS Description` format and the activity type each one logs. */
export const SMS_KEYWORDS = {
  JOB: 'job_search',
  WORK: 'employment',
  TRAINING: 'training',
  VOLUNTEER: 'volunteer',
} as const satisfies Record<string, ActivityType>;
export type SmsKeyword = keyof typeof SMS_KEYWORDS;
export const SMS_HELP_KEYWORD = 'HELP' as const;
