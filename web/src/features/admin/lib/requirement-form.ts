import { changeRequirementRequest } from '@tracker/contracts/http/admin-users';
import { z } from 'zod';

const HOURS_REQUIRED_MESSAGE = 'Enter the hours this person must report each month';

/**
 * The requirement form's check: the state's rule, or hours set for this person (which then must be
 * given), the birthdate and whether the person is a seasonal worker; the result is the request the
 * server takes.
 */
export const requirementFormSchema = z
  .object({
    rule: z.enum(['state', 'person']),
    requiredMonthlyHours: z.string(),
    birthdate: z.string(),
    seasonalWorker: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.rule === 'person' && values.requiredMonthlyHours.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['requiredMonthlyHours'], message: HOURS_REQUIRED_MESSAGE });
    }
  })
  .transform((values): Record<string, unknown> => ({
    requiredMonthlyHours: values.rule === 'state' ? null : values.requiredMonthlyHours,
    birthdate: values.birthdate,
    seasonalWorker: values.seasonalWorker,
  }))
  .pipe(changeRequirementRequest);
