import { reportingMonthsDeterminedV1 } from '@tracker/contracts/events/reporting-months-determined-v1';
import { type EventHandler, on } from '@tracker/kit/messaging/inbox';
import type { VerificationDeps } from '../deps.js';
import { applyMonthAnswers } from '../use-cases/apply-month-answers.js';

/** Reporting's determination of months the state asked for: the person's open requests follow it. */
export function onMonthsDetermined(deps: VerificationDeps): EventHandler {
  return on(reportingMonthsDeterminedV1, async (event, trx) => {
    const { userId, months } = event.data;
    const changed = await applyMonthAnswers(trx, deps, userId, months, event.correlationId);
    if (changed > 0) {
      trx.executionPromise.then(
        () => deps.nudgeOutbox(),
        () => undefined,
      );
    }
  });
}
