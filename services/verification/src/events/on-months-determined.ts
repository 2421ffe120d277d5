import { reportingMonthsDeterminedV1 } from '@tracker/contracts/events/reporting-months-determined-v1';
import { type EventHandler, on } from '@tracker/kit/inbox';
import { saveMonthAnswers } from '../store/person-months.js';

/** Reporting's determination of months the state asked for. */
export function onMonthsDetermined(): EventHandler {
  return on(reportingMonthsDeterminedV1, async (event, trx) => {
    await saveMonthAnswers(trx, event.data.userId, event.data.months);
  });
}
