import { z } from 'zod';
import { yearMonthText } from '../rules/profiles/profile.js';
import { defineEvent } from './envelope.js';

/** How the record that met a month came in: by text, or on the web (an administrator's entry included). */
export const MONTH_MET_CHANNELS = ['web', 'sms'] as const;
export type MonthMetChannel = (typeof MONTH_MET_CHANNELS)[number];

/**
 * A person's month was met for the first time, as the notification service decides it when it tells
 * them (once per person and month; a month that falls short and is met again is not announced twice).
 * Not published for staff.
 */
export const notificationMonthMetV1 = defineEvent(
  'notification.month-met',
  1,
  z.object({
    userId: z.uuid(),
    month: yearMonthText,
    channel: z.enum(MONTH_MET_CHANNELS),
  }),
);
export type NotificationMonthMetV1 = z.infer<typeof notificationMonthMetV1.data>;
