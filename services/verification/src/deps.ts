import type { Database } from '@tracker/kit/data/db';
import type { Logger } from '@tracker/kit/runtime/logger';
import type { MedicaidIdIndexer } from '@tracker/kit/security/medicaid-id-index';
import type { Limiter } from '@tracker/kit/security/rate-limit';
import type { SessionStore } from '@tracker/kit/security/sessions';
import type { SessionKeys } from '@tracker/kit/security/tokens';
import type { VerificationSettings } from './config.js';

/** Everything the routers, use cases and event handlers work with; tests give it a fixed clock. */
export interface VerificationDeps {
  db: Database;
  keys: SessionKeys;
  sessions: SessionStore;
  logger: Logger;
  settings: VerificationSettings;
  /** Indexes the Medicaid ids of requests and state files, as identity indexes the accounts' ids. */
  indexer: MedicaidIdIndexer;
  /** Usage beacons per client address. */
  usageBeacons: Limiter;
  /** Wakes the outbox relay after a commit that recorded events. */
  nudgeOutbox(): void;
  /** Wakes the background processing of large data-match imports. */
  nudgeImports(): void;
  now(): Date;
}

/** Where a request came from, taken from it by the routers. */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  correlationId?: string;
}
