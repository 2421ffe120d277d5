import type { GetExemptionAttachmentLinkResponse } from '@tracker/contracts/http/exemptions';
import { apiRequest } from '../../../lib/api-client';

/** A short-lived link to a request's file. */
export function getExemptionAttachmentLink(
  attachmentId: string,
): Promise<GetExemptionAttachmentLinkResponse> {
  return apiRequest<GetExemptionAttachmentLinkResponse>(
    'GET',
    `/api/exemptions/attachments/${encodeURIComponent(attachmentId)}/download`,
  );
}
