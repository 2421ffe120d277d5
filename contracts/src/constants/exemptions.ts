// Exemptions: type catalogue bounds, request statuses and free-text limits.
// Shared by web, gateway and services so that a form and the server that checks it never disagree.

import { type StateName, US_STATE_NAMES } from './places.js';

export const ABBREVIATION_MAX_LENGTH = 15 as const;
export const EXEMPTION_NAME_MAX_LENGTH = 255 as const;
/** Bounds of the duration inputs an administrator edits. */
export const EXEMPTION_DURATION_MIN_MONTHS = 1 as const;
export const EXEMPTION_DURATION_MAX_MONTHS = 24 as const;
/** Duration choices offered to an enrollee when the type sets no bounds of its own. */
export const ENROLLEE_DURATION_DEFAULT_MIN_MONTHS = 1 as const;
export const ENROLLEE_DURATION_DEFAULT_MAX_MONTHS = 12 as const;
/** Not in the spec: bounds free text (notes, application notes, feedback) like the activity description. */
export const LONG_TEXT_MAX_LENGTH = 5000 as const;

export const EXEMPTION_STATUSES = [
  'requested',
  'under_review',
  'waiting_on_enrollee',
  'approved',
  'denied',
  'expired',
  'withdrawn',
] as const;
export type ExemptionStatus = (typeof EXEMPTION_STATUSES)[number];

export const NOTE_AUTHOR_TYPES = ['enrollee', 'state_admin'] as const;
export type NoteAuthorType = (typeof NOTE_AUTHOR_TYPES)[number];

/** Exemption types whose state is this value apply in every state. */
export const DEFAULT_EXEMPTION_STATE = 'Default' as const;

/** Values of an exemption type's `state`: `Default` (every state) followed by the 50 state names. */
export const EXEMPTION_TYPE_STATES = [DEFAULT_EXEMPTION_STATE, ...US_STATE_NAMES] as readonly [
  typeof DEFAULT_EXEMPTION_STATE,
  ...StateName[],
];
export type ExemptionTypeState = (typeof EXEMPTION_TYPE_STATES)[number];
