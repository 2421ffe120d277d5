import type { ExemptionType } from '@tracker/contracts/http/exemption-types';
import type { UserExemption } from '@tracker/contracts/http/exemptions';

/**
 * An exemption request as the server answers it right after it is sent: requested on March 5,
 * 2025, for six months, nothing decided or noted yet. `subject` names whose request it is and for
 * which exemption type; fixtures of each screen spread it and change what a test needs.
 */
export function newExemptionRequest(
  subject: Pick<
    UserExemption,
    'id' | 'userId' | 'medicaidExemptionId' | 'medicaidExemptionName' | 'abbreviation' | 'allowsPermanent'
  >,
): UserExemption {
  return {
    ...subject,
    status: 'requested',
    appliedDate: null,
    requestDate: '2025-03-05T15:00:00.000Z',
    applicationNotes: null,
    supportingDocuments: null,
    durationRequestedMonths: 6,
    requestPermanent: false,
    durationApprovedMonths: null,
    isPermanent: false,
    isRenewal: false,
    effectiveDate: null,
    expirationDate: null,
    approvalDate: null,
    approverUserId: null,
    denialReason: null,
    waitingMessage: null,
    replyBy: null,
    resetMessage: null,
    reviewedBy: null,
    reviewedDate: null,
    currentlyEnrolled: null,
    schoolName: null,
    creditHours: null,
    expectedGraduationMonth: null,
    expectedGraduationYear: null,
    createdBy: subject.userId,
    lastModifiedBy: null,
    createdAt: '2025-03-05T15:00:00.000Z',
    updatedAt: '2025-03-05T15:00:00.000Z',
  };
}

/**
 * An active exemption type with nothing optional filled in: no abbreviation, description or
 * durations, not permanent, not renewable, in the default state. Last changed when it was made.
 */
export function plainExemptionType(
  subject: Pick<ExemptionType, 'id' | 'exemptionName' | 'sortOrder' | 'createdAt'>,
): ExemptionType {
  return {
    ...subject,
    abbreviation: null,
    description: null,
    state: 'Default',
    minDurationMonths: null,
    maxDurationMonths: null,
    defaultDurationMonths: null,
    allowsPermanent: false,
    isRenewable: false,
    isActive: true,
    updatedAt: subject.createdAt,
  };
}
