import { formatYearMonth, type LocalDate, localDateIn } from '@tracker/contracts/rules/calendar';
import type { VerificationDeps } from '../../deps.js';

/** Today in the service's zone: due dates, notice windows and look-backs count its calendar days. */
export function todayOf(deps: Pick<VerificationDeps, 'settings' | 'now'>): LocalDate {
  return localDateIn(deps.settings.timeZone, deps.now());
}

export function currentMonthOf(deps: Pick<VerificationDeps, 'settings' | 'now'>): string {
  return formatYearMonth(todayOf(deps));
}
