import type { UpdateUserExemptionRequest } from '@tracker/contracts/http/exemptions';
import type { RequestedTerms } from './exemption.js';

/** The terms to store from a request form; a permanent request names no duration. */
export function requestedTermsOf(input: UpdateUserExemptionRequest): RequestedTerms {
  return {
    applicationNotes: input.applicationNotes,
    durationRequestedMonths: input.requestPermanent ? null : input.durationRequestedMonths,
    requestPermanent: input.requestPermanent,
    effectiveDate: input.effectiveDate,
    expirationDate: input.expirationDate,
    currentlyEnrolled: input.currentlyEnrolled,
    schoolName: input.schoolName,
    creditHours: input.creditHours,
    expectedGraduationMonth: input.expectedGraduationMonth,
    expectedGraduationYear: input.expectedGraduationYear,
  };
}
