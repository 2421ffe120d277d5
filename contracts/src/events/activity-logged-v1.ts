import { z } from 'zod';
import { ACTIVITY_SOURCES, ACTIVITY_TYPES } from '../constants/activities.js';
import { hoursValue, isoDate, timestamp } from '../http/fields.js';
import { defineEvent } from './envelope.js';

/** An activity was logged, from the web app, a text message or by an administrator. */
export const activityLoggedV1 = defineEvent(
  'activity.logged',
  1,
  z.object({
    activityId: z.uuid(),
    userId: z.uuid(),
    type: z.enum(ACTIVITY_TYPES),
    hours: hoursValue,
    date: isoDate,
    description: z.string(),
    source: z.enum(ACTIVITY_SOURCES),
    createdAt: timestamp,
  }),
);
export type ActivityLoggedV1 = z.infer<typeof activityLoggedV1.data>;
