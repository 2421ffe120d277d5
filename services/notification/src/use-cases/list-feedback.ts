import type { ListFeedbackRequest, ListFeedbackResponse } from '@tracker/contracts/http/notifications';
import type { NotificationDeps } from '../deps.js';
import { listFeedback as listStoredFeedback } from '../store/feedback.js';

/** The newest feedback, for administrators (the route has checked the role). */
export async function listFeedback(
  deps: Pick<NotificationDeps, 'db'>,
  request: ListFeedbackRequest,
): Promise<ListFeedbackResponse> {
  return { feedback: await listStoredFeedback(deps.db.knex, request.limit) };
}
