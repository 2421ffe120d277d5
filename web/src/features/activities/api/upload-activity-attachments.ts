import type { UploadActivityAttachmentsResponse } from '@tracker/contracts/http/activities';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * Attaches one file to an activity; a multi-file upload calls this once per file, so one refusal
 * never holds back the others. A refusal the server lists beside a success still counts as a failure.
 */
export async function uploadActivityAttachments(
  activityId: string,
  file: File,
): Promise<UploadActivityAttachmentsResponse> {
  const body = new FormData();
  body.append('files', file);
  const answer = await apiRequest<UploadActivityAttachmentsResponse>(
    'POST',
    `/api/activities/${encodeURIComponent(activityId)}/attachments`,
    body,
  );
  const refusal = answer?.errors?.[0];
  if (refusal) throw new ApiError(400, refusal.message, { message: refusal.message });
  return answer;
}
