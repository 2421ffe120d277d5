import {
  ENROLLEE_DURATION_DEFAULT_MAX_MONTHS,
  ENROLLEE_DURATION_DEFAULT_MIN_MONTHS,
} from '@tracker/contracts/constants/exemptions';
import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import type {
  RequestExemptionRequest,
  UpdateUserExemptionRequest,
  UserExemption,
} from '@tracker/contracts/http/exemptions';

/** The catalogue seeds the student exemption under this abbreviation; only it asks for school details. */
export const STUDENT_ABBREVIATION = 'STUDENT';

/** What the request form holds: every input's text (or tick), checked by the contract's schema on submit. */
export interface ExemptionFormValues {
  medicaidExemptionId: string;
  durationRequestedMonths: string;
  requestPermanent: boolean;
  applicationNotes: string;
  currentlyEnrolled: boolean;
  schoolName: string;
  creditHours: string;
  expectedGraduationMonth: string;
  expectedGraduationYear: string;
}

/** What the schema gives back: the editable fields, plus the type and renewal flag of a new request. */
export type ExemptionRequestFields = UpdateUserExemptionRequest &
  Partial<Pick<RequestExemptionRequest, 'medicaidExemptionId' | 'isRenewal'>>;

/** The field names the server may report errors on. */
export const EXEMPTION_FIELDS = [
  'medicaidExemptionId',
  'durationRequestedMonths',
  'requestPermanent',
  'applicationNotes',
  'currentlyEnrolled',
  'schoolName',
  'creditHours',
  'expectedGraduationMonth',
  'expectedGraduationYear',
] as const satisfies readonly (keyof ExemptionFormValues)[];

/** What the form needs to know of a type; a request whose type left the catalogue supplies its own. */
export type TypeRules = Pick<
  ExemptionType,
  'minDurationMonths' | 'maxDurationMonths' | 'defaultDurationMonths' | 'allowsPermanent' | 'abbreviation'
>;

function bounds(type: TypeRules | undefined): { min: number; max: number } {
  const min = type?.minDurationMonths ?? ENROLLEE_DURATION_DEFAULT_MIN_MONTHS;
  const max = type?.maxDurationMonths ?? ENROLLEE_DURATION_DEFAULT_MAX_MONTHS;
  return { min, max: Math.max(min, max) };
}

/**
 * The durations offered, in months: from the type's minimum (1 when unset) to its maximum (12 when
 * unset). A request saved with a duration outside them keeps it as a choice.
 */
export function durationChoices(type: TypeRules | undefined, current?: number | null): number[] {
  const { min, max } = bounds(type);
  const choices = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  if (current && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

/** The duration chosen at first: the type's default when it lies within its bounds, else the minimum. */
export function defaultDuration(type: TypeRules | undefined): number {
  const { min, max } = bounds(type);
  const preferred = type?.defaultDurationMonths;
  return preferred && preferred >= min && preferred <= max ? preferred : min;
}

export function isStudentType(type: Pick<TypeRules, 'abbreviation'> | undefined): boolean {
  return type?.abbreviation === STUDENT_ABBREVIATION;
}

/** The rules of a request being edited: its type from the catalogue, or what the request itself says. */
export function rulesOf(exemption: UserExemption, types: readonly ExemptionType[]): TypeRules {
  return (
    types.find((type) => type.id === exemption.medicaidExemptionId) ?? {
      minDurationMonths: null,
      maxDurationMonths: null,
      defaultDurationMonths: null,
      allowsPermanent: exemption.allowsPermanent,
      abbreviation: exemption.abbreviation,
    }
  );
}

/** A new request: no type yet, the default duration, nothing else. */
export function emptyFormValues(): ExemptionFormValues {
  return {
    medicaidExemptionId: '',
    durationRequestedMonths: String(defaultDuration(undefined)),
    requestPermanent: false,
    applicationNotes: '',
    currentlyEnrolled: false,
    schoolName: '',
    creditHours: '',
    expectedGraduationMonth: '',
    expectedGraduationYear: '',
  };
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

/** A saved request as the form shows it. */
export function formValuesOf(exemption: UserExemption, rules: TypeRules): ExemptionFormValues {
  return {
    medicaidExemptionId: exemption.medicaidExemptionId,
    durationRequestedMonths: String(exemption.durationRequestedMonths ?? defaultDuration(rules)),
    requestPermanent: rules.allowsPermanent && exemption.requestPermanent,
    applicationNotes: exemption.applicationNotes ?? '',
    currentlyEnrolled: exemption.currentlyEnrolled ?? false,
    schoolName: exemption.schoolName ?? '',
    creditHours: text(exemption.creditHours),
    expectedGraduationMonth: text(exemption.expectedGraduationMonth),
    expectedGraduationYear: text(exemption.expectedGraduationYear),
  };
}

/**
 * What is sent: a permanent request has no duration, only a type that allows it may be permanent, and
 * school details go with the student type only (they may linger from a type picked first).
 */
export function requestFields<T extends ExemptionRequestFields>(fields: T, rules: TypeRules | undefined): T {
  const permanent = Boolean(rules?.allowsPermanent) && fields.requestPermanent;
  const student = isStudentType(rules);
  return {
    ...fields,
    requestPermanent: permanent,
    durationRequestedMonths: permanent ? null : fields.durationRequestedMonths,
    currentlyEnrolled: student ? fields.currentlyEnrolled : null,
    schoolName: student ? fields.schoolName : null,
    creditHours: student ? fields.creditHours : null,
    expectedGraduationMonth: student ? fields.expectedGraduationMonth : null,
    expectedGraduationYear: student ? fields.expectedGraduationYear : null,
  };
}
