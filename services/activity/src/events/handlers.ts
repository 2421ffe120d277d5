import type { EventHandler } from '@tracker/kit/messaging/inbox';
import type { ActivityDeps } from '../deps.js';
import { onSmsActivityReceived } from './on-sms-activity-received.js';
import { onSmsIncomeReceived } from './on-sms-income-received.js';
import { onUserDeleted } from './on-user-deleted.js';
import { onUserRegistered } from './on-user-registered.js';
import { onUserUpdated } from './on-user-updated.js';

/** Every event this service consumes. */
export function eventHandlers(deps: ActivityDeps, options: { seedDemo?: boolean } = {}): EventHandler[] {
  return [
    onUserRegistered({ seedDemo: options.seedDemo ?? false, now: () => deps.now() }),
    onUserUpdated(),
    onUserDeleted(deps),
    onSmsActivityReceived(deps),
    onSmsIncomeReceived(deps),
  ];
}
