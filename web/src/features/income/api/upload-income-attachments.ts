import type { UploadIncomeAttachmentsResponse } from '@tracker/contracts/http/income';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * Attaches one file to a pay record; several files are sent one call each, so one refusal never
 * holds back the others. A refusal listed beside a success still counts as a failure.
 */
export async function uploadIncomeAttachments(
  incomeId: string,
  file: File,
): Promise<UploadIncomeAttachmentsResponse> {
  const body = new FormData();
  body.append('files', file);
  const answer = await apiRequest<UploadIncomeAttachmentsResponse>(
    'POST',
    `/api/income/${encodeURIComponent(incomeId)}/attachments`,
    body,
  );
  const refusal = answer?.errors?.[0];
  if (refusal) throw new ApiError(400, refusal.message, { message: refusal.message });
  return answer;
}
