import type { GetWorkItemResponse, WorkItemKind } from '@tracker/contracts/http/work-queue';
import { isoDateIn } from '@tracker/contracts/rules/calendar';
import type { VerificationDeps } from '../deps.js';
import { workItemNotFound } from '../errors.js';
import { findQueueCase } from '../store/queue.js';
import { workItemView } from './shared/work-queue.js';

/** One open case, as the decision screen opens it. */
export async function getWorkItem(
  deps: Pick<VerificationDeps, 'db' | 'settings' | 'now'>,
  callerId: string,
  item: { kind: WorkItemKind; id: string },
): Promise<GetWorkItemResponse> {
  const today = isoDateIn(deps.settings.timeZone, deps.now());
  const row = await findQueueCase(deps.db.knex, item.kind, item.id, { callerId, month: today.slice(0, 7) });
  if (!row) throw workItemNotFound();
  return workItemView(row, today, deps.settings.timeZone);
}
