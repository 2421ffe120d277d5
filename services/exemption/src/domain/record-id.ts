import { z } from 'zod';

const recordId = z.uuid();

/** True for a well-formed record id; anything else names no record, so the store is not asked. */
export function isRecordId(value: unknown): value is string {
  return recordId.safeParse(value).success;
}
