import type { Database } from '@tracker/kit/data/db';
import type { Logger } from '@tracker/kit/runtime/logger';
import type { SessionStore } from '@tracker/kit/security/sessions';
import type { SessionKeys } from '@tracker/kit/security/tokens';
import type { ReportingSettings } from './config.js';

/** Everything the routers, use cases and event handlers work with; tests give it a fixed clock. */
export interface ReportingDeps {
  db: Database;
  keys: SessionKeys;
  sessions: SessionStore;
  logger: Logger;
  settings: ReportingSettings;
  /** Wakes the outbox relay after a commit that recorded events. */
  nudgeOutbox(): void;
  now(): Date;
}
