import { z } from 'zod';
import { ACTIVITY_TYPES } from '../constants/activities.js';
import { hoursValue, isoDate } from '../http/fields.js';
import { defineEvent } from './envelope.js';

/** An activity was deleted; its hours, date and type let a read model take them off its totals. */
export const activityDeletedV1 = defineEvent(
  'activity.deleted',
  1,
  z.object({
    activityId: z.uuid(),
    userId: z.uuid(),
    hours: hoursValue,
    date: isoDate,
    type: z.enum(ACTIVITY_TYPES),
  }),
);
export type ActivityDeletedV1 = z.infer<typeof activityDeletedV1.data>;
