import { addMonthsToIsoDate } from '@tracker/contracts/rules/calendar';

/** What an administrator sent with an approval; each value only when the form had one. */
export interface ApprovalInput {
  durationApprovedMonths?: number;
  effectiveDate?: string;
  expirationDate?: string;
  isPermanent: boolean;
}

export interface ApprovedTerms {
  durationApprovedMonths: number | null;
  effectiveDate: string;
  expirationDate: string | null;
  isPermanent: boolean;
}

export type ApprovalOutcome =
  { ok: true; terms: ApprovedTerms } | { ok: false; fieldErrors: Record<string, string> };

/** When nothing else names a duration, as the approval form starts at one month. */
const FALLBACK_DURATION_MONTHS = 1;

export const PERMANENT_NOT_ALLOWED_MESSAGE = 'Permanent exemptions are not allowed for this exemption type';

/**
 * The terms an approval records. The duration is the one sent, else the one requested, else the
 * type's default; the effective date is the one sent, else today; a permanent exemption has no
 * expiration, any other one ends on the date sent or, without one, the effective date plus the
 * duration in months. Permanent is only possible when the type allows it.
 */
export function approvalTerms(
  input: ApprovalInput,
  request: { durationRequestedMonths: number | null },
  type: { allowsPermanent: boolean; defaultDurationMonths: number | null },
  today: string,
): ApprovalOutcome {
  if (input.isPermanent && !type.allowsPermanent) {
    return { ok: false, fieldErrors: { isPermanent: PERMANENT_NOT_ALLOWED_MESSAGE } };
  }
  const effectiveDate = input.effectiveDate ?? today;
  if (input.isPermanent) {
    return {
      ok: true,
      terms: { durationApprovedMonths: null, effectiveDate, expirationDate: null, isPermanent: true },
    };
  }
  const duration =
    input.durationApprovedMonths ??
    request.durationRequestedMonths ??
    type.defaultDurationMonths ??
    FALLBACK_DURATION_MONTHS;
  const expirationDate = input.expirationDate ?? addMonthsToIsoDate(effectiveDate, duration);
  if (expirationDate <= effectiveDate) {
    return {
      ok: false,
      fieldErrors: { expirationDate: 'Expiration date must be after the effective date' },
    };
  }
  return {
    ok: true,
    terms: { durationApprovedMonths: duration, effectiveDate, expirationDate, isPermanent: false },
  };
}
