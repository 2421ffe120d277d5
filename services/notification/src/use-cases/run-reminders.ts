import {
  compareDates,
  localDateIn,
  type LocalDate,
  monthOf,
  previousMonth,
  type YearMonth,
} from '@tracker/contracts/rules/calendar';
import { reportingDeadlineOf } from '@tracker/contracts/rules/determination';
import { type DueReminder, dueReminders } from '../domain/due-reminders.js';
import type { NotificationDeps } from '../deps.js';
import { approvedExemptionsOf } from '../store/exemptions.js';
import { emptyMonthRecords, monthRecordsByUser } from '../store/month-records.js';
import { claimReminder } from '../store/reminders.js';
import { reminderRecipients, type UserRecord } from '../store/users.js';
import { deliverNotice } from './deliver-notice.js';
import { determinationOf, payMonthsBefore } from './shared/month-determination.js';

const pageSize = 200;

export interface ReminderRun {
  /** Reminders this run sent. */
  sent: number;
  /** Reminders due but already sent, by an earlier run or another replica. */
  alreadySent: number;
  /** Reminders that could not be sent this time; a later run tries again. */
  failed: number;
}

/**
 * One reminder in its own transaction: claimed by its unique key first, so whichever replica or run
 * claims it is the only one to notify, e-mail and text; a failure rolls the claim back for next time.
 */
async function sendReminder(
  deps: NotificationDeps,
  user: UserRecord,
  reminder: DueReminder,
): Promise<boolean> {
  return deps.db.knex.transaction(async (trx) => {
    if (!(await claimReminder(trx, user.id, reminder.kind, reminder.period))) return false;
    await deliverNotice(deps, trx, {
      userId: user.id,
      user,
      notice: reminder.notice,
      eventId: null,
      email: true,
      text: true,
    });
    return true;
  });
}

/**
 * Looks for the reminders due today (in the configured time zone) for every enrollee, a page of
 * people at a time, judging last month while its hours may still be reported and this month, and sends each one that no run has sent yet: in the app and by e-mail always, by
 * text only to a number its owner confirmed (`deliverNotice`).
 */
export async function runReminders(deps: NotificationDeps, now: Date = deps.now()): Promise<ReminderRun> {
  const today: LocalDate = localDateIn(deps.settings.timeZone, now);
  // Last month's hours may be reported until its deadline in this one: until then it is looked at too.
  const lastMonth = previousMonth(monthOf(today));
  const months: YearMonth[] =
    compareDates(today, reportingDeadlineOf(lastMonth, deps.settings.reportingDay)) <= 0
      ? [lastMonth, monthOf(today)]
      : [monthOf(today)];
  const run: ReminderRun = { sent: 0, alreadySent: 0, failed: 0 };
  let afterId: string | null = null;
  for (;;) {
    const users = await reminderRecipients(deps.db.knex, afterId, pageSize);
    if (users.length === 0) return run;
    afterId = users.at(-1)?.id ?? null;
    const ids = users.map((user) => user.id);
    const records = await Promise.all(
      months.map((month) => monthRecordsByUser(deps.db.knex, ids, month, payMonthsBefore(deps.settings))),
    );
    const exemptions = await approvedExemptionsOf(deps.db.knex, ids);
    for (const user of users) {
      const theirs = exemptions.get(user.id) ?? [];
      const due = dueReminders({
        today,
        birthdate: user.birthdate,
        requiredHours: user.requiredMonthlyHours,
        months: months.map((month, index) =>
          determinationOf(
            deps.settings,
            user,
            theirs,
            records[index]?.get(user.id) ?? emptyMonthRecords(payMonthsBefore(deps.settings)),
            month,
            today,
          ),
        ),
        exemptions: theirs,
      });
      for (const reminder of due) {
        try {
          if (await sendReminder(deps, user, reminder)) run.sent++;
          else run.alreadySent++;
        } catch (error) {
          run.failed++;
          deps.logger.error({ err: error, userId: user.id, kind: reminder.kind }, 'reminder not sent');
        }
      }
    }
  }
}
