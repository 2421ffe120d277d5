import type { GetComplianceMonthsResponse } from '@tracker/contracts/http/compliance-months';
import { monthDeterminationOf } from '@tracker/contracts/http/determinations';
import { DEFAULT_LANGUAGE, type Language } from '@tracker/contracts/constants/accounts';
import type { ReportingAuditAction } from '@tracker/contracts/http/admin-audit';
import { compareMonths, monthOf, type YearMonth } from '@tracker/contracts/rules/calendar';
import type { ReportingDeps } from '../deps.js';
import { monthsNotStarted } from '../errors.js';
import { readMonthRangeSnapshot } from '../store/month-range-snapshot.js';
import { auditRead, type Reader } from './shared/audit-read.js';
import { todayIn } from '../domain/today.js';
import { rangeDeterminations } from '../domain/month-determination.js';
import { precedingPayMonths } from '@tracker/contracts/rules/profiles/person-profile';

/** Whose months are judged, and what reading them is audited as. */
export interface JudgedPerson {
  userId: string;
  action: ReportingAuditAction;
}

/**
 * The determination of each month from `from` to `to` (already checked to be in order and few
 * enough) of the reader, or of `person` (an administrator's read of someone from the state's side,
 * the route having checked the role), oldest first: each judged today while it runs and on its last
 * day once over, with its reasons and its sentences in `language` (the page's) or else the person's.
 * A range reaching past the current month in `timeZone` (else the configured default) is refused
 * before anything is read or audited; an administrator's read is audited first (`auditRead`). One
 * prepared statement.
 */
export async function getComplianceMonths(
  deps: ReportingDeps,
  reader: Reader,
  range: { from: YearMonth; to: YearMonth },
  timeZone: string | undefined,
  asked?: Language,
  person: JudgedPerson = { userId: reader.caller.userId, action: 'compliance-months.viewed' },
): Promise<GetComplianceMonthsResponse> {
  const { settings } = deps;
  const today = todayIn(timeZone ?? settings.defaultTimeZone, deps.now());
  const current = monthOf(today);
  if (compareMonths(range.to, current) > 0) throw monthsNotStarted();
  await auditRead(deps, reader, person.action, person.userId);

  const snapshot = await readMonthRangeSnapshot(
    deps.db,
    person.userId,
    range.from,
    range.to,
    precedingPayMonths(settings.profile),
  );
  const language = asked ?? snapshot.person?.preferredLanguage ?? DEFAULT_LANGUAGE;
  return {
    language,
    months: rangeDeterminations(snapshot, today, settings).map((d) => monthDeterminationOf(d, language)),
  };
}
