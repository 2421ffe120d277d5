import type { EventHandler } from '@tracker/kit/messaging/inbox';
import { determineWatchedMonths, type WatchDeps } from '../use-cases/determine-watched-months.js';
import { onActivityDeleted } from './on-activity-deleted.js';
import { onActivityLogged } from './on-activity-logged.js';
import { onActivityUpdated } from './on-activity-updated.js';
import { onDataMatched } from './on-data-matched.js';
import { onExemptionStatusChanged } from './on-exemption-status-changed.js';
import { onExemptionTypeRecorded } from './on-exemption-type-recorded.js';
import { onFilesCounted } from './on-files-counted.js';
import { onIncomeDeleted } from './on-income-deleted.js';
import { onIncomeReported } from './on-income-reported.js';
import { onIncomeUpdated } from './on-income-updated.js';
import { onUserRegistered, onUserUpdated, onUserVerified } from './on-user-changed.js';
import { onUserDeleted } from './on-user-deleted.js';
import { onVerificationRequested } from './on-verification-requested.js';

/**
 * `handler`, then, in its transaction, the person's watched months determined again and those whose
 * answer changed published: every event that changes what a month's determination reads goes through it.
 */
function answeringWatchedMonths(deps: WatchDeps, handler: EventHandler): EventHandler {
  return {
    def: handler.def,
    async handle(event, trx) {
      await handler.handle(event, trx);
      // Each of these events names the person in its data.
      const { userId } = event.data as { userId: string };
      await determineWatchedMonths(trx, deps, userId, { correlationId: event.correlationId });
    },
  };
}

/** Every event the reporting read model is fed by. */
export function eventHandlers(deps: WatchDeps): EventHandler[] {
  const changesInputs = (handler: EventHandler) => answeringWatchedMonths(deps, handler);
  return [
    changesInputs(onUserRegistered),
    changesInputs(onUserVerified),
    changesInputs(onUserUpdated),
    onUserDeleted,
    changesInputs(onActivityLogged),
    changesInputs(onActivityUpdated),
    changesInputs(onActivityDeleted),
    onFilesCounted,
    changesInputs(onIncomeReported),
    changesInputs(onIncomeUpdated),
    changesInputs(onIncomeDeleted),
    changesInputs(onExemptionStatusChanged),
    changesInputs(onExemptionTypeRecorded),
    changesInputs(onDataMatched),
    onVerificationRequested(deps),
  ];
}
