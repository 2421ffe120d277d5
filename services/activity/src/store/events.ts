import { activityDeletedV1 } from '@tracker/contracts/events/activity-deleted-v1';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { activityUpdatedV1 } from '@tracker/contracts/events/activity-updated-v1';
import {
  AUDIT_IP_MAX_LENGTH,
  AUDIT_USER_AGENT_MAX_LENGTH,
  auditRecordedV1,
} from '@tracker/contracts/events/audit-recorded-v1';
import type { ActivityAuditAction } from '@tracker/contracts/http/admin-audit';
import { recordEvent } from '@tracker/kit/outbox';
import type { Knex } from 'knex';
import type { ActivityRecord, ActivityValues } from '../domain/activity.js';

export const PRODUCER = 'activity';

export async function recordActivityLogged(
  trx: Knex.Transaction,
  activity: ActivityRecord,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: activityLoggedV1,
    subjectId: activity.userId,
    correlationId,
    data: {
      activityId: activity.id,
      userId: activity.userId,
      type: activity.type,
      hours: activity.hours,
      date: activity.date,
      description: activity.description,
      source: activity.source,
      createdAt: activity.createdAt.toISOString(),
    },
  });
}

/** Carries the values before the edit, so read models can move hours between months and types. */
export async function recordActivityUpdated(
  trx: Knex.Transaction,
  activity: ActivityRecord,
  previous: ActivityValues,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: activityUpdatedV1,
    subjectId: activity.userId,
    correlationId,
    data: {
      activityId: activity.id,
      userId: activity.userId,
      type: activity.type,
      hours: activity.hours,
      date: activity.date,
      description: activity.description,
      updatedAt: activity.updatedAt.toISOString(),
      previous: { type: previous.type, hours: previous.hours, date: previous.date },
    },
  });
}

export async function recordActivityDeleted(
  trx: Knex.Transaction,
  activity: ActivityRecord,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: activityDeletedV1,
    subjectId: activity.userId,
    correlationId,
    data: {
      activityId: activity.id,
      userId: activity.userId,
      hours: activity.hours,
      date: activity.date,
      type: activity.type,
    },
  });
}

/** An administrator's access to someone else's activities, for the audit trail the identity service keeps. */
export interface AuditedAccess {
  actorId: string;
  subjectId: string;
  action: ActivityAuditAction;
  resourceId: string | null;
  ip: string | null;
  userAgent: string | null;
  occurredAt: Date;
}

export async function recordAuditRecorded(
  trx: Knex.Transaction,
  access: AuditedAccess,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: auditRecordedV1,
    subjectId: access.subjectId,
    correlationId,
    data: {
      actorId: access.actorId,
      subjectId: access.subjectId,
      action: access.action,
      resourceId: access.resourceId,
      // Whatever a client sent as its user agent must not make the request fail.
      ip: access.ip?.slice(0, AUDIT_IP_MAX_LENGTH) ?? null,
      userAgent: access.userAgent?.slice(0, AUDIT_USER_AGENT_MAX_LENGTH) ?? null,
      occurredAt: access.occurredAt.toISOString(),
    },
  });
}
