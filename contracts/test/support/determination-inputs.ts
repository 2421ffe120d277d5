import { parseIsoDate } from '@tracker/contracts/rules/calendar';
import type { DeterminationInput, ExemptionOfType } from '@tracker/contracts/rules/determination';
import { federal2027Profile } from '@tracker/contracts/rules/profiles/federal-2027';
import type { RuleProfile } from '@tracker/contracts/rules/profiles/profile';
import { seedProfile } from '@tracker/contracts/rules/profiles/seed';

export const day = parseIsoDate;
export const federal = federal2027Profile;
export const seed = seedProfile;

/** A profile with single values changed, as a state's settings would change them. */
export function variant(profile: RuleProfile, changes: Partial<RuleProfile>): RuleProfile {
  return { ...profile, ...changes };
}

/** March 2027 under the federal profile, judged on its last day, for someone of 36 with nothing logged. */
export function monthInput(overrides: Partial<DeterminationInput> = {}): DeterminationInput {
  return {
    profile: federal,
    month: '2027-03',
    judgedOn: day('2027-03-31'),
    birthdate: '1990-05-17',
    hoursByType: {},
    jobSearchActivities: 0,
    incomeCents: 0,
    precedingIncomeCents: [],
    seasonalWorker: false,
    exemptions: [],
    schoolEnrollment: null,
    ...overrides,
  };
}

export function exemption(overrides: Partial<ExemptionOfType> = {}): ExemptionOfType {
  return {
    status: 'approved',
    typeCode: 'PREGNANT',
    name: 'Pregnant or postpartum',
    effectiveDate: '2027-01-01',
    expirationDate: '2027-12-31',
    isPermanent: false,
    ...overrides,
  };
}

export const studentExemption = (overrides: Partial<ExemptionOfType> = {}) =>
  exemption({ typeCode: 'STUDENT', name: 'Full-time or half-time student', ...overrides });
