import type { DownloadExemptionAttachmentResponse } from '@tracker/contracts/http/exemptions';
import { apiRequest } from '../../../lib/api-client';

/** A short-lived link to a request's file. */
export function getExemptionAttachmentDownload(
  attachmentId: string,
): Promise<DownloadExemptionAttachmentResponse> {
  return apiRequest<DownloadExemptionAttachmentResponse>(
    'GET',
    `/api/exemptions/attachments/${encodeURIComponent(attachmentId)}/download`,
  );
}
