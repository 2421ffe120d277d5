import { z } from 'zod';
import { isoDate } from '../http/fields.js';
import { grossAmountCentsValue, hoursWorkedValue } from '../http/income.js';
import { defineEvent } from './envelope.js';

/** A pay record was deleted; its amount, dates and hours let a read model take it off its totals. */
export const incomeDeletedV1 = defineEvent(
  'income.deleted',
  1,
  z.object({
    incomeId: z.uuid(),
    userId: z.uuid(),
    grossAmountCents: grossAmountCentsValue,
    payDate: isoDate,
    periodStart: isoDate,
    periodEnd: isoDate,
    hoursWorked: hoursWorkedValue,
  }),
);
export type IncomeDeletedV1 = z.infer<typeof incomeDeletedV1.data>;
