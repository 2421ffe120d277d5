import { z } from 'zod';
import { ACTIVITY_SOURCES } from '../constants/activities.js';
import { isoDate, timestamp } from '../http/fields.js';
import { grossAmountCentsValue, hoursWorkedValue } from '../http/income.js';
import { defineEvent } from './envelope.js';

/**
 * An enrollee reported pay, from the web app or by an administrator. It carries what a month's
 * income is worked out from (amount, dates, hours) and not the employer's name: that says where the
 * person works, and no consumer needs it to count a month.
 */
export const incomeReportedV1 = defineEvent(
  'income.reported',
  1,
  z.object({
    incomeId: z.uuid(),
    userId: z.uuid(),
    grossAmountCents: grossAmountCentsValue,
    payDate: isoDate,
    periodStart: isoDate,
    periodEnd: isoDate,
    hoursWorked: hoursWorkedValue,
    source: z.enum(ACTIVITY_SOURCES),
    createdAt: timestamp,
  }),
);
export type IncomeReportedV1 = z.infer<typeof incomeReportedV1.data>;
