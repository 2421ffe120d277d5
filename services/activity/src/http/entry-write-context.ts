import { lateEntryRequest, recordWriteQuery } from '@tracker/contracts/http/activities';
import { parseInput } from '@tracker/kit/http/errors';
import type { Request } from 'express';
import type { ActivityDeps } from '../deps.js';
import { enrolleeToday } from '../domain/enrollee-today.js';
import type { EntryWriteContext } from '../use-cases/shared/entry-window.js';

/**
 * What a write of an activity or a pay record is judged as of: today in the zone the request names
 * (`?timezone=`, else the service's), and the `lateEntryReason` of its body. Read after a multipart
 * body, whose fields arrive with its parts.
 */
export function entryWriteContextOf(deps: ActivityDeps, req: Request): EntryWriteContext {
  const { timezone } = parseInput(recordWriteQuery, req.query);
  const body: unknown = req.body;
  const { lateEntryReason } = parseInput(
    lateEntryRequest,
    typeof body === 'object' && body !== null ? body : {},
  );
  return { today: enrolleeToday(deps, timezone), lateEntryReason };
}
