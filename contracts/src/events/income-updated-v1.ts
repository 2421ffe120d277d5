import { z } from 'zod';
import { isoDate, timestamp } from '../http/fields.js';
import { grossAmountCentsValue, hoursWorkedValue } from '../http/income.js';
import { defineEvent } from './envelope.js';

const countedValues = {
  grossAmountCents: grossAmountCentsValue,
  payDate: isoDate,
  periodStart: isoDate,
  periodEnd: isoDate,
  hoursWorked: hoursWorkedValue,
};

/**
 * A pay record was edited. It carries the values before the edit too, so a read model that keeps
 * income per month can move the amount without keeping every record. No employer name, as in
 * `income.reported`.
 */
export const incomeUpdatedV1 = defineEvent(
  'income.updated',
  1,
  z.object({
    incomeId: z.uuid(),
    userId: z.uuid(),
    ...countedValues,
    updatedAt: timestamp,
    previous: z.object(countedValues),
  }),
);
export type IncomeUpdatedV1 = z.infer<typeof incomeUpdatedV1.data>;
