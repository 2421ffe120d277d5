import type { BlobStore } from '@tracker/kit/storage/blob';
import type { BlobJanitor } from '@tracker/kit/storage/blob-janitor';
import type { Database } from '@tracker/kit/data/db';
import type { Logger } from '@tracker/kit/runtime/logger';
import type { SessionStore } from '@tracker/kit/security/sessions';
import type { SessionKeys } from '@tracker/kit/security/tokens';

/** Everything the use cases and routers work with; tests build it over a temporary folder. */
export interface ExemptionDeps {
  db: Database;
  blobs: BlobStore;
  keys: SessionKeys;
  sessions: SessionStore;
  logger: Logger;
  /** Signs and checks the short-lived attachment links. */
  linkSecret: Buffer;
  janitor: BlobJanitor;
  /** The zone whose calendar says which day it is (approvals, expiry). */
  timeZone: string;
  /** Wakes the outbox relay after a commit that recorded events. */
  nudgeOutbox(): void;
  now(): Date;
}

/** Where a request came from, taken from it by the routers. */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  correlationId?: string;
}
