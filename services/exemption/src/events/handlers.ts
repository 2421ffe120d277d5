import type { EventHandler } from '@tracker/kit/messaging/inbox';
import type { ExemptionDeps } from '../deps.js';
import { onSmsDocumentReceived } from './on-sms-document-received.js';
import { onUserDeleted } from './on-user-deleted.js';
import { onUserRegistered } from './on-user-registered.js';
import { onUserUpdated } from './on-user-updated.js';

/** Every event this service consumes. */
export function eventHandlers(deps: ExemptionDeps): EventHandler[] {
  return [onUserRegistered(), onUserUpdated(), onUserDeleted(deps), onSmsDocumentReceived(deps)];
}
