import { z } from 'zod';
import { auditAction } from '../http/admin-audit.js';
import { timestamp } from '../http/fields.js';
import { defineEvent } from './envelope.js';

/** Longest user agent kept; a longer one is cut, since the header is whatever a client sends. */
export const AUDIT_USER_AGENT_MAX_LENGTH = 500;
export const AUDIT_IP_MAX_LENGTH = 64;
/** Longest field name, and most field names, one audited change lists. */
export const AUDIT_CHANGE_MAX_LENGTH = 64;
export const AUDIT_CHANGES_MAX = 50;
/** Longest reason an audited change keeps (a late entry's is at most 500 characters). */
export const AUDIT_REASON_MAX_LENGTH = 1000;

/**
 * An administrator read or changed records of someone else (or of the enrollee they impersonate).
 * The identity service keeps these in its audit trail. Only ids travel: no names, no record contents.
 */
export const auditRecordedV1 = defineEvent(
  'audit.recorded',
  1,
  z.object({
    /** The administrator; while impersonating, the administrator behind the session (`act`). */
    actorId: z.uuid(),
    /** The person whose records these are; null for a read of many people's records at once. */
    subjectId: z.uuid().nullable(),
    action: auditAction,
    /** The record read or changed, when there is one. */
    resourceId: z.uuid().nullable(),
    /** For a change: the names of the fields it changed (never their values). */
    changes: z.array(z.string().max(AUDIT_CHANGE_MAX_LENGTH)).max(AUDIT_CHANGES_MAX).optional(),
    /** Why the administrator made the change, as they wrote it (state staff's late entry). */
    reason: z.string().max(AUDIT_REASON_MAX_LENGTH).optional(),
    ip: z.string().max(AUDIT_IP_MAX_LENGTH).nullable(),
    userAgent: z.string().max(AUDIT_USER_AGENT_MAX_LENGTH).nullable(),
    occurredAt: timestamp,
  }),
);
export type AuditRecordedV1 = z.infer<typeof auditRecordedV1.data>;
