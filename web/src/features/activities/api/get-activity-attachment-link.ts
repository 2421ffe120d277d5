import type { GetActivityAttachmentLinkResponse } from '@tracker/contracts/http/activities';
import { apiRequest } from '../../../lib/api-client';

/** A short-lived link to an attachment's content and the name to save it under. */
export function getActivityAttachmentLink(attachmentId: string): Promise<GetActivityAttachmentLinkResponse> {
  return apiRequest<GetActivityAttachmentLinkResponse>(
    'GET',
    `/api/attachments/${encodeURIComponent(attachmentId)}/download`,
  );
}
