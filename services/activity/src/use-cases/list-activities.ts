import type { Activity, ListActivitiesRequest } from '@tracker/contracts/http/activities';
import type { Caller } from '../domain/access.js';
import { decodeCursor, encodeCursor, type PageCursor } from '../domain/page-cursor.js';
import type { ActivityDeps, RequestContext } from '../deps.js';
import { invalidPageCursor } from '../errors.js';
import { listActivityPage } from '../store/activities.js';
import { viewActivities } from './shared/activity-view.js';
import { auditRead } from './shared/audit.js';

export interface ActivitiesPage {
  activities: Activity[];
  /** How many activities match the filters in all. */
  total: number;
  /** The `before` value of the next page, or undefined on the last page. */
  nextCursor?: string;
}

/**
 * A page of the caller's own activities, newest first, with their attachments (an administrator's
 * too). Read by an administrator, their own or while impersonating the caller, it is audited.
 */
export async function listActivities(
  deps: ActivityDeps,
  caller: Caller,
  request: ListActivitiesRequest,
  ctx: RequestContext,
): Promise<ActivitiesPage> {
  let before: PageCursor | undefined;
  if (request.before !== undefined) {
    before = decodeCursor(request.before);
    if (!before) throw invalidPageCursor();
  }
  const page = await listActivityPage(deps.db.knex, caller.userId, {
    limit: request.limit,
    before,
    type: request.type,
    search: request.q,
  });
  await auditRead(deps, caller, caller.userId, 'activities.viewed', ctx);
  return {
    activities: await viewActivities(deps.db.knex, page.activities),
    total: page.total,
    nextCursor: page.next && encodeCursor(page.next),
  };
}
