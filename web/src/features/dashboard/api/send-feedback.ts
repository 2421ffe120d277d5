import type { SendFeedbackRequest, SendFeedbackResponse } from '@tracker/contracts/http/notifications';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function sendFeedback(values: SendFeedbackRequest): Promise<SendFeedbackResponse> {
  return apiRequest<SendFeedbackResponse>('POST', '/api/feedback', values);
}

/** Sends feedback; nothing on the enrollee's screens shows it afterwards, so nothing is refreshed. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
