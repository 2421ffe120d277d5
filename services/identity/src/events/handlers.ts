import type { EventHandler } from '@tracker/kit/messaging/inbox';
import { onAuditRecorded } from './on-audit-recorded.js';

/** Every event this service consumes. */
export function eventHandlers(): EventHandler[] {
  return [onAuditRecorded()];
}
