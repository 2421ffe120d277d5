import { formatYearMonth, type LocalDate, localDateIn } from '@tracker/contracts/rules/calendar';

/** The service's zone and clock, as its deps hold them. */
export interface Clock {
  settings: { timeZone: string };
  now(): Date;
}

/** Today in the service's zone: due dates, notice windows and look-backs count its calendar days. */
export function todayOf(deps: Clock): LocalDate {
  return localDateIn(deps.settings.timeZone, deps.now());
}

/** The current month (`YYYY-MM`) in the service's zone. */
export function currentMonthOf(deps: Clock): string {
  return formatYearMonth(todayOf(deps));
}
