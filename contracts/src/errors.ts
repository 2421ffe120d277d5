import { z } from 'zod';

/** The body of every non-success answer: a message a person can read, and per-field messages for forms. */
export const errorBody = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * Turns zod issues into `{ field: message }`, keeping the first message for each field
 * (the form shows one message under each field).
 */
export function fieldErrorsFrom(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
