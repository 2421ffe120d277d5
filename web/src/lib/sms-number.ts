import type { GetSmsNumberResponse } from '@tracker/contracts/http/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

const SMS_NUMBER_PATH = '/api/sms/number';

/**
 * The number people text their hours to, as the server is configured. Public, so visitors read it on
 * the home page before they have an account; enrollees read the same on the dashboard.
 */
export function getSmsNumber(): Promise<GetSmsNumberResponse> {
  return apiRequest<GetSmsNumberResponse>('GET', SMS_NUMBER_PATH);
}

export function smsNumberQueryOptions() {
  return queryOptions({ queryKey: [SMS_NUMBER_PATH] as const, queryFn: getSmsNumber });
}

/** A reader without it still reads the rest of the page: nothing is retried (the client's default). */
export function useSmsNumber() {
  return useQuery(smsNumberQueryOptions());
}
