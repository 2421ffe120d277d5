import type { ListFeedbackResponse } from '@tracker/contracts/http/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const FEEDBACK_KEY = ['/api/admin/feedback'] as const;

/** How many messages the list starts with, and how many more each "Show more" adds. */
export const FEEDBACK_PAGE_SIZE = 50;
/** The most the server lists in one answer. */
export const FEEDBACK_MAX = 500;

/** The newest `limit` feedback messages, with the sender and, when they agreed, their address. */
export function listFeedback(limit: number): Promise<ListFeedbackResponse> {
  return apiRequest<ListFeedbackResponse>('GET', `${FEEDBACK_KEY[0]}?limit=${limit}`);
}

export function feedbackQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [...FEEDBACK_KEY, { limit }] as const,
    queryFn: () => listFeedback(limit),
    // While a longer list loads, the shorter one stays on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useFeedback(limit: number) {
  return useQuery(feedbackQueryOptions(limit));
}
