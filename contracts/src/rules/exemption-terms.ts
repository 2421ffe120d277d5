import type { ExemptionStatus } from '../constants/exemptions.js';
import {
  compareDates,
  firstDayOf,
  type LocalDate,
  lastDayOf,
  parseIsoDate,
  type YearMonth,
} from './calendar.js';

/** What the read model knows of an exemption request, enough to tell when it is in force. */
export interface ExemptionTerms {
  status: ExemptionStatus;
  /** Null: in force from its approval. */
  effectiveDate: string | null;
  /** Null: no end (also ignored for a permanent exemption). */
  expirationDate: string | null;
  isPermanent: boolean;
}

function startOf(exemption: ExemptionTerms): LocalDate | null {
  return exemption.effectiveDate === null ? null : parseIsoDate(exemption.effectiveDate);
}

function endOf(exemption: ExemptionTerms): LocalDate | null {
  return exemption.isPermanent || exemption.expirationDate === null
    ? null
    : parseIsoDate(exemption.expirationDate);
}

/**
 * In force on `day`: approved, its effective date reached and its expiration date (the last day it
 * covers) not yet passed.
 */
export function isActiveOn(exemption: ExemptionTerms, day: LocalDate): boolean {
  if (exemption.status !== 'approved') return false;
  const start = startOf(exemption);
  const end = endOf(exemption);
  return (start === null || compareDates(start, day) <= 0) && (end === null || compareDates(day, end) <= 0);
}

/** In force on at least one day of `month`. */
export function isActiveDuring(exemption: ExemptionTerms, month: YearMonth): boolean {
  if (exemption.status !== 'approved') return false;
  const start = startOf(exemption);
  const end = endOf(exemption);
  return (
    (start === null || compareDates(start, lastDayOf(month)) <= 0) &&
    (end === null || compareDates(firstDayOf(month), end) <= 0)
  );
}
