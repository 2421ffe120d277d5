import { z } from 'zod';
import {
  ABBREVIATION_MAX_LENGTH,
  DEFAULT_EXEMPTION_STATE,
  EXEMPTION_DURATION_MAX_MONTHS,
  EXEMPTION_DURATION_MIN_MONTHS,
  EXEMPTION_NAME_MAX_LENGTH,
  EXEMPTION_TYPE_STATES,
  LONG_TEXT_MAX_LENGTH,
} from '../constants/exemptions.js';
import {
  blankAsNull,
  blankAsUndefined,
  entityId,
  formBoolean,
  idParams,
  noContent,
  requiredText,
  textAsNumber,
  timestamp,
} from './fields.js';

// The exemption catalogue as administrators maintain it (`/api/admin/medicaid-exemptions/**`).
// `<call>Request` is the body (or the path of calls without one); `<call>Params` the path of calls
// that also carry a body.

export const exemptionTypeState = z.enum(EXEMPTION_TYPE_STATES, { error: 'Please select a state' });

/**
 * The abbreviation of the seeded student type. Its request form also collects the school details
 * (`currentlyEnrolled`, `schoolName`, `creditHours`, expected graduation month and year).
 */
export const STUDENT_EXEMPTION_ABBREVIATION = 'STUDENT' as const;

/** Whether a type is the student type, whose request form collects the school details. */
export function isStudentExemptionType(type: { abbreviation: string | null }): boolean {
  return type.abbreviation?.trim().toUpperCase() === STUDENT_EXEMPTION_ABBREVIATION;
}

const durationRange = `Duration must be ${EXEMPTION_DURATION_MIN_MONTHS} to ${EXEMPTION_DURATION_MAX_MONTHS} months`;

/** A duration in months between 1 and 24; an empty input means "not set". */
export const durationMonthsSetting = z.preprocess(
  (value) => textAsNumber(blankAsNull(value)),
  z
    .number({ error: 'Duration must be a number of months' })
    .int('Duration must be a whole number of months')
    .min(EXEMPTION_DURATION_MIN_MONTHS, durationRange)
    .max(EXEMPTION_DURATION_MAX_MONTHS, durationRange)
    .nullable()
    .default(null),
);

export const exemptionType = z.object({
  id: entityId,
  exemptionName: z.string(),
  abbreviation: z.string().nullable(),
  description: z.string().nullable(),
  /**
   * What enrollees read, in Spanish, and what proof helps, in English and Spanish. Null when the
   * catalogue has no text for it (enrollees then read the English). Optional only so clients built
   * before these fields still read the catalogue; the service always sends them.
   */
  exemptionNameEs: z.string().nullish(),
  descriptionEs: z.string().nullish(),
  proofHint: z.string().nullish(),
  proofHintEs: z.string().nullish(),
  /** `Default` (every state) or a state name. */
  state: exemptionTypeState,
  minDurationMonths: z.number().int().nullable(),
  maxDurationMonths: z.number().int().nullable(),
  defaultDurationMonths: z.number().int().nullable(),
  allowsPermanent: z.boolean(),
  isRenewable: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int().nonnegative(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ExemptionType = z.infer<typeof exemptionType>;

const optionalText = (max: number, message: string) =>
  z.preprocess(blankAsNull, z.string().trim().max(max, message).nullable().default(null));

/** The fields an administrator sets on a type, on create and on update alike. */
export const exemptionTypeFields = z
  .object({
    exemptionName: requiredText('Exemption name is required', {
      length: EXEMPTION_NAME_MAX_LENGTH,
      message: `Exemption name must be ${EXEMPTION_NAME_MAX_LENGTH} characters or less`,
    }),
    abbreviation: optionalText(
      ABBREVIATION_MAX_LENGTH,
      `Abbreviation must be ${ABBREVIATION_MAX_LENGTH} characters or less`,
    ),
    description: optionalText(
      LONG_TEXT_MAX_LENGTH,
      `Description must be ${LONG_TEXT_MAX_LENGTH} characters or less`,
    ),
    exemptionNameEs: optionalText(
      EXEMPTION_NAME_MAX_LENGTH,
      `Spanish name must be ${EXEMPTION_NAME_MAX_LENGTH} characters or less`,
    ),
    descriptionEs: optionalText(
      LONG_TEXT_MAX_LENGTH,
      `Spanish description must be ${LONG_TEXT_MAX_LENGTH} characters or less`,
    ),
    proofHint: optionalText(
      LONG_TEXT_MAX_LENGTH,
      `What proof helps must be ${LONG_TEXT_MAX_LENGTH} characters or less`,
    ),
    proofHintEs: optionalText(
      LONG_TEXT_MAX_LENGTH,
      `What proof helps (Spanish) must be ${LONG_TEXT_MAX_LENGTH} characters or less`,
    ),
    state: z.preprocess(blankAsUndefined, exemptionTypeState.default(DEFAULT_EXEMPTION_STATE)),
    isActive: formBoolean(true),
    sortOrder: z.preprocess(
      (value) => textAsNumber(blankAsUndefined(value)),
      z
        .number({ error: 'Sort order must be a number' })
        .int('Sort order must be a whole number')
        .min(0, 'Sort order must be 0 or more')
        .default(0),
    ),
    minDurationMonths: durationMonthsSetting,
    maxDurationMonths: durationMonthsSetting,
    defaultDurationMonths: durationMonthsSetting,
    allowsPermanent: formBoolean(false),
    isRenewable: formBoolean(false),
  })
  .superRefine((fields, ctx) => {
    const { minDurationMonths: min, maxDurationMonths: max, defaultDurationMonths: fallback } = fields;
    if (min !== null && max !== null && min > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxDurationMonths'],
        message: 'Maximum duration must not be less than the minimum',
      });
    }
    if (fallback !== null && ((min !== null && fallback < min) || (max !== null && fallback > max))) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultDurationMonths'],
        message: 'Default duration must be between the minimum and maximum',
      });
    }
  });
