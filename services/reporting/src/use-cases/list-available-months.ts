import type { AvailableMonth } from '@tracker/contracts/http/reports';
import type { ReportingDeps } from '../deps.js';
import { stringsFor } from '../i18n/strings-for.js';
import { monthsWithActivities } from '../store/month-totals.js';
import { findUser } from '../store/users.js';

/** The months that have activities, newest first, named in the person's language. */
export async function listAvailableMonths(deps: ReportingDeps, userId: string): Promise<AvailableMonth[]> {
  const [user, months] = await Promise.all([
    findUser(deps.db.knex, userId),
    monthsWithActivities(deps.db.knex, userId),
  ]);
  const strings = stringsFor(user?.preferredLanguage);
  return months.map((month) => ({ ...month, monthName: strings.monthName(month.month) }));
}
