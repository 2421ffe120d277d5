import { reportingMonthsDeterminedV1 } from '@tracker/contracts/events/reporting-months-determined-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import type { VerificationDeps } from '../deps.js';
import { saveMonthAnswers } from '../store/person-months.js';
import { redetermine } from '../use-cases/shared/determine.js';
import { todayOf } from '../use-cases/shared/today.js';

/** Reporting's determination of months the state asked for: the person's open requests follow it. */
export function onMonthsDetermined(deps: VerificationDeps): EventHandler {
  return on(reportingMonthsDeterminedV1, async (event, trx) => {
    const { userId, months } = event.data;
    await saveMonthAnswers(trx, userId, months);
    const changed = await redetermine(
      trx,
      {
        profile: deps.settings.profile,
        today: todayOf(deps),
        now: deps.now(),
        correlationId: event.correlationId,
      },
      (query) =>
        query.where('user_id', userId).whereRaw('months && ?::text[]', [months.map((month) => month.month)]),
    );
    if (changed > 0) {
      trx.executionPromise.then(
        () => deps.nudgeOutbox(),
        () => undefined,
      );
    }
  });
}