export type ExemptionTypeFields = z.infer<typeof exemptionTypeFields>;

// GET /api/admin/medicaid-exemptions (every type, active or not, by sortOrder)
export const listAllExemptionTypesResponse = z.array(exemptionType);
export type ListAllExemptionTypesResponse = z.infer<typeof listAllExemptionTypesResponse>;

// POST /api/admin/medicaid-exemptions
export const createExemptionTypeRequest = exemptionTypeFields;
export type CreateExemptionTypeRequest = z.infer<typeof createExemptionTypeRequest>;
export const createExemptionTypeResponse = exemptionType;
export type CreateExemptionTypeResponse = z.infer<typeof createExemptionTypeResponse>;

// PUT /api/admin/medicaid-exemptions/:id
export const updateExemptionTypeParams = idParams;
export const updateExemptionTypeRequest = exemptionTypeFields;
export type UpdateExemptionTypeRequest = z.infer<typeof updateExemptionTypeRequest>;
export const updateExemptionTypeResponse = exemptionType;
export type UpdateExemptionTypeResponse = z.infer<typeof updateExemptionTypeResponse>;

// DELETE /api/admin/medicaid-exemptions/:id
export const deleteExemptionTypeRequest = idParams;
export type DeleteExemptionTypeRequest = z.infer<typeof deleteExemptionTypeRequest>;
export const deleteExemptionTypeResponse = noContent;

// PATCH /api/admin/medicaid-exemptions/reorder
/** After a drag the client renumbers every row, so the sort orders run 0..n-1 with no gaps. */
export const reorderExemptionTypesRequest = z
  .object({
    items: z
      .array(
        z.object({
          id: entityId,
          sortOrder: z.number().int().min(0, 'Sort order must be 0 or more'),
        }),
        { error: 'Items are required' },
      )
      .min(1, 'Items are required'),
  })
  .superRefine(({ items }, ctx) => {
    if (new Set(items.map((item) => item.id)).size !== items.length) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'Each exemption may appear only once' });
    }
    const orders = new Set(items.map((item) => item.sortOrder));
    if (orders.size !== items.length || items.some((item) => item.sortOrder >= items.length)) {
      ctx.addIssue({
        code: 'custom',
        path: ['items'],
        message: `Sort orders must run from 0 to ${items.length - 1} without gaps`,
      });
    }
  });
export type ReorderExemptionTypesRequest = z.infer<typeof reorderExemptionTypesRequest>;
/** The whole catalogue in its new order. */
export const reorderExemptionTypesResponse = z.array(exemptionType);
export type ReorderExemptionTypesResponse = z.infer<typeof reorderExemptionTypesResponse>;
