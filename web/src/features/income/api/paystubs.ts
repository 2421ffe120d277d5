import type {
  GetIncomeAttachmentLinkResponse,
  UploadIncomeAttachmentsResponse,
} from '@tracker/contracts/http/income';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { refreshAfterPaystubChange } from './income-keys';

/**
 * Attaches one file to a pay record; several files are sent one call each, so one refusal never
 * holds back the others. A refusal listed beside a success still counts as a failure.
 */
export async function uploadPaystub(incomeId: string, file: File): Promise<UploadIncomeAttachmentsResponse> {
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

export function deletePaystub(incomeId: string, attachmentId: string): Promise<void> {
  return apiRequest<void>(
    'DELETE',
    `/api/income/${encodeURIComponent(incomeId)}/attachments/${encodeURIComponent(attachmentId)}`,
  );
}

export function useDeletePaystub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ incomeId, attachmentId }: { incomeId: string; attachmentId: string }) =>
      deletePaystub(incomeId, attachmentId),
    onSuccess: () => refreshAfterPaystubChange(queryClient),
  });
}

/** A short-lived link to a paystub's content and the name to save it under. */
export function getPaystubDownload(attachmentId: string): Promise<GetIncomeAttachmentLinkResponse> {
  return apiRequest<GetIncomeAttachmentLinkResponse>(
    'GET',
    `/api/income/attachments/${encodeURIComponent(attachmentId)}/download`,
  );
}
