import { formatIsoDate, parseIsoDate } from '@tracker/contracts/rules/calendar';
import type { VerificationDeps } from '../deps.js';
import { reminderDue } from '../domain/notice-window.js';
import { missingMonthsOf, OPEN_STATUSES } from '../domain/request.js';
import { recordReminderDue } from '../store/events.js';
import { requestColumns, type RequestRow, requestOf } from '../store/requests.js';
import { applyDeterminations } from './shared/determine.js';
import { todayOf } from '../domain/today.js';

/** Requests one transaction of the sweep handles. */
const BATCH = 200;

/**
 * The daily pass over open requests: each is determined again on today's date (so a notice window
 * that ended unmet makes it noncompliant), then the reminder its window has reached is sent once.
 * Batches are claimed with `FOR UPDATE SKIP LOCKED` and reminders recorded under a unique key, so
 * replicas sweeping together neither wait on each other nor send a reminder twice. Answers how many
 * requests changed status or were reminded.
 */
export async function sweepVerifications(deps: VerificationDeps): Promise<number> {
  const today = todayOf(deps);
  let after = '00000000-0000-0000-0000-000000000000';
  let done = 0;
  for (;;) {
    const { count, last } = await deps.db.knex.transaction(async (trx) => {
      const rows = (await trx('requests')
        .select(requestColumns(trx))
        .whereIn('status', OPEN_STATUSES)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()) as RequestRow[];
      if (rows.length === 0) return { count: 0, last: null };
      const requests = rows.map(requestOf);
      let count = await applyDeterminations(
        trx,
        { profile: deps.settings.profile, today, now: deps.now() },
        requests,
      );

      const stillOpen = (await trx('requests')
        .select(requestColumns(trx))
        .whereIn(
          'id',
          requests.map((request) => request.id),
        )
        .whereIn('status', OPEN_STATUSES)
        .whereNotNull('user_id')
        .whereNotNull('respond_by')) as RequestRow[];
      for (const request of stillOpen.map(requestOf)) {
        const daysLeft = reminderDue(parseIsoDate(request.notice?.respondBy ?? formatIsoDate(today)), today);
        const missing = missingMonthsOf(request.monthsAnswer);
        if (daysLeft === null || missing.length === 0 || request.userId === null) continue;
        const fresh = await trx('reminders_sent')
          .insert({ request_id: request.id, days_left: daysLeft })
          .onConflict(['request_id', 'days_left'])
          .ignore()
          .returning('request_id');
        if (fresh.length === 0) continue;
        await recordReminderDue(trx, { ...request, userId: request.userId }, daysLeft, missing);
        count += 1;
      }
      return { count, last: (rows[rows.length - 1] as RequestRow).id };
    });
    done += count;
    if (count > 0) deps.nudgeOutbox();
    if (last === null) return done;
    after = last;
  }
}
