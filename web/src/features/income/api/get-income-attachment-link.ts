import type { GetIncomeAttachmentLinkResponse } from '@tracker/contracts/http/income';
import { apiRequest } from '../../../lib/api-client';

/** A short-lived link to a paystub's content and the name to save it under. */
export function getIncomeAttachmentLink(attachmentId: string): Promise<GetIncomeAttachmentLinkResponse> {
  return apiRequest<GetIncomeAttachmentLinkResponse>(
    'GET',
    `/api/income/attachments/${encodeURIComponent(attachmentId)}/download`,
  );
}
