import { activityDeletedV1 } from '@tracker/contracts/events/activity-deleted-v1';
import {
  type ActivityFilesCountedV1,
  activityFilesCountedV1,
} from '@tracker/contracts/events/activity-files-counted-v1';
import { activityLoggedV1 } from '@tracker/contracts/events/activity-logged-v1';
import { activityUpdatedV1 } from '@tracker/contracts/events/activity-updated-v1';
import { recordEvent } from '@tracker/kit/messaging/outbox';
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

/** How many files an activity or pay record has now, after one was attached or removed. */
export async function recordFilesCounted(
  trx: Knex.Transaction,
  counted: ActivityFilesCountedV1,
  correlationId?: string,
): Promise<void> {
  await recordEvent(trx, {
    producer: PRODUCER,
    def: activityFilesCountedV1,
    subjectId: counted.userId,
    correlationId,
    data: counted,
  });
}
