import { DEFAULT_EXEMPTION_STATE } from '@tracker/contracts/constants/exemptions';
import type { ExemptionType, ExemptionTypeFields } from '@tracker/contracts/http/exemption-types';
import { lazyZodResolver } from '../../../lib/forms';

/**
 * What the exemption form holds: inputs' text and checkboxes. The contract's schema turns the text
 * into numbers on submit (an empty sort order becomes 0, an empty duration "not set").
 */
export interface ExemptionTypeFormValues {
  exemptionName: string;
  abbreviation: string;
  description: string;
  exemptionNameEs: string;
  descriptionEs: string;
  proofHint: string;
  proofHintEs: string;
  state: string;
  isActive: boolean;
  sortOrder: string;
  minDurationMonths: string;
  maxDurationMonths: string;
  defaultDurationMonths: string;
  allowsPermanent: boolean;
  isRenewable: boolean;
}

/** A new type: active, for every state, nothing else set. */
export const EMPTY_FORM: ExemptionTypeFormValues = {
  exemptionName: '',
  abbreviation: '',
  description: '',
  exemptionNameEs: '',
  descriptionEs: '',
  proofHint: '',
  proofHintEs: '',
  state: DEFAULT_EXEMPTION_STATE,
  isActive: true,
  sortOrder: '',
  minDurationMonths: '',
  maxDurationMonths: '',
  defaultDurationMonths: '',
  allowsPermanent: false,
  isRenewable: false,
};

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

/** The form as it opens to edit `type`. */
export function formValuesOf(type: ExemptionType): ExemptionTypeFormValues {
  return {
    exemptionName: type.exemptionName,
    abbreviation: text(type.abbreviation),
    description: text(type.description),
    exemptionNameEs: text(type.exemptionNameEs),
    descriptionEs: text(type.descriptionEs),
    proofHint: text(type.proofHint),
    proofHintEs: text(type.proofHintEs),
    state: type.state,
    isActive: type.isActive,
    sortOrder: text(type.sortOrder),
    minDurationMonths: text(type.minDurationMonths),
    maxDurationMonths: text(type.maxDurationMonths),
    defaultDurationMonths: text(type.defaultDurationMonths),
    allowsPermanent: type.allowsPermanent,
    isRenewable: type.isRenewable,
  };
}

/** The contract's own check of the fields, downloaded when a form is first submitted. */
export const exemptionTypeResolver = lazyZodResolver<ExemptionTypeFormValues, ExemptionTypeFields>(() =>
  import('@tracker/contracts/http/exemption-types').then((m) => m.exemptionTypeFields),
);

/** The fields the server may report errors on. */
export const EXEMPTION_TYPE_FIELDS = [
  'exemptionName',
  'abbreviation',
  'description',
  'exemptionNameEs',
  'descriptionEs',
  'proofHint',
  'proofHintEs',
  'state',
  'isActive',
  'sortOrder',
  'minDurationMonths',
  'maxDurationMonths',
  'defaultDurationMonths',
  'allowsPermanent',
  'isRenewable',
] as const satisfies readonly (keyof ExemptionTypeFormValues)[];
export type ExemptionTypeField = (typeof EXEMPTION_TYPE_FIELDS)[number];
