import {
  ENROLLEE_DURATION_DEFAULT_MAX_MONTHS,
  ENROLLEE_DURATION_DEFAULT_MIN_MONTHS,
} from '@tracker/contracts/constants/exemptions';
import type { ExemptionTypeRecord } from './exemption.js';

/** What a request asks of its type. */
export interface RequestedOfType {
  durationRequestedMonths: number | null;
  requestPermanent: boolean;
  isRenewal: boolean;
}

/** The duration choices the form offers for a type: its own bounds, else 1 to 12 months. */
export function durationBoundsOf(type: Pick<ExemptionTypeRecord, 'minDurationMonths' | 'maxDurationMonths'>) {
  return {
    min: type.minDurationMonths ?? ENROLLEE_DURATION_DEFAULT_MIN_MONTHS,
    max: type.maxDurationMonths ?? ENROLLEE_DURATION_DEFAULT_MAX_MONTHS,
  };
}

/**
 * What the request asks that its type does not offer, per field: permanence where the type has
 * none, a duration outside the type's choices, a renewal of a type that is not renewable.
 * Undefined when the request fits.
 */
export function requestProblems(
  request: RequestedOfType,
  type: Pick<
    ExemptionTypeRecord,
    'allowsPermanent' | 'isRenewable' | 'minDurationMonths' | 'maxDurationMonths'
  >,
): Record<string, string> | undefined {
  const problems: Record<string, string> = {};
  if (request.requestPermanent && !type.allowsPermanent) {
    problems.requestPermanent = 'Permanent exemptions are not offered for this exemption type';
  }
  const { min, max } = durationBoundsOf(type);
  const duration = request.durationRequestedMonths;
  if (!request.requestPermanent && duration !== null && (duration < min || duration > max)) {
    problems.durationRequestedMonths = `Duration must be ${min} to ${max} months for this exemption type`;
  }
  if (request.isRenewal && !type.isRenewable) {
    problems.isRenewal = 'This exemption type cannot be renewed';
  }
  return Object.keys(problems).length > 0 ? problems : undefined;
}
