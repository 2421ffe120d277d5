import type { Database } from '@tracker/kit/data/db';
import type { Logger } from '@tracker/kit/runtime/logger';
import type { MedicaidIdIndexer } from '@tracker/kit/security/medicaid-id-index';
import type { Limiter } from '@tracker/kit/security/rate-limit';
import type { SessionStore } from '@tracker/kit/security/sessions';
import type { SessionKeys } from '@tracker/kit/security/tokens';
import type { MedicaidIdCipher } from './domain/medicaid-id.js';
import type { PasswordHasher } from './passwords.js';

/** Everything the use cases and routers work with; tests build it with cheap hashing and short limits. */
export interface IdentityDeps {
  db: Database;
  sessions: SessionStore;
  keys: SessionKeys;
  logger: Logger;
  passwords: PasswordHasher;
  /** Seals Medicaid ids before they are stored and opens them for their owner. */
  medicaidIds: MedicaidIdCipher;
  /** The keyed hash of a Medicaid id that other services match the state's files by. */
  medicaidIdIndexer: MedicaidIdIndexer;
  limiters: {
    /** Password checks per account (or per unknown login name, so both look alike); a success gives its point back. */
    loginFailures: Limiter;
    /** E-mails per recipient address, of every kind, whoever asks. */
    emailRequests: Limiter;
    /** E-mails and texts per client address, to whomever they go. */
    messagesFromClient: Limiter;
    /** Confirmation codes per phone number. */
    phoneCodeRequests: Limiter;
  };
  /** The state's rule for everyone an administrator has not set hours for. */
  requiredMonthlyHours: number;
  /** Wakes the outbox relay after a commit that recorded events. */
  nudgeOutbox(): void;
  appUrl: string;
  secureCookies: boolean;
  now(): Date;
}

/** Who is asking and from where, taken from the request by the routers. */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  correlationId?: string;
}

/** An authenticated caller; `actorId` is the administrator behind an impersonation. */
export interface Caller {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  actorId?: string;
}
