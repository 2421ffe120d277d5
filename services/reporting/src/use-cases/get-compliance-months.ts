import type { GetComplianceMonthsResponse } from '@tracker/contracts/http/compliance-months';
import { monthDeterminationOf } from '@tracker/contracts/http/determinations';
import { DEFAULT_LANGUAGE, type Language } from '@tracker/contracts/constants/accounts';
import type { ReportingAuditAction } from '@tracker/contracts/http/admin-audit';
import { compareMonths, lastDayOf, monthOf, type YearMonth } from '@tracker/contracts/rules/calendar';
import type { ReportingDeps } from '../deps.js';
import { monthsNotStarted } from '../errors.js';
import { readMonthRangeSnapshot } from '../store/month-range-snapshot.js';
import { auditRead, type Reader } from './shared/audit-read.js';
import { todayIn } from '../domain/today.js';
import { monthDetermination } from '../domain/month-determination.js';
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
    months: snapshot.months.map((records) => {
      const judgedOn = compareMonths(records.month, current) === 0 ? today : lastDayOf(records.month);
      const determination = monthDetermination(
        snapshot.person,
        snapshot.exemptions,
        records,
        records.month,
        judgedOn,
        today,
        settings,
      );
      return monthDeterminationOf(determination, language);
    }),
  };
}
