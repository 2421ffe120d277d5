import type { GetSmsNumberResponse } from '@tracker/contracts/http/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SMS_NUMBER_KEY = ['/api/sms/number'] as const;

/** The number enrollees text their activities to, as the server is configured. */
export function getSmsNumber(): Promise<GetSmsNumberResponse> {
  return apiRequest<GetSmsNumberResponse>('GET', SMS_NUMBER_KEY[0]);
}

export function smsNumberQueryOptions() {
  return queryOptions({ queryKey: SMS_NUMBER_KEY, queryFn: getSmsNumber });
}

export function useSmsNumber() {
  return useQuery(smsNumberQueryOptions());
}
