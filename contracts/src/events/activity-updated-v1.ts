import { z } from 'zod';
import { ACTIVITY_TYPES } from '../constants/activities.js';
import { hoursValue, isoDate, timestamp } from '../http/fields.js';
import { defineEvent } from './envelope.js';

/**
 * An activity was edited. It carries the values before the edit as well, so a read model that
 * keeps totals per month and type can move the hours without keeping every activity.
 */
export const activityUpdatedV1 = defineEvent(
  'activity.updated',
  1,
  z.object({
    activityId: z.uuid(),
    userId: z.uuid(),
    type: z.enum(ACTIVITY_TYPES),
    hours: hoursValue,
    date: isoDate,
    description: z.string(),
    updatedAt: timestamp,
    previous: z.object({
      type: z.enum(ACTIVITY_TYPES),
      hours: hoursValue,
      date: isoDate,
    }),
  }),
);
export type ActivityUpdatedV1 = z.infer<typeof activityUpdatedV1.data>;
