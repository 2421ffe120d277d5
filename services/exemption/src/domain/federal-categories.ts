import {
  type ExemptionTypeFields,
  STUDENT_EXEMPTION_ABBREVIATION,
} from '@tracker/contracts/http/exemption-types';

type Category = Omit<ExemptionTypeFields, 'sortOrder' | 'state' | 'isActive'>;

/**
 * The federal exemption categories the catalogue starts with, in the order they are offered.
 * Durations are in months; categories that describe a lasting condition allow a permanent exemption.
 */
const CATEGORIES: readonly Category[] = [
  {
    exemptionName: 'Parent or caretaker of a child 13 or under, or of a person with a disability',
    abbreviation: 'PARENT',
    description:
      'A parent, guardian or caretaker relative who lives with and cares for a child aged 13 or younger, or who cares for a person with a disability.',
    minDurationMonths: 1,
    maxDurationMonths: 12,
    defaultDurationMonths: 12,
    allowsPermanent: false,
    isRenewable: true,
  },
  {
    exemptionName: 'Medically frail or living with a disability',
    abbreviation: 'MED_FRAIL',
    description:
      'A person who is medically frail or has special medical needs: a disabling mental disorder, a serious or complex medical condition, a physical, intellectual or developmental disability, or blindness.',
    minDurationMonths: 3,
    maxDurationMonths: 24,
    defaultDurationMonths: 12,
    allowsPermanent: true,
    isRenewable: true,
  },
  {
    exemptionName: 'Pregnant or postpartum',
    abbreviation: 'PREGNANT',
    description: 'A person who is pregnant or in the postpartum period after a pregnancy ends.',
    minDurationMonths: 1,
    maxDurationMonths: 24,
    defaultDurationMonths: 12,
    allowsPermanent: false,
    isRenewable: false,
  },
  {
    exemptionName: 'Veteran with a total disability rating',
    abbreviation: 'VETERAN',
    description: 'A veteran with a disability rated as total by the Department of Veterans Affairs.',
    minDurationMonths: 12,
    maxDurationMonths: 24,
    defaultDurationMonths: 24,
    allowsPermanent: true,
    isRenewable: true,
  },
  {
    exemptionName: 'American Indian or Alaska Native',
    abbreviation: 'AI_AN',
    description:
      'A member of a federally recognized tribe, or a person otherwise eligible for services from the Indian Health Service, a tribal health program or an urban Indian organization.',
    minDurationMonths: 12,
    maxDurationMonths: 24,
    defaultDurationMonths: 24,
    allowsPermanent: true,
    isRenewable: true,
  },
  {
    exemptionName: 'In treatment for a substance use disorder',
    abbreviation: 'SUD_TX',
    description: 'A person taking part in a drug or alcohol treatment and rehabilitation program.',
    minDurationMonths: 1,
    maxDurationMonths: 12,
    defaultDurationMonths: 6,
    allowsPermanent: false,
    isRenewable: true,
  },
  {
    exemptionName: 'Released from incarceration within the last 3 months',
    abbreviation: 'REENTRY',
    description:
      'A person released from a jail, prison or other correctional facility within the past three months.',
    minDurationMonths: 1,
    maxDurationMonths: 3,
    defaultDurationMonths: 3,
    allowsPermanent: false,
    isRenewable: false,
  },
  {
    exemptionName: 'Former foster youth under 26',
    abbreviation: 'FOSTER',
    description:
      'A person under age 26 who was in foster care when they turned 18 or aged out of the system.',
    minDurationMonths: 6,
    maxDurationMonths: 24,
    defaultDurationMonths: 12,
    allowsPermanent: false,
    isRenewable: true,
  },
  {
    exemptionName: 'Meeting SNAP or TANF work requirements',
    abbreviation: 'SNAP_TANF',
    description:
      'A person who meets the work requirements of the Supplemental Nutrition Assistance Program (SNAP) or Temporary Assistance for Needy Families (TANF), or is exempt from them.',
    minDurationMonths: 1,
    maxDurationMonths: 12,
    defaultDurationMonths: 6,
    allowsPermanent: false,
    isRenewable: true,
  },
  {
    exemptionName: 'Short-term hardship',
    abbreviation: 'HARDSHIP',
    description:
      'A temporary hardship such as a hospital stay, a federally declared disaster in the area where you live, high local unemployment, or caring for a seriously ill family member.',
    minDurationMonths: 1,
    maxDurationMonths: 3,
    defaultDurationMonths: 1,
    allowsPermanent: false,
    isRenewable: true,
  },
  {
    exemptionName: 'Full-time or half-time student',
    abbreviation: STUDENT_EXEMPTION_ABBREVIATION,
    description:
      'A person enrolled at least half time in a school, college, university or vocational training program.',
    minDurationMonths: 1,
    maxDurationMonths: 12,
    defaultDurationMonths: 6,
    allowsPermanent: false,
    isRenewable: true,
  },
];

/** The seed rows: every category for all states, active, numbered 0..n-1. */
export function federalCategories(): ExemptionTypeFields[] {
  return CATEGORIES.map((category, index) => ({
    ...category,
    state: 'Default',
    isActive: true,
    sortOrder: index,
  }));
}
