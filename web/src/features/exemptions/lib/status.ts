import { EXEMPTION_STATUSES, type ExemptionStatus } from '@tracker/contracts/constants/exemptions';

/** A status this app knows; anything else is shown as a new request (`requested`). */
export function knownExemptionStatus(status: string): ExemptionStatus {
  return (EXEMPTION_STATUSES as readonly string[]).includes(status)
    ? (status as ExemptionStatus)
    : 'requested';
}
