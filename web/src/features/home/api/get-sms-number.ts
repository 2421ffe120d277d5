import type { GetSmsNumberResponse } from '@tracker/contracts/http/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The number people text their hours to, as the server is configured; public, so visitors can read
 * it before they have an account. The dashboard asks the same address.
 */
export function usePublicSmsNumber() {
  return useQuery({
    queryKey: ['/api/sms/number'],
    queryFn: () => apiRequest<GetSmsNumberResponse>('GET', '/api/sms/number'),
    // A visitor without it still reads the rest: the dashboard shows the number too.
    retry: false,
  });
}
