import type { EventHandler } from '@tracker/kit/messaging/inbox';
import type { VerificationDeps } from '../deps.js';
import { onExemptionRequested } from './on-exemption-requested.js';
import { onExemptionStatusChanged } from './on-exemption-status-changed.js';
import { onMonthsDetermined } from './on-months-determined.js';
import { onUserDeleted } from './on-user-deleted.js';
import { onUserRegistered, onUserUpdated } from './on-user-changed.js';
import { withUsageCounts } from './usage-handlers.js';

/** Every event this service consumes. */
export function eventHandlers(deps: VerificationDeps): EventHandler[] {
  return withUsageCounts(deps, [
    onUserRegistered(deps),
    onUserUpdated(deps),
    onUserDeleted(),
    onMonthsDetermined(deps),
    onExemptionRequested(),
    onExemptionStatusChanged(),
  ]);
}
