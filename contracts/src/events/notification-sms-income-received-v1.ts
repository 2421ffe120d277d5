import { z } from 'zod';
import { isoDate } from '../http/fields.js';
import { grossAmountCentsValue } from '../http/income.js';
import { defineEvent } from './envelope.js';

/**
 * A text from a number its owner confirmed, read as `PAY AMOUNT Employer` (`PAGO` in Spanish); the
 * activity service records it as pay received on the day the text arrived. A text names no pay
 * period, so the record's period is that day until the enrollee edits it on the web.
 */
export const notificationSmsIncomeReceivedV1 = defineEvent(
  'notification.sms-income-received',
  1,
  z.object({
    /** Twilio's id of the text; the same text never records two payments. */
    messageSid: z.string().min(1),
    userId: z.uuid(),
    grossAmountCents: grossAmountCentsValue,
    employer: z.string().min(1),
    /** The day the text arrived, in the user's time zone. */
    payDate: isoDate,
    fromNumber: z.string().min(1),
  }),
);
export type NotificationSmsIncomeReceivedV1 = z.infer<typeof notificationSmsIncomeReceivedV1.data>;
