import { DEFAULT_REQUIRED_MONTHLY_HOURS } from '@tracker/contracts/constants';
import { type LocalDate, monthOf } from '@tracker/contracts/rules/calendar';
import { type Compliance, evaluateCompliance } from '@tracker/contracts/rules/compliance';
import type { Knex } from 'knex';
import type { NotificationSettings } from '../deps.js';
import { monthHours } from '../store/activities.js';
import { approvedExemptionsOf } from '../store/exemptions.js';
import type { UserRecord } from '../store/users.js';

/**
 * The user's standing in the month of `day`, judged on that day, by the same rules as the dashboard:
 * qualifying hours against the required hours, unless age or an exemption in force lifts the requirement.
 */
export async function monthStanding(
  db: Knex,
  settings: Pick<NotificationSettings, 'qualifyingTypes'>,
  userId: string,
  user: UserRecord | null,
  day: LocalDate,
): Promise<Compliance> {
  const hoursByType = await monthHours(db, userId, monthOf(day));
  const exemptions = (await approvedExemptionsOf(db, [userId])).get(userId) ?? [];
  return evaluateCompliance({
    asOf: day,
    birthdate: user?.birthdate ?? null,
    requiredHours: user?.requiredMonthlyHours ?? DEFAULT_REQUIRED_MONTHLY_HOURS,
    hoursByType,
    qualifyingTypes: settings.qualifyingTypes,
    exemptions,
  });
}
