import type { Language } from '@tracker/contracts/constants/accounts';
import type { GetUserComplianceResponse } from '@tracker/contracts/http/compliance-months';
import { monthOf } from '@tracker/contracts/rules/calendar';
import { z } from 'zod';
import type { ReportingDeps } from '../deps.js';
import { userNotFound } from '../errors.js';
import { userIsKnown } from '../store/users.js';
import { getComplianceMonths } from './get-compliance-months.js';
import type { Reader } from './shared/audit-read.js';
import { todayIn } from '../domain/today.js';

const accountId = z.uuid();

/** Anything else names no account; the store is not asked about it. */
function isAccountId(value: unknown): value is string {
  return accountId.safeParse(value).success;
}

/**
 * For an administrator (the route has checked the role), the determination of the current month in
 * `timeZone` (else the configured default) of the person `userId`: the very one their own calls give,
 * judged by the same use case, its sentences in `language` (the reviewer's page's) or else the
 * person's. The read is audited as `compliance.viewed` before anything is handed over. A person this
 * service has not heard of from identity is 404, before anything is audited: a determination made
 * without their terms (age, required hours, seasonal work) would mislead a reviewer.
 */
export async function getUserCompliance(
  deps: ReportingDeps,
  reader: Reader,
  userId: unknown,
  timeZone: string | undefined,
  language?: Language,
): Promise<GetUserComplianceResponse> {
  if (!isAccountId(userId) || !(await userIsKnown(deps.db.knex, userId))) throw userNotFound();
  const current = monthOf(todayIn(timeZone ?? deps.settings.defaultTimeZone, deps.now()));
  const answer = await getComplianceMonths(deps, reader, { from: current, to: current }, timeZone, language, {
    userId,
    action: 'compliance.viewed',
  });
  // A range of one month is judged as one month. Should the month turn between the two readings of
  // the clock, that is the month current a moment ago, judged on its last day.
  const [month] = answer.months;
  if (month === undefined) throw new Error('A one-month range was judged without its month');
  return { ...month, language: answer.language };
}
