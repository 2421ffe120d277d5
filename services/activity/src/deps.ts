import type { BlobStore } from '@tracker/kit/storage/blob';
import type { Database } from '@tracker/kit/data/db';
import type { Logger } from '@tracker/kit/runtime/logger';
import type { SessionStore } from '@tracker/kit/security/sessions';
import type { SessionKeys } from '@tracker/kit/security/tokens';
import type { BlobJanitor } from '@tracker/kit/storage/blob-janitor';

/** Everything the use cases and routers work with; tests build it over a temporary folder. */
export interface ActivityDeps {
  db: Database;
  blobs: BlobStore;
  keys: SessionKeys;
  sessions: SessionStore;
  logger: Logger;
  /** Signs and checks the short-lived attachment links. */
  linkSecret: Buffer;
  janitor: BlobJanitor;
  /** Wakes the outbox relay after a commit that recorded events. */
  nudgeOutbox(): void;
  now(): Date;
  /** The IANA zone whose date is "today" when a request names none. */
  timeZone: string;
  /**
   * A month's records may be written until this day of the next month (`rules/entry-window`); after
   * it, only state staff may, with a reason.
   */
  reportingDay: number;
}

/** Where a request came from, taken from it by the routers. */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  correlationId?: string;
}
