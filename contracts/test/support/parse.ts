import { fieldErrorsFrom } from '@tracker/contracts/errors';
import type { z } from 'zod';

/** Parses input that must be valid and returns the parsed value; fails the test with zod's issues otherwise. */
export function valid<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected valid input, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

/** Parses input that must be refused and returns the first message per field, as a form would show them. */
export function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected invalid input, got ${JSON.stringify(result.data)}`);
  return fieldErrorsFrom(result.error);
}
